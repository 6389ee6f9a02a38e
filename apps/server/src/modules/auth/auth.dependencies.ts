import type { KernelDependencies } from '../../kernel/dependencies.js';
import type { SystemSettings, TenancyRepository } from '../tenancy/index.js';
import type { AuthEvents } from './auth.events.js';
import type { AuthRepository } from './auth.repository.js';
import type { TokenService } from './tokens.js';

export type AuthDependencies = KernelDependencies & {
  tenancy: TenancyRepository;
  systemSettings: SystemSettings;
  tokens: TokenService;
  authRepository: AuthRepository;
  authEvents: AuthEvents;
};
