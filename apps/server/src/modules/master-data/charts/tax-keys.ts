import { errorMessage, type VatCase, type BookingVatRate } from '@belegfluss/shared';
import type { AccountTaxFunction, ChartAccount } from './chart.models.js';

/**
 * DATEV's two-digit BU-Schlüssel (tax keys) per tax case and rate, as the EXTF Buchungsstapel carries
 * them: 8/9 input tax, 2/3 output tax, 18/19 intra-EU acquisition, 91/94 §13b reverse charge.
 */
export const taxKeys = {
  input: { 7: '8', 19: '9' },
  output: { 7: '2', 19: '3' },
  intraEuAcquisition: { 7: '18', 19: '19' },
  reverseCharge: { 7: '91', 19: '94' },
} as const satisfies Record<Exclude<VatCase, 'none'>, Record<7 | 19, string>>;

export type TaxRefusalCode =
  | 'masterdata.tax_key_not_allowed'
  | 'masterdata.tax_key_automatic_account'
  | 'masterdata.tax_key_wrong'
  | 'masterdata.tax_automatic_mismatch'
  | 'masterdata.tax_rate_invalid';

export type TaxKeyDecision =
  /** Put this key on the line. */
  | { outcome: 'key'; key: string }
  /** The line needs no key (0 % or no VAT). */
  | { outcome: 'noKey' }
  /** The account computes the tax itself; the line must carry no key. */
  | { outcome: 'automatic'; vatCase: Exclude<VatCase, 'none'>; rate: 7 | 19 }
  /** The case cannot be booked on this account; `message` is German, `code` translates. */
  | { outcome: 'refused'; code: TaxRefusalCode; message: string };

export type TaxLine = { vatCase: VatCase; rate: number };

export type TaxRefusal = Extract<TaxKeyDecision, { outcome: 'refused' }>;

const refuse = (code: TaxRefusalCode): TaxRefusal => ({
  outcome: 'refused',
  code,
  message: errorMessage(code, 'de'),
});

const isVatRate = (rate: number): rate is BookingVatRate => rate === 0 || rate === 7 || rate === 19;

/** The key a line needs on a plain account, or a refusal when rate and case do not fit. */
function keyForCase({ vatCase, rate }: TaxLine): TaxKeyDecision {
  if (!isVatRate(rate)) return refuse('masterdata.tax_rate_invalid');
  if (vatCase === 'none') return rate === 0 ? { outcome: 'noKey' } : refuse('masterdata.tax_rate_invalid');
  if (rate === 0) {
    return vatCase === 'input' || vatCase === 'output'
      ? { outcome: 'noKey' }
      : refuse('masterdata.tax_rate_invalid');
  }
  return { outcome: 'key', key: taxKeys[vatCase][rate] };
}

function decideOnFunction(tax: AccountTaxFunction, line: TaxLine): TaxKeyDecision {
  const forCase = keyForCase(line);
  if (forCase.outcome === 'refused') return forCase;
  switch (tax.kind) {
    case 'plain':
      return forCase;
    case 'automatic':
      return tax.vatCase === line.vatCase && tax.rate === line.rate
        ? { outcome: 'automatic', vatCase: tax.vatCase, rate: tax.rate }
        : refuse('masterdata.tax_automatic_mismatch');
    case 'taxAccount':
    case 'noTaxKey':
      return forCase.outcome === 'noKey' ? forCase : refuse('masterdata.tax_key_not_allowed');
  }
}

/**
 * The tax key for a booking line on `account` (from the Mandant's chart; an account the chart does
 * not know, e.g. one the Mandant added, takes any key).
 */
export function taxKeyFor(account: ChartAccount | undefined, line: TaxLine): TaxKeyDecision {
  return decideOnFunction(account?.tax ?? { kind: 'plain' }, line);
}

/**
 * Checks the key a line carries: it must be the key the line needs, or empty where the line needs
 * none (automatic accounts, 0 %). Returns the refusal, or null when the key is right.
 */
export function checkTaxKey(
  account: ChartAccount | undefined,
  line: TaxLine,
  key: string,
): TaxRefusal | null {
  const decision = taxKeyFor(account, line);
  const typed = key.trim();
  if (decision.outcome === 'refused') return decision;
  if (decision.outcome === 'key') return typed === decision.key ? null : refuse('masterdata.tax_key_wrong');
  if (typed === '') return null;
  return refuse(
    decision.outcome === 'automatic'
      ? 'masterdata.tax_key_automatic_account'
      : 'masterdata.tax_key_not_allowed',
  );
}

/** Net + VAT = gross for one line, in cents, within one cent. */
export function lineAmountsAgree({ net, vat, gross }: { net: number; vat: number; gross: number }) {
  return Math.abs(net + vat - gross) <= 1;
}
