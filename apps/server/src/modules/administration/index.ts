// Public port of the administration module: the only file other modules and the composition root import.
export { administrationModule } from './administration.module.js';
export { createDeputyService } from './deputies.service.js';
export { createExternalUsersRepository } from './external-users.repository.js';
export { createMandantenRepository } from './mandanten.repository.js';
