// Public port of the tenancy module: the only file other modules and the composition root import.
export { type SystemSettings, createSystemSettings } from './system-settings.js';
export {
  type TenancyRepository,
  type TokenFacts,
  type UserRow,
  createTenancyRepository,
  userGuardColumns,
  userNameColumns,
} from './tenancy.repository.js';
export { type SeedUser, type TenancySeed, seedTenancyOnce } from './tenancy.seed.js';
export { mandantAccessConfirmed, requireMandantAccess } from './tenancy.usecases.js';
export {
  type MandantGuard,
  accountEditRights,
  administrationRights,
  createMandantGuard,
} from './mandant-guard.js';
export { type Assignments, createGrantsRepository } from './grants.repository.js';
export { createKanzleiDirectory } from './kanzlei-directory.repository.js';
export { type ColleagueDirectory, createColleagueDirectory } from './colleague-directory.repository.js';
export { type MandantValues, createKanzleiMandantenRepository } from './kanzlei-mandanten.repository.js';
export { type UserValues, createUserAccountsRepository } from './user-accounts.repository.js';
export { createUserGroupsRepository } from './user-groups.repository.js';
export { type TenancyDirectory, createTenancyDirectory } from './tenancy-directory.js';
export { type UserDirectory, createUserDirectory } from './user-directory.js';
