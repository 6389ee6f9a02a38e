/** Dialogs for an open document, for capture and the workflow viewer. */
export { AdataCalculatorsDialog } from './AdataCalculatorsDialog.js';
export { DocumentToolsMenu } from './DocumentToolsMenu.js';
export { DueResubmissionsDialog } from './DueResubmissionsDialog.js';
export { ResubmissionDialog } from './ResubmissionDialog.js';
export { SendMailDialog } from './SendMailDialog.js';
