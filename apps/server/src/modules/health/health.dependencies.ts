import type { KernelDependencies } from '../../kernel/dependencies.js';
import type { JobService } from '../jobs/index.js';
import type { ToolStatus } from '../ocr/index.js';
import type { StorageDriver } from '../storage/index.js';

export type HealthDependencies = KernelDependencies & {
  storage: StorageDriver;
  jobs: JobService;
  tools: ToolStatus;
};
