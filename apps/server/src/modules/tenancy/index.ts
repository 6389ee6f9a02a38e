// Public port of the tenancy module: the only file other modules and the composition root import.
export { demoUsers, seedDemoData } from './demo-data.js';
export {
  type TenancyRepository,
  type TokenFacts,
  type UserRow,
  createTenancyRepository,
  tokenFactsColumns,
} from './tenancy.repository.js';
export { requireMandantAccess } from './tenancy.usecases.js';
export { type UserDirectory, createUserDirectory } from './user-directory.js';
