import type { DocumentText, ExtractionFieldValue, IndexFieldName } from '@belegfluss/shared';
import { extractInvoiceData, type FindCreditor } from '../extraction/extract.js';
import type { BoxValue } from '@belegfluss/shared';

export type ExtractedIndexValue = {
  field: IndexFieldName;
  value: string;
  pageIndex: number | null;
  area: BoxValue | null;
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
  deliveryDateStart: 'Lieferdatum',
  grossTotal: 'Betrag',
  netTotal: 'Netto',
  vatTotal: 'MwSt',
  currency: 'Waehrung',
  vatId: 'UStId',
  iban: 'IBAN',
  sellerName: 'Kreditor',
  orderReference: 'Bestellnummer',
  deliveryNoteNumber: 'LieferKennung',
  creditNote: 'Gutschrift',
};

/**
 * The extraction module behind capture's interface. `findCreditor` (master data) matches the creditor
 * by VAT ID or IBAN; its account number then fills Konto.
 */
export function createExtractionEngine(options: { findCreditor?: FindCreditor } = {}): ExtractionEngine {
  return async (document, { mandantId }) => {
    const result = await extractInvoiceData(document, {
      mandantId,
      ...(options.findCreditor ? { findCreditor: options.findCreditor } : {}),
    });
    const values: ExtractedIndexValue[] = [];
    for (const [name, extracted] of Object.entries(result.fields)) {
      const field = maskFieldOf[name as ExtractionFieldValue];
      if (!field || !extracted) continue;
      values.push({
        field,
        value: extracted.value,
        pageIndex: extracted.area?.pageIndex ?? null,
        area: extracted.area?.box ?? null,
      });
    }
    if (result.creditorId)
      values.push({ field: 'Konto', value: result.creditorId, pageIndex: null, area: null });
    return values;
  };
}
