// Public port of the master-data module: the only file other modules and the composition root import.
export { accountFrameAccounts } from './account-frames.js';
export { createAccountsRepository } from './accounts.repository.js';
export { masterDataModule } from './master-data.module.js';
export { createMasterDataService } from './master-data.service.js';
export { createPersonalAccountsRepository } from './personal-accounts.repository.js';
export { DatevCategory, readExtf } from './transfer/datev-format.js';
export { createTransferUseCases } from './transfer/transfer.usecases.js';
