import type { AccountFrame } from '@belegfluss/shared';
import { chartOf } from './charts/charts.js';
import type { LedgerAccountRow } from './transfer/transfer.models.js';

/** The ledger accounts "Kontenrahmen übernehmen" adds: every account of DATEV's standard chart. */
export function accountFrameAccounts(frame: AccountFrame): LedgerAccountRow[] {
  return chartOf(frame).accounts.map((account) => ({
    kind: 'SACHKONTO',
    number: account.number,
    name: account.name,
    nameLong: '',
    parentNumber: null,
    active: true,
  }));
}
