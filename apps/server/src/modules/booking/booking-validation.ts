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
  numberCheck: AccountNumberCheck = null,
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
  const numberIssues = numberCheck
    ? accountNumberIssues(numberCheck, creditorNumber, accountNumbers, known)
    : [];
  if (numberCheck?.mode === 'SPERREN') issues.push(...numberIssues);
  assertValid(issues);
  return {
    creditorNumber,
    skontoRateBp: skonto.rateBp,
    skontoCents: skonto.amountCents,
    lines,
    warnings: numberCheck?.mode === 'WARNEN' ? numberIssues : [],
  };
}

/** The setting `accountNumberCheck` with the creditor range it checks against; null when it is off. */
export type AccountNumberCheck = {
  mode: 'WARNEN' | 'SPERREN';
  kreditorFrom: number;
  kreditorTo: number;
} | null;

/** Reads the Mandant's `accountNumberCheck` and creditor range (`personalAccountRanges`). */
export async function readAccountNumberCheck(db: Db, mandantId: string): Promise<AccountNumberCheck> {
  const [check, ranges] = await createSettingsService({ db }).getMany(
    ['accountNumberCheck', 'personalAccountRanges'],
    { mandantId },
  );
  if (!check.enabled) return null;
  return {
    mode: check.mode,
    kreditorFrom: Number(ranges.kreditorFrom),
    kreditorTo: Number(ranges.kreditorTo),
  };
}

/**
 * When `accountNumberCheck` is on, the Kreditor must lie in the Mandant's creditor range and a
 * Gegenkonto must be a ledger account, not a personal account. Mode SPERREN refuses such a save,
 * WARNEN stores it and answers the hints.
 */
function accountNumberIssues(
  check: NonNullable<AccountNumberCheck>,
  creditorNumber: number | null,
  accountNumbers: (number | null)[],
  known: Map<number, { kind: string }>,
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (creditorNumber !== null && (creditorNumber < check.kreditorFrom || creditorNumber > check.kreditorTo))
    issues.push(issue('creditor', 'booking.creditor_out_of_range'));
  accountNumbers.forEach((number, index) => {
    const kind = number === null ? undefined : known.get(number)?.kind;
    if (kind === AccountKind.kreditor || kind === AccountKind.debitor)
      issues.push(issue(`lines.${index}.GKONTO`, 'booking.account_is_personal'));
  });
  return issues;
}
