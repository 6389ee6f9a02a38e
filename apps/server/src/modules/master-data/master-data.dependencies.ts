import type { KernelDependencies } from '../../kernel/dependencies.js';
import type { JobService } from '../jobs/index.js';
import type { StorageDriver } from '../storage/index.js';
import type { TenancyRepository } from '../tenancy/index.js';

/** What the master-data module reads from the composition root. */
export type MasterDataDependencies = KernelDependencies & {
  tenancy: TenancyRepository;
  jobs: JobService;
  storage: StorageDriver;
};
