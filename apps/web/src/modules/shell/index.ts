/** The frame around every page: runtime, header, shell pages, the Einstellungen host, client error logging. */
export { AppRuntime } from './AppRuntime.js';
export { installClientErrorLogging } from './client-errors.js';
export {
  ExtViewPage,
  HomePage,
  ModulePlaceholder,
  PublicFramePlaceholder,
  SessionExpiredPage,
  UnicapturePage,
} from './pages/ShellPages.js';
export { HelpPage } from './help/HelpPage.js';
export { SystemSettingsPage } from './pages/SystemSettingsPage.js';
export { SettingsHost, type SettingsPage } from './SettingsHost.js';
export { Shell } from './Shell.js';
export { audienceOfPath } from './useGlobalErrorHandling.js';
