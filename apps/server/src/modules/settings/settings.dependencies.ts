import type { AppMessages } from '../../kernel/app-messages.js';
import type { KernelDependencies } from '../../kernel/dependencies.js';
import type { TenancyRepository } from '../tenancy/index.js';

/** What the settings module reads from the composition root. */
export type SettingsDependencies = KernelDependencies & {
  tenancy: TenancyRepository;
  appMessages: AppMessages;
};
