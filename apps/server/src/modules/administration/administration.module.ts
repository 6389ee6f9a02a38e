import type { AdministrationDependencies } from './administration.dependencies.js';
import type { AppModule } from '../../kernel/module.js';
import { registerDeputyRoutes } from './deputies.routes.js';
import { registerExternalUserRoutes } from './external-users.routes.js';
import { registerGroupRoutes } from './groups.routes.js';
import { registerMandantenRoutes } from './mandanten.routes.js';
import { registerOwnUserRoutes } from './own-user.routes.js';
import { registerUserRoutes } from './users.routes.js';

/** Users, groups and rights, deputies (`/SV`), Mandanten and external workflow users. */
export const administrationModule: AppModule<AdministrationDependencies> = {
  name: 'administration',
  registerRoutes(app, deps) {
    registerUserRoutes(app, deps);
    registerOwnUserRoutes(app, deps);
    registerGroupRoutes(app, deps);
    registerDeputyRoutes(app, deps);
    registerMandantenRoutes(app, deps);
    registerExternalUserRoutes(app, deps);
  },
};
