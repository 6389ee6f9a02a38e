// Public port of the einvoice module: the only file other modules and the composition root import.
export { createEInvoiceIntakePort } from './einvoice.intake.js';
export { einvoiceModule } from './einvoice.module.js';
export {
  bookingFactsOf,
  createEInvoiceBookingFacts,
  type EInvoiceBookingFacts,
} from './einvoice.booking-facts.js';
export { einvoiceForArchive } from './einvoice.archive-view.js';
