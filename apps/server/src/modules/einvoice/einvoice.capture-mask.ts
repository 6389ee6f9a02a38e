import { ValueSource, type CaptureFields, type IndexFieldName, type IndexValue } from '@belegfluss/shared';
import type { EInvoiceDependencies } from './einvoice.dependencies.js';
import { isAppError } from '../../kernel/errors.js';
import {
  createCaptureContext,
  fieldsKeptFromMachineFill,
  getDocumentDetail,
  saveIndexValues,
} from '../capture/index.js';
import { createMasterDataService } from '../master-data/index.js';
import { codeListsFor } from './codelists/code-lists.js';
import { CURRENT_RULE_SET } from './rule-sets.js';
import type { Invoice } from './engine/model.js';
import { toCaptureFields } from './einvoice.models.js';

/** Which capture-mask field each e-invoice value fills. */
const maskFieldOf: Record<keyof CaptureFields, IndexFieldName> = {
  supplierName: 'Kreditor',
  invoiceNumber: 'Kennung',
  invoiceDate: 'Belegdatum',
  deliveryDate: 'Lieferdatum',
  netAmount: 'Netto',
  vatAmount: 'MwSt',
  grossAmount: 'Betrag',
  currency: 'Waehrung',
  iban: 'IBAN',
  vatId: 'UStId',
  orderReference: 'Bestellnummer',
};

export type MaskValue = { field: IndexFieldName; value: string };

/**
 * The capture-mask values of an e-invoice: the key fields, the creditor's account number (Konto)
 * when master data knows the seller, and the credit-note marker for credit notes (BT-3).
 */
export function maskValuesOf(model: Invoice, creditorNumber: string | null): MaskValue[] {
  const fields = toCaptureFields(model);
  const values: MaskValue[] = [];
  for (const [key, field] of Object.entries(maskFieldOf) as [keyof CaptureFields, IndexFieldName][]) {
    const value = fields[key];
    if (value !== null) values.push({ field, value });
  }
  if (creditorNumber !== null) values.push({ field: 'Konto', value: creditorNumber });
  if (
    model.typeCode &&
    codeListsFor(CURRENT_RULE_SET.cen, CURRENT_RULE_SET.xrechnungSchematron).creditNoteTypes.has(
      model.typeCode,
    )
  )
    values.push({ field: 'Gutschrift', value: 'true' });
  return values;
}

/**
 * What a (re-)validation writes into the mask: every e-invoice value except where a user entered or
 * selected one, and an empty value (removal) for fields an earlier validation filled that the
 * invoice no longer carries.
 */
export function maskChanges(values: MaskValue[], existing: Pick<IndexValue, 'field' | 'source'>[]) {
  const kept = fieldsKeptFromMachineFill(existing, ValueSource.einvoice);
  const offered = new Set(values.map((value) => value.field));
  const stale = existing
    .filter((entry) => entry.source === ValueSource.einvoice && !offered.has(entry.field))
    .map((entry) => ({ field: entry.field, value: '' }));
  return [...values.filter((value) => !kept.has(value.field)), ...stale];
}

export type CaptureMaskResult =
  | { filled: IndexFieldName[]; skipped: null }
  | { filled: []; skipped: 'no-document' | 'no-invoice' | 'not-editable' };

/**
 * Fills the capture mask of a captured e-invoice through capture's document API, with no page
 * area (the values come from the XML, not from a page) and the creditor matched as capture's
 * extraction does (VAT ID, else IBAN; only active creditors).
 */
export function createCaptureMaskFiller(deps: EInvoiceDependencies) {
  const ctx = createCaptureContext(deps);
  const masterData = createMasterDataService({ db: deps.db });

  async function creditorNumber(mandantId: string, model: Invoice): Promise<string | null> {
    const fields = toCaptureFields(model);
    if (!fields.vatId && !fields.iban) return null;
    const creditor = await masterData.findCreditor({ mandantId, vatId: fields.vatId, iban: fields.iban });
    return creditor?.active ? String(creditor.number) : null;
  }

  return async function fillCaptureMask(input: {
    mandantId: string;
    documentId: string;
    model: Invoice | null;
  }): Promise<CaptureMaskResult> {
    if (!input.model) return { filled: [], skipped: 'no-invoice' };
    let document;
    try {
      document = await getDocumentDetail(ctx, input.mandantId, input.documentId);
    } catch (error) {
      if (isAppError(error) && error.code === 'capture.document_not_found')
        return { filled: [], skipped: 'no-document' };
      throw error;
    }
    if (document.flags.archived || document.flags.locked) return { filled: [], skipped: 'not-editable' };
    const changes = maskChanges(
      maskValuesOf(input.model, await creditorNumber(input.mandantId, input.model)),
      document.index,
    );
    if (changes.length > 0) {
      await saveIndexValues(ctx, null, {
        mandantId: input.mandantId,
        documentId: input.documentId,
        values: changes.map((change) => ({
          ...change,
          pageId: null,
          area: null,
          source: ValueSource.einvoice,
        })),
      });
    }
    return {
      filled: changes.filter((change) => change.value !== '').map((change) => change.field),
      skipped: null,
    };
  };
}

export type FillCaptureMask = ReturnType<typeof createCaptureMaskFiller>;
