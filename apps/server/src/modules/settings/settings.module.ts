import type { SettingsDependencies } from './settings.dependencies.js';
import type { AppModule } from '../../kernel/module.js';
import { registerSettingRoutes } from './settings.routes.js';
import { registerSystemRoutes } from './system.routes.js';
import { registerResubmissionRoutes } from './wiedervorlagen.routes.js';

/** Settings of spec 002 (`/settings`, Mandant accounting options), SMTP and e-mail, Wiedervorlagen. */
export const settingsModule: AppModule<SettingsDependencies> = {
  name: 'settings',
  registerRoutes(app, deps) {
    registerSettingRoutes(app, deps);
    registerSystemRoutes(app, deps);
    registerResubmissionRoutes(app, deps);
  },
};
