// Public port of the settings module: the only file other modules and the composition root import.
export { settingsModule } from './settings.module.js';
export { createSettingsService } from './settings.service.js';
