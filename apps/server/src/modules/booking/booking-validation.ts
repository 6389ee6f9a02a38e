import { AccountKind, issue, type saveBookingSchema, type ValidationIssue } from '@belegfluss/shared';
import type { z } from 'zod';
import type { Db } from '../../kernel/database.js';
import { assertValid } from '../../kernel/validation.js';
import { createSettingsService } from '../settings/index.js';
import { checkLineAmounts, parseHundredths, type LineAmounts } from './booking.models.js';
import type { BookingPorts } from './booking.ports.js';

export type SaveBooking = z.output<typeof saveBookingSchema>;
export type CheckedBooking = {
  creditorNumber: number | null;
  skontoRateBp: number | null;
  skontoCents: number | null;
  lines: { amounts: LineAmounts; accountNumber: number | null }[];
  /** Hints of the setting accountNumberCheck in mode WARNEN (the save goes through). */
  warnings: ValidationIssue[];
};

const numberOrNull = (text: string) => (text === '' ? null : Number(text));

function checkSkonto(skonto: SaveBooking['skonto'], creditNote: boolean, issues: ValidationIssue[]) {
  let rateBp: number | null = null;
  let amountCents: number | null = null;
  if (skonto.rate !== '') {
    const rate = parseHundredths(skonto.rate);
    if (rate.ok && rate.value >= 0 && rate.value <= 10_000) rateBp = rate.value;
    else issues.push(issue('skonto.rate', 'booking.invalid_skonto_rate'));
  }
  if (skonto.amount !== '') {
    const amount = parseHundredths(skonto.amount);
    if (!amount.ok) issues.push(issue('skonto.amount', amount.code));
    else if (amount.value < 0 && !creditNote) issues.push(issue('skonto.amount', 'booking.negative_amount'));
    else amountCents = amount.value;
  }
  return { rateBp, amountCents };
}

/**
 * Checks a booking before anything is written: amounts and rates line by line, the creditor and every
 * account against master data, the tax key against the tax-key rules. Throws every issue found at
 * once (the first decides the error code), each on its field path under `body`.
 */
export async function checkBooking(
  db: Db,
  ports: BookingPorts,
  input: SaveBooking,
  creditNote: boolean,
): Promise<CheckedBooking> {
  const issues: ValidationIssue[] = [];
  const skonto = checkSkonto(input.skonto, creditNote, issues);
  const creditorNumber = numberOrNull(input.creditor);
  const accountNumbers = input.lines.map((line) => numberOrNull(line.GKONTO));
  const wanted = [creditorNumber, ...accountNumbers].filter((number): number is number => number !== null);
  // One read of the accounts and one of the chart per save, whatever the number of lines.
  const [known, taxKeyRules] = await Promise.all([
    ports.accounts.find(db, input.mandantId, [...new Set(wanted)]),
    ports.taxKeys(db, input.mandantId),
  ]);
  if (creditorNumber !== null && known.get(creditorNumber)?.kind !== AccountKind.kreditor)
    issues.push(issue('creditor', 'booking.unknown_creditor'));
  const lines: CheckedBooking['lines'] = [];
  for (const [index, line] of input.lines.entries()) {
    const path = `lines.${index}`;
    const { amounts, issues: lineIssues } = checkLineAmounts(line, path, creditNote);
    issues.push(...lineIssues);
    const accountNumber = accountNumbers[index] ?? null;
    const account = accountNumber === null ? undefined : known.get(accountNumber);
    if (accountNumber !== null && !account) issues.push(issue(`${path}.GKONTO`, 'booking.unknown_account'));
    if (amounts) {
      const refusal = taxKeyRules({
        accountNumber,
        accountKind: account?.kind ?? null,
        taxKey: line.SL_BU,
        vatRateBasisPoints: amounts.vatRateBp,
      });
      if (refusal) issues.push(issue(`${path}.SL_BU`, refusal));
    }
    if (amounts) lines.push({ amounts, accountNumber });
  }
  const numberIssues = await accountNumberIssues(db, input.mandantId, creditorNumber, accountNumbers, known);
  const check = numberIssues.mode;
  if (check === 'SPERREN') issues.push(...numberIssues.issues);
  assertValid(issues);
  return {
    creditorNumber,
    skontoRateBp: skonto.rateBp,
    skontoCents: skonto.amountCents,
    lines,
    warnings: check === 'WARNEN' ? numberIssues.issues : [],
  };
}

/**
 * The setting `accountNumberCheck`: when enabled, the Kreditor must lie in the Mandant's creditor
 * range (setting `personalAccountRanges`) and a Gegenkonto must be a ledger account, not a personal
 * account. Mode SPERREN refuses such a save, WARNEN stores it and answers the hints; off checks neither.
 */
async function accountNumberIssues(
  db: Db,
  mandantId: string,
  creditorNumber: number | null,
  accountNumbers: (number | null)[],
  known: Map<number, { kind: string }>,
): Promise<{ mode: 'WARNEN' | 'SPERREN' | null; issues: ValidationIssue[] }> {
  const settings = createSettingsService({ db });
  const check = await settings.get('accountNumberCheck', { mandantId });
  if (!check.enabled) return { mode: null, issues: [] };
  const ranges = await settings.get('personalAccountRanges', { mandantId });
  const issues: ValidationIssue[] = [];
  if (
    creditorNumber !== null &&
    (creditorNumber < Number(ranges.kreditorFrom) || creditorNumber > Number(ranges.kreditorTo))
  )
    issues.push(issue('creditor', 'booking.creditor_out_of_range'));
  accountNumbers.forEach((number, index) => {
    const kind = number === null ? undefined : known.get(number)?.kind;
    if (kind === AccountKind.kreditor || kind === AccountKind.debitor)
      issues.push(issue(`lines.${index}.GKONTO`, 'booking.account_is_personal'));
  });
  return { mode: check.mode, issues };
}
