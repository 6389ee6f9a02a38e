// Public port of the capture module: the only file other modules and the composition root import.
export { getDocumentDetail, refreshDocumentStatusOn, saveIndexValues } from './capture-documents.usecases.js';
export { currentPdf, getPageOrThrow, pageText, renderPage } from './capture-viewer.usecases.js';
export {
  type DocumentIndexValue,
  type DocumentSummary,
  createDocumentSummaries,
} from './capture-document-summaries.repository.js';
export {
  deleteUnreferencedObjects,
  documentForArchive,
  purgeArchivedDocument,
} from './capture-archive.port.js';
export { createCaptureContext } from './capture.context.js';
export { sweepOrphanObjects } from './capture-objects-sweep.usecases.js';
export { captureModule } from './capture.module.js';
export { documentText } from './capture-document-text.usecases.js';
export { rerunExtraction } from './capture-rerun.usecases.js';
export { importReceivedFiles, type ReceivedFile } from './capture-intake.usecases.js';
export { getStackOrThrow } from './capture-stacks.usecases.js';
export type {
  BookingStatusPort,
  CaptureDependencies,
  CorrectedValue,
  ExtractionRulesPort,
  DocumentArchivePort,
  EInvoiceImported,
  EInvoiceIntakePort,
  WorkflowStatusPort,
} from './capture.dependencies.js';
export { type MachineValueSource, fieldsKeptFromMachineFill } from './capture.models.js';
export {
  countOpenJobsOnStack,
  listExportDocuments,
  setFibuExported,
  type ExportDocument,
} from './capture-export.js';
export type { ExportStarterPort } from './capture.dependencies.js';
