import type { IndexFieldName } from '../capture/capture.enums.js';
import type { ExtractionFieldValue } from '../extraction/extraction.schemas.js';

/** Rule types of the rule manager (spec 002): an anchor text with a value near it, or a pattern anywhere. */
export const RuleType = { anchor: 'Anchor', pattern: 'Pattern' } as const;
export type RuleTypeValue = (typeof RuleType)[keyof typeof RuleType];
export const ruleTypes = Object.values(RuleType) as [RuleTypeValue, ...RuleTypeValue[]];

/**
 * The field kinds (FeldArt) a rule fills (spec 002). Betrag, MwSt, Netto and UmsatzEx are amounts;
 * KostenAufteilung is the cost split.
 */
export const RuleFieldKind = {
  Kennung: 'Kennung',
  Anfang: 'Anfang',
  Ende: 'Ende',
  LieferAnfang: 'LieferAnfang',
  LieferEnde: 'LieferEnde',
  LieferKennung: 'LieferKennung',
  Gutschrift: 'Gutschrift',
  UStId: 'UStId',
  Barcode: 'Barcode',
  KostenAufteilung: 'KostenAufteilung',
  Betrag: 'Betrag',
  MwSt: 'MwSt',
  Netto: 'Netto',
  UmsatzEx: 'UmsatzEx',
} as const;
export type RuleFieldKindValue = (typeof RuleFieldKind)[keyof typeof RuleFieldKind];
export const ruleFieldKinds = Object.values(RuleFieldKind) as [RuleFieldKindValue, ...RuleFieldKindValue[]];
export const amountRuleFieldKinds: readonly RuleFieldKindValue[] = ['Betrag', 'MwSt', 'Netto', 'UmsatzEx'];

/**
 * What each field kind fills: the extraction field it feeds and the capture-mask field it ends in.
 * UmsatzEx is the turnover amount (the amount due, Zahlbetrag); Barcode and KostenAufteilung have no
 * extraction field: their rules are kept, exported and imported, and fill nothing yet.
 */
export const ruleFieldTargets: Record<
  RuleFieldKindValue,
  { extraction: ExtractionFieldValue | null; mask: IndexFieldName | null }
> = {
  Kennung: { extraction: 'invoiceNumber', mask: 'Kennung' },
  Anfang: { extraction: 'invoiceDate', mask: 'Belegdatum' },
  Ende: { extraction: 'dueDate', mask: 'Faelligkeit' },
  LieferAnfang: { extraction: 'deliveryDateStart', mask: 'Lieferdatum' },
  LieferEnde: { extraction: 'deliveryDateEnd', mask: 'LieferdatumBis' },
  LieferKennung: { extraction: 'deliveryNoteNumber', mask: 'LieferKennung' },
  Gutschrift: { extraction: 'creditNote', mask: 'Gutschrift' },
  UStId: { extraction: 'vatId', mask: 'UStId' },
  Barcode: { extraction: null, mask: 'Barcode' },
  KostenAufteilung: { extraction: null, mask: null },
  Betrag: { extraction: 'grossTotal', mask: 'Betrag' },
  MwSt: { extraction: 'vatTotal', mask: 'MwSt' },
  Netto: { extraction: 'netTotal', mask: 'Netto' },
  UmsatzEx: { extraction: 'amountDue', mask: 'Zahlbetrag' },
};

/** The field kind whose rules fill an extraction field (the inverse of `ruleFieldTargets`). */
export function ruleFieldKindOf(field: ExtractionFieldValue): RuleFieldKindValue | null {
  const found = ruleFieldKinds.find((kind) => ruleFieldTargets[kind].extraction === field);
  return found ?? null;
}

/**
 * Document profile kinds of a rule mask (spec 002). Global is the Kanzlei's mask for every Mandant;
 * Mand_Global the Mandant's mask for all of its profile kinds; the others are per Mandant.
 */
export const RuleProfileKind = {
  Default: 'Default',
  Lieferschein: 'Lieferschein',
  KI_RECH: 'KI_RECH',
  KI_GUT: 'KI_GUT',
  Ausgang: 'Ausgang',
  Ausgang_Liefer: 'Ausgang_Liefer',
  Capture: 'Capture',
  Global: 'Global',
  Mand_Global: 'Mand_Global',
} as const;
export type RuleProfileKindValue = (typeof RuleProfileKind)[keyof typeof RuleProfileKind];
export const ruleProfileKinds = Object.values(RuleProfileKind) as [
  RuleProfileKindValue,
  ...RuleProfileKindValue[],
];
/** The profile kinds of a Mandant's own masks (not Global, not Mand_Global). */
export const mandantProfileKinds = ruleProfileKinds.filter(
  (kind) => kind !== 'Global' && kind !== 'Mand_Global',
) as RuleProfileKindValue[];

/** Where a rule that filled a field comes from. */
export const RuleOriginKind = { user: 'user', learned: 'learned', builtin: 'builtin' } as const;
export type RuleOriginKindValue = (typeof RuleOriginKind)[keyof typeof RuleOriginKind];

/** Commands of `onViewCommand`: test a rule on a page, or re-run extraction after rules changed. */
export const RuleViewCommand = { testRule: 'TestRule', rerunExtraction: 'RerunExtraction' } as const;
export type RuleViewCommandValue = (typeof RuleViewCommand)[keyof typeof RuleViewCommand];

/** Parts of a rule drawn on a page (`onCreateRulePart`). */
export const RulePart = { anchor: 'anchor', value: 'value', searchArea: 'searchArea' } as const;
export type RulePartValue = (typeof RulePart)[keyof typeof RulePart];

/** The format marker of a rule export file. */
export const RULE_EXPORT_FORMAT = 'belegfluss-rule-export';
