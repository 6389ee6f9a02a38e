// Public port of the workflow module: the only file other modules and the composition root import.
export { workflowModule } from './workflow.module.js';
export type {
  ApprovalCompletedPort,
  DocumentBookingPort,
  ArchivedDocumentsPort,
  BeforeSubmitHook,
  BeforeSubmitInput,
  DocumentIndexValue,
  DocumentStore,
  DocumentSummary,
} from './workflow.ports.js';
export { type WorkflowStatusPort, createWorkflowStatusPort } from './workflow-status.port.js';
export { documentWorkflowHistory } from './workflow-history.port.js';
