/** The pages of spec 002's settings dialogs below `#/MainFrame/Einstellungen/<path>`. */
export const settingsSectionPaths = [
  'Erfassung',
  'Ansicht',
  'Analyse',
  'Tastenbelegung',
  'ZUGFeRD',
  'Buchhaltung',
  'Archivierung',
  'DATEV',
  'Jobs',
  'Startmodul',
  'Stellvertretung',
  'SMTP',
  'Version',
] as const;
export type SettingsSectionPath = (typeof settingsSectionPaths)[number];
