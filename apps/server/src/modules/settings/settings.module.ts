import type { Dependencies } from '../../app/dependencies.js';
import type { AppModule } from '../../kernel/module.js';
import { registerAdataRoutes } from './adata.routes.js';
import { registerSettingRoutes } from './settings.routes.js';
import { registerSystemRoutes } from './system.routes.js';
import { registerResubmissionRoutes } from './wiedervorlagen.routes.js';

/** Settings of spec 002 (`/settings`, Mandant accounting options), SMTP and e-mail, Wiedervorlagen, ADATA calculators. */
export const settingsModule: AppModule<Dependencies> = {
  name: 'settings',
  registerRoutes(app, deps) {
    registerSettingRoutes(app, deps);
    registerSystemRoutes(app, deps);
    registerResubmissionRoutes(app, deps);
    registerAdataRoutes(app, deps);
  },
};
