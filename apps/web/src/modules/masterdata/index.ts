/** The master data panels the Verwaltung page shows. */
export { AccountsPanel } from './panels/AccountsPanel.js';
export { CostCentresPanel } from './panels/CostCentresPanel.js';
export { PersonalAccountsPanel } from './panels/PersonalAccountsPanel.js';
export { BankAccountsPanel, TagsPanel, VorgangPanel } from './panels/SimpleListsPanels.js';
export { TransferPanel } from './panels/TransferPanel.js';
