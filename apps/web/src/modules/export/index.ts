/** What other screens embed from the booking export: the dialog, the reset and the Verwaltung tab. */
export { ExportDialog } from './ExportDialog.js';
export { ExportPanel } from './ExportPanel.js';
export { ExportResetDialog } from './ExportResetDialog.js';
