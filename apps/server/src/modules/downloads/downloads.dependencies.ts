import type { KernelDependencies } from '../../kernel/dependencies.js';
import type { JobService } from '../jobs/index.js';
import type { StorageDriver } from '../storage/index.js';
import type { TenancyRepository } from '../tenancy/index.js';

export type DownloadsDependencies = KernelDependencies & {
  storage: StorageDriver;
  jobs: JobService;
  tenancy: TenancyRepository;
};
