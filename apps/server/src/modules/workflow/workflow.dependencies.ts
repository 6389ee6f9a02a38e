import type { AppMessages } from '../../kernel/app-messages.js';
import type { KernelDependencies } from '../../kernel/dependencies.js';
import type { TokenService } from '../auth/index.js';
import type { ShellExtensions } from '../shell/index.js';
import type { StorageDriver } from '../storage/index.js';
import type { TenancyRepository } from '../tenancy/index.js';
import type {
  ApprovalCompletedPort,
  ArchivedDocumentsPort,
  DocumentBookingPort,
  BeforeSubmitHook,
  DocumentStore,
} from './workflow.ports.js';

/** What the workflow module reads from the composition root. */
export type WorkflowDependencies = KernelDependencies & {
  storage: StorageDriver;
  tenancy: TenancyRepository;
  tokens: TokenService;
  shellExtensions: ShellExtensions;
  /** The captured document a workflow routes, implemented by the composition root through capture's port. */
  workflowDocuments: DocumentStore;
  /** Told when an approval completes a workflow (the booking module learns from the booking). */
  approvalCompleted: ApprovalCompletedPort;
  /** Tells the acting user's other instances of workflow actions (messaging implements it). */
  appMessages: AppMessages;
  /** The document's booking record, from the booking module (wired by the composition root). */
  documentBooking: DocumentBookingPort;
  /** Whether the archive holds a document (it then takes no annotations and no Rückfrage). */
  archivedDocuments: ArchivedDocumentsPort;
  /** Checks before a submit and a Rückfrage answer (goods receipt's invoice check), wired by the composition root. */
  beforeSubmit: readonly BeforeSubmitHook[];
};
