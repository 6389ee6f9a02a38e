/** What other modules use from the shell: the shape of a page in the Einstellungen area. */
export type { SettingsPage } from './SettingsHost.js';
