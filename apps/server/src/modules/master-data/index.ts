// Public port of the master-data module: the only file other modules and the composition root import.
export { createAccountsRepository } from './accounts.repository.js';
export { createAccountChartUseCases } from './charts/account-chart.usecases.js';
export {
  createBookingAccounts,
  type BookingAccount,
  type BookingAccounts,
  type ChartTaxRules,
} from './charts/booking-accounts.js';
export type { AccountTaxFunction } from './charts/chart.models.js';
export { lineAmountsAgree, taxKeys, type TaxKeyDecision, type TaxRefusal } from './charts/tax-keys.js';
export { masterDataModule } from './master-data.module.js';
export { createMasterDataService } from './master-data.service.js';
export { createPersonalAccountsRepository } from './personal-accounts.repository.js';
export { DatevCategory, readExtf } from './transfer/datev-format.js';
export { decodeText, parseDelimited } from './transfer/delimited.js';
export { createTransferUseCases } from './transfer/transfer.usecases.js';
