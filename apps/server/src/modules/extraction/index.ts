// Public port of the extraction module: the only file other modules and the composition root import.
export { type ExtractOptions, type FindCreditor, extractInvoiceData } from './extract.js';
export { type FieldExplanation, explainInvoiceData } from './explain.js';
