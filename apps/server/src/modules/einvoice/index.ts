// Public port of the einvoice module: the only file other modules and the composition root import.
export { createEInvoiceIntakePort } from './einvoice.intake.js';
export { einvoiceModule } from './einvoice.module.js';
export { einvoiceForArchive } from './einvoice.archive-view.js';
