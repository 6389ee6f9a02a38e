import type { KernelDependencies } from '../../kernel/dependencies.js';
import type { BookingPorts } from '../booking/index.js';
import type { WorkflowStatusPort } from '../capture/index.js';
import type { JobService } from '../jobs/index.js';
import type { StorageDriver } from '../storage/index.js';
import type { TenancyRepository } from '../tenancy/index.js';

/** What the export asks the workflow module about the documents it would take. */
export type ExportWorkflowPort = WorkflowStatusPort & {
  /** The documents whose latest workflow ended rejected ("Abgelehnt"). */
  documentsRejectedInWorkflow(mandantId: string, documentIds: string[]): Promise<Set<string>>;
};

/** What the export module reads from the composition root. */
export type ExportDependencies = KernelDependencies & {
  storage: StorageDriver;
  jobs: JobService;
  tenancy: TenancyRepository;
  /** Which documents a running workflow holds (they wait) or a workflow rejected (they stay out). */
  workflowStatus: ExportWorkflowPort;
  /** For recording the booking's use when it is exported (booking's `recordBookingUse`). */
  bookingPorts: BookingPorts;
};
