// Public port of the goods-receipt module: the only file other modules and the composition root import.
import type { Db } from '../../kernel/database.js';
import { createGoodsReceiptContext } from './goods-receipt.context.js';
import type { GoodsReceiptDependencies } from './goods-receipt.dependencies.js';
import { createInvoiceCheck, type InvoiceCheckInput } from './invoice-check.js';
import { createLinksRepository } from './links.repository.js';

export { goodsReceiptModule } from './goods-receipt.module.js';
export type { GoodsReceiptDependencies } from './goods-receipt.dependencies.js';
export type { DocumentPage, DocumentPageText, GoodsReceiptDocuments } from './goods-receipt.ports.js';
export type { InvoiceCheckInput } from './invoice-check.js';

/**
 * The invoice check ("Rechnungskontrolle") for the workflow's before-submit hook: refuses a submit
 * with approval or a Rückfrage answer of a WEPruefung workflow whose linked orders differ from the
 * Umsatz by more than 0.02 until the user confirms, then appends the spec's remark.
 */
export function createInvoiceCheckHook(
  deps: GoodsReceiptDependencies,
): (input: InvoiceCheckInput) => Promise<{ appendNote?: string } | void> {
  return createInvoiceCheck(createGoodsReceiptContext(deps));
}

/** Marks the document's links as finished once its approval completed (PROCESSED_BY_WFSERVER); runs on `db`. */
export function markLinksProcessed(db: Db, mandantId: string, documentId: string): Promise<void> {
  return createLinksRepository({ db }).markProcessed(mandantId, documentId);
}
