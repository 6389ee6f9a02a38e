import type { KernelDependencies } from '../../kernel/dependencies.js';
import type { TenancyRepository } from '../tenancy/index.js';
import type { JobService } from './jobs.service.js';

export type JobsDependencies = KernelDependencies & { jobs: JobService; tenancy: TenancyRepository };
