/** What other screens use from the settings module: the document tools menu, the Einstellungen pages and the settings themselves. */
export { DocumentToolsMenu } from './document-tools/DocumentToolsMenu.js';
export { masterdataSettingsPages } from './lazy.js';
export { hotkeyOfEvent } from './hotkeys.js';
export { settingQueryKey, useSaveSetting, useSetting } from './useSetting.js';
