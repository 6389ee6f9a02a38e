import type { KernelDependencies } from '../../kernel/dependencies.js';
import type { TenancyRepository } from '../tenancy/index.js';
import type { MessagingService } from './messaging.service.js';

export type MessagingDependencies = KernelDependencies & {
  tenancy: TenancyRepository;
  messaging: MessagingService;
};
