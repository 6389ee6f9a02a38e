import { CorrectionReason, type correctBuWkEntrySchema, type FieldIssue } from '@belegfluss/shared';
import type { z } from 'zod';
import {
  grossFromNet,
  lineTotalCents,
  netFromGross,
  parseRate,
  parseScaled,
  PRICE_DECIMALS,
  QUANTITY_DECIMALS,
} from './goods-receipt.models.js';

export type CorrectionInput = z.output<typeof correctBuWkEntrySchema>;

/** The link line's correction columns a correction sets. */
export type CorrectionChanges = {
  korrekturMengeMilli?: number;
  korrekturMengeArt?: string;
  korrekturNettoPreisCt4?: number;
  korrekturBruttoPreisCt4?: number;
  korrekturMwstBp: number;
  mengeKorrekturGrund?: string;
  mengeKorrekturText?: string;
  mengeKorrekturType?: string;
  preisKorrekturGrund?: string;
  preisKorrekturText?: string;
  preisKorrekturType?: string;
};

const issue = (path: string, code: string): Omit<FieldIssue, 'message'> => ({
  path: `body.${path}`,
  issue: code,
});

/**
 * Checks a correction (spec 001: "Correction needs a reason, a valid quantity and a valid VAT"): a
 * reason other than NONE (OTHER with a text), a VAT rate of 0 to 100 %, and for a quantity
 * correction (AMOUNT) a quantity above 0, for a price correction a net or gross unit price. Returns
 * every issue, or the columns to set.
 */
export function checkCorrection(
  input: CorrectionInput,
): { ok: true; changes: CorrectionChanges } | { ok: false; issues: Omit<FieldIssue, 'message'>[] } {
  const issues: Omit<FieldIssue, 'message'>[] = [];
  if (input.Grund === CorrectionReason.NONE)
    issues.push(issue('Grund', 'goodsreceipt.correction_reason_required'));
  if (input.Grund === CorrectionReason.OTHER && !input.Text)
    issues.push(issue('Text', 'goodsreceipt.correction_text_required'));
  const rate = parseRate(input.Mwst);
  if (!rate.ok) issues.push(issue('Mwst', 'goodsreceipt.invalid_vat'));
  if (input.Type === 'AMOUNT') {
    const quantity = parseScaled(input.Menge ?? '', QUANTITY_DECIMALS);
    if (!quantity.ok || quantity.value === 0) issues.push(issue('Menge', 'goodsreceipt.invalid_quantity'));
    if (issues.length > 0 || !quantity.ok || !rate.ok) return { ok: false, issues };
    return {
      ok: true,
      changes: {
        korrekturMengeMilli: quantity.value,
        korrekturMengeArt: input.MengeArt ?? '',
        korrekturMwstBp: rate.value,
        mengeKorrekturGrund: input.Grund,
        mengeKorrekturText: input.Text,
        mengeKorrekturType: 'AMOUNT',
      },
    };
  }
  const net = input.NettoPreis ? parseScaled(input.NettoPreis, PRICE_DECIMALS) : null;
  const gross = input.BruttoPreis ? parseScaled(input.BruttoPreis, PRICE_DECIMALS) : null;
  if ((!net && !gross) || (net && !net.ok)) issues.push(issue('NettoPreis', 'goodsreceipt.invalid_price'));
  if (gross && !gross.ok) issues.push(issue('BruttoPreis', 'goodsreceipt.invalid_price'));
  if (issues.length > 0 || !rate.ok) return { ok: false, issues };
  const netValue = net?.ok ? net.value : null;
  const grossValue = gross?.ok ? gross.value : null;
  return {
    ok: true,
    changes: {
      korrekturNettoPreisCt4: netValue ?? netFromGross(grossValue ?? 0, rate.value),
      korrekturBruttoPreisCt4: grossValue ?? grossFromNet(netValue ?? 0, rate.value),
      korrekturMwstBp: rate.value,
      preisKorrekturGrund: input.Grund,
      preisKorrekturText: input.Text,
      preisKorrekturType: 'PRICE',
    },
  };
}

/** The corrected totals of a link line from its effective quantity and prices. */
export function correctedTotals(values: {
  mengeMilli: number;
  nettoPreisCt4: number;
  bruttoPreisCt4: number;
}) {
  return {
    korrekturNettoGesamtCents: lineTotalCents(values.mengeMilli, values.nettoPreisCt4),
    korrekturBruttoGesamtCents: lineTotalCents(values.mengeMilli, values.bruttoPreisCt4),
  };
}

/** splitextweentry: the part must be a number above 0 and smaller than the line's quantity. */
export function checkSplitQuantity(
  text: string,
  originalMilli: number,
): { ok: true; milli: number } | { ok: false; code: string } {
  const parsed = parseScaled(text, QUANTITY_DECIMALS);
  if (!parsed.ok) return { ok: false, code: 'goodsreceipt.split_quantity_not_numeric' };
  if (parsed.value <= 0 || parsed.value >= originalMilli)
    return { ok: false, code: 'goodsreceipt.split_quantity_too_large' };
  return { ok: true, milli: parsed.value };
}
