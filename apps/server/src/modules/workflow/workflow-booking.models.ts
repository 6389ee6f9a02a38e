import {
  centsToDecimal,
  CostSplitMode,
  parseAmountToCents,
  type CostSplitModeValue,
} from '@belegfluss/shared';

/** Pure booking arithmetic of the workflow: split lines and cost allocation, all in integer cents. */

/** Parses a VAT rate such as "19", "7,00" or "19.0" into basis points (1900); null when invalid. */
export function parseVatRate(text: string): number | null {
  const normalized = text.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(normalized)) return null;
  const [whole = '0', fraction = ''] = normalized.split('.');
  const basisPoints = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return basisPoints <= 10_000 ? basisPoints : null;
}

/** Net amount of a gross amount at a VAT rate, rounded half away from zero to the cent. */
export function netFromGross(grossCents: number, rateBasisPoints: number): number {
  const numerator = BigInt(Math.abs(grossCents)) * 10_000n;
  const denominator = 10_000n + BigInt(rateBasisPoints);
  const net = Number((numerator * 2n + denominator) / (denominator * 2n));
  return grossCents < 0 ? -net : net;
}

export type SplitAmountCheck =
  | { ok: true; grossCents: number; netCents: number; vatBasisPoints: number }
  | { ok: false; reason: 'not_numeric' | 'vat_invalid' | 'no_origin' | 'not_smaller' };

/**
 * A split line diverts part of the origin amount: it must be numeric and smaller (in amount) than what
 * the origin still holds once the other split lines are taken off, so the origin keeps a positive rest.
 */
export function checkSplitAmount(input: {
  brutto: string;
  mwst: string;
  originCents: number | null;
  otherSplitsCents: number;
}): SplitAmountCheck {
  const gross = parseAmountToCents(input.brutto);
  if (gross === null || gross === 0) return { ok: false, reason: 'not_numeric' };
  const rate = parseVatRate(input.mwst === '' ? '0' : input.mwst);
  if (rate === null) return { ok: false, reason: 'vat_invalid' };
  if (input.originCents === null || input.originCents === 0) return { ok: false, reason: 'no_origin' };
  const available = Math.abs(input.originCents) - Math.abs(input.otherSplitsCents);
  if (Math.abs(gross) >= available) return { ok: false, reason: 'not_smaller' };
  const signed = Math.sign(input.originCents) * Math.abs(gross);
  return { ok: true, grossCents: signed, netCents: netFromGross(signed, rate), vatBasisPoints: rate };
}

/** What stays on the origin line after the splits. */
export function splitRest(originCents: number | null, splitCents: number[]): number | null {
  if (originCents === null) return null;
  return originCents - splitCents.reduce((sum, cents) => sum + cents, 0);
}

/** Parses a percentage such as "25" or "33,33" into hundredths of a percent; null when not 0 < p ≤ 100. */
export function parsePercent(text: string): number | null {
  const normalized = text.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(normalized)) return null;
  const [whole = '0', fraction = ''] = normalized.split('.');
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return value > 0 && value <= 10_000 ? value : null;
}

function percentOf(cents: number, hundredthsPercent: number): number {
  const product = BigInt(Math.abs(cents)) * BigInt(hundredthsPercent);
  const value = Number((product * 2n + 10_000n) / 20_000n);
  return cents < 0 ? -value : value;
}

export type AllocationInput = { mode: CostSplitModeValue; value: string };
export type AllocationResult =
  | { ok: true; amounts: number[]; rest: number }
  | { ok: false; index: number; reason: 'not_set' | 'invalid_value' | 'exceeds_rest' };

/**
 * Computes cost allocation lines in order against `totalCents`: a fixed amount, a percentage of the
 * total, a percentage of what remains, or the whole remaining amount. No line may take more than
 * remains; the rest is what no line took.
 */
export function allocateCosts(totalCents: number, lines: AllocationInput[]): AllocationResult {
  let remaining = totalCents;
  const amounts: number[] = [];
  for (const [index, line] of lines.entries()) {
    let amount: number;
    switch (line.mode) {
      case CostSplitMode.notSet:
        return { ok: false, index, reason: 'not_set' };
      case CostSplitMode.amount: {
        const cents = parseAmountToCents(line.value);
        if (cents === null || cents === 0) return { ok: false, index, reason: 'invalid_value' };
        amount = Math.sign(totalCents || 1) * Math.abs(cents);
        break;
      }
      case CostSplitMode.percentOfTotal:
      case CostSplitMode.percentOfRemaining: {
        const percent = parsePercent(line.value);
        if (percent === null) return { ok: false, index, reason: 'invalid_value' };
        amount = percentOf(line.mode === CostSplitMode.percentOfTotal ? totalCents : remaining, percent);
        break;
      }
      case CostSplitMode.RemainingAmount:
        amount = remaining;
        break;
    }
    if (Math.abs(amount) > Math.abs(remaining)) return { ok: false, index, reason: 'exceeds_rest' };
    remaining -= amount;
    amounts.push(amount);
  }
  return { ok: true, amounts, rest: remaining };
}

/** The percentage an amount is of the total, as text with two decimals ("25.00"). */
export function percentText(amountCents: number, totalCents: number): string {
  if (totalCents === 0) return '0.00';
  const hundredths = Number(
    (BigInt(Math.abs(amountCents)) * 20_000n + BigInt(Math.abs(totalCents))) /
      (2n * BigInt(Math.abs(totalCents))),
  );
  return centsToDecimal(hundredths);
}
