import { CostSplitMode, parseAmountToCents, type CostSplitModeValue } from '@belegfluss/shared';
import { parseHundredths } from './booking.models.js';

/**
 * The split calculations of the capture mask with exact decimals: amounts in integer cents,
 * percentages and VAT rates in hundredths of a percent, rounding half away from zero.
 */

export type SplitEntryAmount = { ok: true; cents: number } | { ok: false; code: string };

/** a × b / 10 000 rounded half away from zero (a percentage in hundredths of a percent of cents). */
export function hundredthsOf(cents: number, hundredths: number): number {
  const product = BigInt(Math.abs(cents)) * BigInt(hundredths);
  const value = Number((product * 2n + 10_000n) / 20_000n);
  return cents < 0 ? -value : value;
}

/** "33,33" or "12.5" as hundredths of a percent; null unless above 0 and at most 100. */
export function parsePercent(text: string): number | null {
  const parsed = parseHundredths(text.replace(',', '.'));
  return parsed.ok && parsed.value > 0 && parsed.value <= 10_000 ? parsed.value : null;
}

/** A VAT rate such as "19" or "7,0" in hundredths of a percent (0–100 %); null otherwise. */
export function parseVatRate(text: string): number | null {
  const parsed = parseHundredths(text.replace(',', '.'));
  return parsed.ok && parsed.value >= 0 && parsed.value <= 10_000 ? parsed.value : null;
}

/**
 * The amount of a new split entry by cost split mode: a fixed amount (its sign follows the total,
 * so a credit note splits into negative lines), a percentage of the total or of what remains, or the
 * whole remaining amount. notSet has no amount. The entry may not take more than remains.
 */
export function splitEntryCents(
  mode: CostSplitModeValue,
  value: string,
  totalCents: number,
  restCents: number,
): SplitEntryAmount {
  let cents: number;
  switch (mode) {
    case CostSplitMode.notSet:
      return { ok: false, code: 'booking.split_mode_not_set' };
    case CostSplitMode.amount: {
      const amount = parseAmountToCents(value);
      if (amount === null || amount === 0) return { ok: false, code: 'booking.invalid_amount' };
      cents = Math.sign(totalCents || 1) * Math.abs(amount);
      break;
    }
    case CostSplitMode.percentOfTotal:
    case CostSplitMode.percentOfRemaining: {
      const percent = parsePercent(value);
      if (percent === null) return { ok: false, code: 'booking.invalid_percent' };
      cents = hundredthsOf(mode === CostSplitMode.percentOfTotal ? totalCents : restCents, percent);
      break;
    }
    case CostSplitMode.RemainingAmount:
      cents = restCents;
      break;
  }
  if (cents === 0) return { ok: false, code: 'booking.split_empty' };
  if (Math.abs(cents) > Math.abs(restCents) || Math.sign(cents) !== Math.sign(restCents))
    return { ok: false, code: 'booking.split_exceeds_rest' };
  return { ok: true, cents };
}

/** Net, VAT and gross of a line from its gross amount at a rate (the net rounded to the cent). */
export function fromGross(grossCents: number, rateHundredths: number) {
  const net = Number(((BigInt(Math.abs(grossCents)) * 20_000n) / BigInt(10_000 + rateHundredths) + 1n) / 2n);
  const netCents = grossCents < 0 ? -net : net;
  return { netCents, vatCents: grossCents - netCents, grossCents };
}

/** Net, VAT and gross of a line from its net amount at a rate (ADATA books net with the tax key). */
export function fromNet(netCents: number, rateHundredths: number) {
  const vatCents = hundredthsOf(netCents, rateHundredths);
  return { netCents, vatCents, grossCents: netCents + vatCents };
}
