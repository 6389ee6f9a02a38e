import type { KernelDependencies } from '../../kernel/dependencies.js';
import type { AuthRepository } from '../auth/index.js';
import type { SystemSettings, TenancyRepository } from '../tenancy/index.js';

/** What the administration module reads from the composition root. */
export type AdministrationDependencies = KernelDependencies & {
  tenancy: TenancyRepository;
  systemSettings: SystemSettings;
  authRepository: AuthRepository;
};
