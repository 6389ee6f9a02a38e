// Public port of the extraction module: the only file other modules and the composition root import.
export { type ExtractOptions, type FindCreditor, extractInvoiceData } from './extract.js';
export { type FieldExplanation, explainInvoiceData } from './explain.js';
// For the rule manager, which plugs its own matchers into extraction.
export {
  candidateFrom,
  searchNearAnchor,
  type Candidate,
  type ExtractionContext,
  type ExtractionRule,
} from './rules.js';
