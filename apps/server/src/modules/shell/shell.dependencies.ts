import type { AppMessages } from '../../kernel/app-messages.js';
import type { KernelDependencies } from '../../kernel/dependencies.js';
import type { AuthRepository } from '../auth/index.js';
import type { JobService } from '../jobs/index.js';
import type { StorageDriver } from '../storage/index.js';
import type { SystemSettings, TenancyRepository } from '../tenancy/index.js';
import type { ShellExtensions } from './shell.extensions.js';

export type ShellDependencies = KernelDependencies & {
  storage: StorageDriver;
  jobs: JobService;
  tenancy: TenancyRepository;
  systemSettings: SystemSettings;
  authRepository: AuthRepository;
  shellExtensions: ShellExtensions;
  appMessages: AppMessages;
};
