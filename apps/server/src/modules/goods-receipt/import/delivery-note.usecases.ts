import type { WawiImportResult, Language } from '@belegfluss/shared';
import {
  documentValuesOrThrow,
  type GoodsReceiptContext,
  type MandantFacts,
  type WawiActor,
} from '../goods-receipt.context.js';
import { goodsReceiptError } from '../goods-receipt.errors.js';
import { formatQuantity, parseAccountNumber, parseDate } from '../goods-receipt.models.js';
import { splitReferences } from '../autolink.models.js';
import { createReceiptsRepository } from '../receipts.repository.js';
import { deliveryItems } from './delivery-note.models.js';
import type { CanonicalRow } from './import-formats.js';
import { importLines } from './import.usecases.js';

/**
 * A captured delivery note (Lieferschein) as goods receipt: the delivery-note number, order number,
 * date and supplier from its capture mask (data extraction fills LieferKennung and Bestellnummer),
 * its item lines (article, quantity, unit) from the page text. Items of an open order book the
 * receipt onto its lines; without readable items, the whole open order named on it counts as
 * delivered. The lines carry the note as LIEF_HEFT_ID.
 */
export async function importDeliveryNote(
  ctx: GoodsReceiptContext,
  actor: WawiActor,
  mandant: MandantFacts,
  documentId: string,
  language: Language,
): Promise<WawiImportResult> {
  const values = await documentValuesOrThrow(ctx, ctx.db, mandant.id, documentId);
  const noteNumber = (values.LieferKennung ?? '').trim();
  if (!noteNumber) throw goodsReceiptError.deliveryNoteNumberMissing({ documentId });
  const orderNumber = splitReferences(values.Bestellnummer)[0] ?? '';
  const date = parseDate(values.Lieferdatum ?? '') ?? parseDate(values.Belegdatum ?? '') ?? '';
  const supplier = parseAccountNumber(values.Kreditor || values.Konto || '');
  const common: CanonicalRow = {
    WE_SCHEIN_NR: noteNumber,
    WE_DATUM: date,
    IDENT1: orderNumber,
    INT_LIEFERANT: typeof supplier === 'number' ? String(supplier) : '',
  };
  const items = deliveryItems(await ctx.documents.pageTexts(mandant.id, documentId));
  let rows: CanonicalRow[] = items.map((item) => ({
    ...common,
    EXT_ARTIKEL_NR: item.extArtikelNr,
    EAN: item.ean,
    PZN: item.pzn,
    EXT_ARTIKEL_BEZ: item.description,
    MENGE: item.quantity,
    MENGE_ART: item.unit,
  }));
  if (rows.length === 0 && orderNumber) {
    const orders = await createReceiptsRepository({ db: ctx.db }).openOrdersAwaitingReceipt(mandant.id, [
      orderNumber,
    ]);
    rows = orders.map((order) => ({
      ...common,
      IDENT2: order.ident2,
      EXT_ARTIKEL_NR: order.extArtikelNr,
      INT_ARTIKEL_NR: order.intArtikelNr,
      EAN: order.ean,
      PZN: order.pzn,
      EXT_ARTIKEL_BEZ: order.extArtikelBez,
      MENGE: formatQuantity(order.mengeMilli),
      MENGE_ART: order.mengeArt,
      INT_LIEFERANT: order.intLieferant === null ? common.INT_LIEFERANT : String(order.intLieferant),
    }));
  }
  if (rows.length === 0) throw goodsReceiptError.deliveryNoteEmpty({ documentId });
  return importLines(
    ctx,
    actor,
    mandant,
    {
      format: 'LIEFERSCHEIN',
      origin: 'LIEFERSCHEIN',
      fileName: `Lieferschein ${noteNumber}`,
      deliveryNoteId: documentId,
      priceRequired: false,
    },
    rows.map((row, index) => ({ line: index + 1, row })),
    language,
  );
}
