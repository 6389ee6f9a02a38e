import type { KernelDependencies } from '../../kernel/dependencies.js';
import type { BookingPorts } from '../booking/index.js';
import type { WorkflowStatusPort } from '../capture/index.js';
import type { JobService } from '../jobs/index.js';
import type { StorageDriver } from '../storage/index.js';
import type { TenancyRepository } from '../tenancy/index.js';

/** What the export module reads from the composition root. */
export type ExportDependencies = KernelDependencies & {
  storage: StorageDriver;
  jobs: JobService;
  tenancy: TenancyRepository;
  /** Which documents a running workflow holds (they wait until it completes). */
  workflowStatus: WorkflowStatusPort;
  /** For recording the booking's use when it is exported (booking's `recordBookingUse`). */
  bookingPorts: BookingPorts;
};
