import { createHash } from 'node:crypto';
import {
  extractionFieldKinds,
  ruleFieldTargets,
  type ExtractionFieldValue,
  type IndexFieldName,
  type RuleFieldKindValue,
  type RuleOrigin,
  type RuleProfileKindValue,
} from '@belegfluss/shared';
import { RE2JS } from 're2js';

/** The German explanation of a user rule's origin: "Regel 'Rechnungsnr. Fa. Müller' (Mandant 10001)". */
export function userRuleOrigin(
  rule: { id: string; name: string },
  mask: { profileKind: string; mandantNr: number | null },
): RuleOrigin {
  const where =
    mask.profileKind === 'Global'
      ? 'global'
      : mask.profileKind === 'Mand_Global'
        ? `Mandant ${mask.mandantNr}, mandantenglobal`
        : `Mandant ${mask.mandantNr}`;
  return {
    kind: 'user',
    ruleId: rule.id,
    name: rule.name,
    mandantNr: mask.mandantNr,
    creditor: null,
    label: `Regel '${rule.name}' (${where})`,
  };
}

export function learnedRuleOrigin(rule: {
  id: string;
  anchorText: string;
  creditorLabel: string;
}): RuleOrigin {
  return {
    kind: 'learned',
    ruleId: rule.id,
    name: rule.anchorText,
    mandantNr: null,
    creditor: rule.creditorLabel,
    label: `Gelernte Regel '${rule.anchorText}' (${rule.creditorLabel})`,
  };
}

export function builtinOrigin(reference: string): RuleOrigin {
  return {
    kind: 'builtin',
    ruleId: null,
    name: reference,
    mandantNr: null,
    creditor: null,
    label: `Eingebaute Erkennung (${reference})`,
  };
}

/** The name a new mask gets. */
export function defaultMaskName(profileKind: RuleProfileKindValue): string {
  if (profileKind === 'Global') return 'Global (Kanzlei)';
  if (profileKind === 'Mand_Global') return 'Mandantenglobal';
  return profileKind === 'Default' ? 'Standard' : profileKind;
}

/** The profile kinds whose masks apply to capture documents, most specific first. */
export const captureProfileKinds: RuleProfileKindValue[] = ['Default', 'Capture', 'Mand_Global', 'Global'];

/** Capture-mask fields a correction can teach, with the field kind of the rule learned from it. */
export const learnableFields: Partial<Record<IndexFieldName, RuleFieldKindValue>> = Object.fromEntries(
  Object.entries(ruleFieldTargets).flatMap(([kind, target]) =>
    target.mask && target.extraction && target.mask !== 'Gutschrift' ? [[target.mask, kind]] : [],
  ),
);

const quote = (text: string) => RE2JS.quote(text);

/**
 * A search pattern for values shaped like `sample`: amounts and dates by their form, identifiers
 * with their leading letters and punctuation kept, other letters and digit runs of any length
 * ("XK-4711-Z" → `(XK-\d+-\pL+)`).
 */
export function valuePatternFor(field: ExtractionFieldValue, sample: string): string {
  const kind = extractionFieldKinds[field];
  if (kind === 'amount') return String.raw`(-?\d{1,3}(?:[.' ]?\d{3})*(?:[.,]\d{1,2})?-?)`;
  if (kind === 'date')
    return String.raw`(\d{1,2}\.\s?\d{1,2}\.\s?\d{2,4}|\d{1,2}[/-]\d{1,2}[/-]\d{2,4}|\d{4}-\d{2}-\d{2})`;
  if (kind === 'vatId') return String.raw`([A-Z]{2}\s?[0-9A-Z]{8,12})`;
  if (kind === 'identifier') {
    const tokens = sample.trim().match(/\d+|[A-Za-zÄÖÜäöüß]+|\s+|./g) ?? [];
    // A leading letter prefix ("RE", "XK") stays as printed; later letters and digit runs vary.
    const shaped = tokens
      .map((token, index) => {
        if (/^\d+$/.test(token)) return String.raw`\d+`;
        if (/^\s+$/.test(token)) return String.raw`\s?`;
        if (/^[A-Za-zÄÖÜäöüß]+$/.test(token)) return index === 0 ? quote(token) : String.raw`\pL+`;
        return quote(token);
      })
      .join('');
    return shaped ? `(${shaped})` : String.raw`(\S+)`;
  }
  return '(.+)';
}

/** Printed forms a stored (normalised) value may have on the page: 1234.56 → 1.234,56; ISO dates → 01.03.2024. */
export function printedForms(field: ExtractionFieldValue, value: string): string[] {
  const kind = extractionFieldKinds[field];
  if (kind === 'amount') {
    const [whole = '', cents = '00'] = value.replace('-', '').split('.');
    const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
    return [
      `${grouped},${cents}`,
      `${whole},${cents}`,
      `${whole}.${cents}`,
      `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`,
    ];
  }
  if (kind === 'date') {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (!match) return [value];
    const [, year, month, day] = match;
    return [`${day}.${month}.${year}`, `${day}.${month}.${year!.slice(2)}`, `${day}/${month}/${year}`, value];
  }
  return [value];
}

/** A short, stable key of a page's letterhead: the letter words of its first three lines with letters. */
export function layoutFingerprint(pageLines: string[]): { key: string; label: string } | null {
  const lines = pageLines
    .map((line) =>
      line
        .replace(/[^A-Za-zÄÖÜäöüß ]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((line) => line.length >= 3)
    .slice(0, 3);
  if (!lines.length) return null;
  const digest = createHash('sha256').update(lines.join('|').toLowerCase()).digest('hex').slice(0, 16);
  return { key: `layout:${digest}`, label: `Layout „${lines[0]!.slice(0, 40)}“` };
}
