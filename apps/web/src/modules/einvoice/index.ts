/** What other screens embed: the e-invoice of a document, and the parts it is made of. */
export { EInvoicePanel } from './components/EInvoicePanel.js';
export { InvoiceView } from './components/InvoiceView.js';
export { PositionNotes } from './components/PositionNotes.js';
export { ValidationReport } from './components/ValidationReport.js';
export { EInvoiceCheckPage } from './pages/EInvoiceCheckPage.js';
