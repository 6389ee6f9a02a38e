import type { AppModule } from '../../app/module.js';
import { createShellUseCases } from './shell.usecases.js';
import { registerSystemRoutes } from './system.routes.js';
import { registerUserRoutes } from './user.routes.js';

export const shellModule: AppModule = {
  name: 'shell',
  registerRoutes(app, deps) {
    const shell = createShellUseCases(deps);
    registerSystemRoutes(app, deps, shell);
    registerUserRoutes(app, deps, shell);
  },
};
