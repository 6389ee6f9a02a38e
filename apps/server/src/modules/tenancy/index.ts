// Public port of the tenancy module: the only file other modules and the composition root import.
export {
  type TenancyRepository,
  type TokenFacts,
  type UserRow,
  createTenancyRepository,
  tokenFactsColumns,
} from './tenancy.repository.js';
export { requireMandantAccess } from './tenancy.usecases.js';
export { type SystemSettings, createSystemSettings } from './system-settings.js';
export { type SeedUser, type TenancySeed, seedTenancyOnce } from './tenancy.seed.js';
