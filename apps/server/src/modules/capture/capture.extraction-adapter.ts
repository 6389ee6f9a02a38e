import type {
  BoxValue,
  DocumentText,
  ExtractionArea,
  ExtractionFieldValue,
  ExtractionResult,
  IndexFieldName,
} from '@belegfluss/shared';
import { extractInvoiceData, type ExtractionRule, type FindCreditor } from '../extraction/index.js';
import type { ExtractionRulesPort } from './capture.dependencies.js';

export type ExtractedIndexValue = {
  field: IndexFieldName;
  value: string;
  pageIndex: number | null;
  area: BoxValue | null;
  /** The rule that found the value (the extraction result's reference); null for derived values. */
  rule: string | null;
  /** How sure the extraction is of the value (0..1); null for values derived from others. */
  confidence: number | null;
};

/** Fills capture-mask fields from a document's text; the extraction module does the reading. */
export type ExtractionEngine = (
  document: DocumentText,
  options: { mandantId: string },
) => Promise<ExtractedIndexValue[]>;

/** Which capture-mask field each extraction field fills. */
const maskFieldOf: Partial<Record<ExtractionFieldValue, IndexFieldName>> = {
  invoiceNumber: 'Kennung',
  invoiceDate: 'Belegdatum',
  dueDate: 'Faelligkeit',
  deliveryDateStart: 'Lieferdatum',
  deliveryDateEnd: 'LieferdatumBis',
  grossTotal: 'Betrag',
  netTotal: 'Netto',
  vatTotal: 'MwSt',
  amountDue: 'Zahlbetrag',
  currency: 'Waehrung',
  vatId: 'UStId',
  iban: 'IBAN',
  sellerName: 'Kreditor',
  orderReference: 'Bestellnummer',
  deliveryNoteNumber: 'LieferKennung',
  creditNote: 'Gutschrift',
};

/** Base and tax fields of the German VAT rates the mask carries. */
const rateFields: Record<string, { net: IndexFieldName; vat: IndexFieldName }> = {
  '19': { net: 'Netto19', vat: 'MwSt19' },
  '7': { net: 'Netto7', vat: 'MwSt7' },
};

const valueAt = (
  field: IndexFieldName,
  value: string,
  area: ExtractionArea | null,
  rule: string | null = null,
  confidence: number | null = null,
): ExtractedIndexValue => ({
  field,
  value,
  pageIndex: area?.pageIndex ?? null,
  area: area?.box ?? null,
  rule,
  confidence,
});

/**
 * Net and VAT per rate (19 % and 7 %) from the printed rate lines, each with the area of its line.
 */
function vatPerRate(result: ExtractionResult): ExtractedIndexValue[] {
  const values: ExtractedIndexValue[] = [];
  const netTotal = result.fields.netTotal;
  const singleRate = result.vatRates.length === 1;
  for (const line of result.vatRates) {
    const fields = rateFields[line.rate];
    if (!fields) continue;
    values.push(valueAt(fields.vat, line.vat, line.area));
    // Taxed at one rate only, the base is the net total, highlighted where that is printed.
    if (singleRate && netTotal && (line.net === null || line.net === netTotal.value))
      values.push(valueAt(fields.net, netTotal.value, netTotal.area));
    else if (line.net !== null) values.push(valueAt(fields.net, line.net, line.area));
  }
  return values;
}

/**
 * The extraction module behind capture's interface. `findCreditor` (master data) matches the creditor
 * by VAT ID or IBAN; its account number then fills Konto. With the rule manager's port, the
 * Mandant's user rules run first; when a first pass names a creditor with learned rules, a second
 * pass runs with those added.
 */
export function createExtractionEngine(
  options: { findCreditor?: FindCreditor; rules?: ExtractionRulesPort } = {},
): ExtractionEngine {
  return async (document, { mandantId }) => {
    const run = (rules: ExtractionRule[]) =>
      extractInvoiceData(document, {
        mandantId,
        rules,
        ...(options.findCreditor ? { findCreditor: options.findCreditor } : {}),
      });
    const userRules = (await options.rules?.rulesFor({ mandantId, document, firstPass: null })) ?? [];
    let result = await run(userRules);
    const withLearned = (await options.rules?.rulesFor({ mandantId, document, firstPass: result })) ?? [];
    if (withLearned.length > userRules.length) result = await run(withLearned);
    const values: ExtractedIndexValue[] = [];
    for (const [name, extracted] of Object.entries(result.fields)) {
      const field = maskFieldOf[name as ExtractionFieldValue];
      if (field && extracted)
        values.push(valueAt(field, extracted.value, extracted.area, extracted.rule, extracted.confidence));
    }
    values.push(...vatPerRate(result));
    if (result.creditorId) values.push(valueAt('Konto', result.creditorId, null));
    return values;
  };
}
