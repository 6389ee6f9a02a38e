/** What other screens use from the settings module: the document tools menu and the Einstellungen pages. */
export { DocumentToolsMenu } from './document-tools/DocumentToolsMenu.js';
export { masterdataSettingsPages } from './lazy.js';
