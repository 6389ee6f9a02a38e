// Public port of the capture module: the only file other modules and the composition root import.
export { getDocumentDetail, saveIndexValues } from './capture-documents.usecases.js';
export { currentPdf, getPageOrThrow, pageText, renderPage } from './capture-viewer.usecases.js';
export {
  type DocumentIndexValue,
  type DocumentSummary,
  createDocumentSummaries,
} from './capture-document-summaries.repository.js';
export { createCaptureContext } from './capture.context.js';
export { captureModule } from './capture.module.js';
export type {
  CaptureDependencies,
  EInvoiceImported,
  EInvoiceIntakePort,
  WorkflowStatusPort,
} from './capture.dependencies.js';
export { type MachineValueSource, fieldsKeptFromMachineFill } from './capture.models.js';
