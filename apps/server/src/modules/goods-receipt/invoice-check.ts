import { ApprovalResult, INVOICE_CHECK_REMARK } from '@belegfluss/shared';
import type { Db } from '../../kernel/database.js';
import { receiptOptionOn, type GoodsReceiptContext } from './goods-receipt.context.js';
import { goodsReceiptError } from './goods-receipt.errors.js';
import { compareWithInvoice, formatCents, umsatzCents } from './goods-receipt.models.js';
import { linkedTotals } from './linked-totals.js';

/** What the workflow hands a before-submit check (the same shape as the workflow's port). */
export type InvoiceCheckInput = {
  tx: Db;
  trigger: 'submit' | 'inquiryComplete';
  instance: { mandantId: string; documentId: string | null; wePruefung: boolean };
  approveResult: string;
  /** The user confirmed the 'Rechnungskontrolle' warning (OK). */
  confirmed: boolean;
};

/**
 * The invoice check ("Rechnungskontrolle", spec 001, section 5), run by the workflow before a submit
 * with approval and before a Rückfrage answer, inside the action's transaction. It applies when the
 * Mandant's goods-receipt option is on and the workflow has WEPruefung: the gross total of the linked
 * orders is compared with the invoice's Umsatz. A difference over 0.02 either way refuses the action
 * with 'goodsreceipt.invoice_check_difference' until the user confirms; confirmed, the action goes on
 * with the spec's remark appended to the note. A document without Umsatz refuses with
 * 'goodsreceipt.no_amount' (the spec's 'Es konnte kein Umsatz für die Heftung … ermittelt werden').
 */
export function createInvoiceCheck(ctx: GoodsReceiptContext) {
  return async (input: InvoiceCheckInput): Promise<{ appendNote?: string } | void> => {
    const { mandantId, documentId, wePruefung } = input.instance;
    if (!wePruefung || !documentId) return;
    if (input.trigger === 'submit' && input.approveResult !== ApprovalResult.Genehmigt) return;
    if (!(await receiptOptionOn(input.tx, mandantId))) return;
    const values = await ctx.documents.values(input.tx, mandantId, documentId);
    if (!values) return;
    const umsatz = umsatzCents(values.Betrag);
    if (umsatz === null) throw goodsReceiptError.noAmount({ documentId });
    const totals = await linkedTotals(input.tx, mandantId, documentId);
    const { differenceCents, exceeds } = compareWithInvoice(totals.grossCents, umsatz);
    if (!exceeds) return;
    if (!input.confirmed) {
      throw goodsReceiptError.invoiceCheckDifference({
        documentId,
        invoiceTotal: formatCents(umsatz),
        ordersTotal: formatCents(totals.grossCents),
        difference: formatCents(differenceCents),
      });
    }
    return { appendNote: INVOICE_CHECK_REMARK };
  };
}
