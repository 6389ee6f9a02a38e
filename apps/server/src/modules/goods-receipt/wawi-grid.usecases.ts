import {
  errorMessage,
  orderedColumns,
  wkGridFields,
  type DocViewModel,
  type DocumentIndexInfos,
  type GridViewAllData,
  type GridViewDocData,
  type Integrity,
  type Language,
  type SortDescriptor,
  type TotalPrice,
} from '@belegfluss/shared';
import {
  documentValuesOrThrow,
  receiptOptionOn,
  type GoodsReceiptContext,
  type WawiActor,
} from './goods-receipt.context.js';
import { goodsReceiptError } from './goods-receipt.errors.js';
import { createGridTotalCache } from './grid-total-cache.js';
import { compareWithInvoice, formatCents, umsatzCents } from './goods-receipt.models.js';
import { orderRow } from './goods-receipt.views.js';
import { linkedTotals } from './linked-totals.js';
import { createLinksRepository } from './links.repository.js';
import { createPanelRepository } from './panel.repository.js';
import { createReceiptsRepository } from './receipts.repository.js';
import { loadState, stateView } from './wawi-state.usecases.js';

/** The panel's views: the two grids, the document view with its areas, totals, integrity, columns. */
export function createWawiGridUseCases(ctx: GoodsReceiptContext) {
  const receipts = createReceiptsRepository({ db: ctx.db });
  const links = createLinksRepository({ db: ctx.db });
  const panel = createPanelRepository({ db: ctx.db });
  const gridTotals = createGridTotalCache();

  return {
    /** GetGridViewAllData: one page of the goods-receipt lines under the user's filter. */
    async gridAll(
      actor: WawiActor,
      input: { mandantId: string; startRow: number; endRow: number; Sort: SortDescriptor[] },
    ): Promise<GridViewAllData> {
      const state = stateView(await loadState(ctx, actor.userId, input.mandantId));
      const filter = state.SelectedGridViewAllFilter;
      // The revision is read before counting: a total stored under it never misses an older write.
      const revision = await receipts.revision(input.mandantId);
      const [rows, total] = await Promise.all([
        receipts.gridPage({
          mandantId: input.mandantId,
          filter,
          sort: input.Sort,
          offset: input.startRow,
          limit: input.endRow - input.startRow,
        }),
        gridTotals.total(input.mandantId, revision, filter, () =>
          receipts.gridCount(input.mandantId, filter),
        ),
      ]);
      return {
        Rows: rows.map(({ wk, link }) => orderRow(wk, link, wk.id === state.SelectedWkId)),
        Total: total,
      };
    },

    /** GetGridViewDocData: the orders linked to the document, with their totals. */
    async gridDoc(actor: WawiActor, mandantId: string, documentId: string): Promise<GridViewDocData> {
      await documentValuesOrThrow(ctx, ctx.db, mandantId, documentId);
      const state = stateView(await loadState(ctx, actor.userId, mandantId));
      const totals = await linkedTotals(ctx.db, mandantId, documentId);
      return {
        Rows: totals.links.map(({ wk, link }) => orderRow(wk, link, link.id === state.SelectedBuWkId)),
        Netto: formatCents(totals.netCents),
        Brutto: formatCents(totals.grossCents),
      };
    },

    /** GetDocViewModel: the document's pages and the marked split areas of its links. */
    async docViewModel(actor: WawiActor, mandantId: string, documentId: string): Promise<DocViewModel> {
      await documentValuesOrThrow(ctx, ctx.db, mandantId, documentId);
      const [pages, linked, stored] = await Promise.all([
        ctx.documents.pageList(mandantId, documentId),
        links.ofDocument(mandantId, documentId),
        loadState(ctx, actor.userId, mandantId),
      ]);
      const state = stateView(stored);
      const sameDocument = state.SelectedHeftUID === documentId;
      const pageIds = new Set(pages.map((page) => page.id));
      const selectedPage =
        sameDocument && state.SelectedPageUID && pageIds.has(state.SelectedPageUID)
          ? state.SelectedPageUID
          : (pages[0]?.id ?? null);
      return {
        Pages: pages.map((page) => ({
          PageUID: page.id,
          Index: page.index,
          Width: page.width,
          Height: page.height,
        })),
        SelectedPageUID: selectedPage,
        MarkMode: sameDocument && state.MarkMode,
        Areas: linked.flatMap(({ link, wk }) =>
          link.splitPageId && pageIds.has(link.splitPageId) && link.splitX0 !== null && link.splitY0 !== null
            ? [
                {
                  ID_BU_WK: link.id,
                  EXT_WE_ID: wk.id,
                  PageUID: link.splitPageId,
                  Box: {
                    x0: link.splitX0,
                    y0: link.splitY0,
                    x1: link.splitX1 ?? link.splitX0,
                    y1: link.splitY1 ?? link.splitY0,
                  },
                  LINK_STATE: link.linkState as DocViewModel['Areas'][number]['LINK_STATE'],
                  Selected: sameDocument && link.id === state.SelectedBuWkId,
                  Label: wk.extArtikelNr || wk.intArtikelNr || wk.ean || wk.extArtikelBez,
                },
              ]
            : [],
        ),
      };
    },

    /** GetDocumentIndexInfos: Konto, Datum and Umsatz of the document and the Mandant's receipt option. */
    async indexInfos(mandantId: string, documentId: string): Promise<DocumentIndexInfos> {
      const values = await documentValuesOrThrow(ctx, ctx.db, mandantId, documentId);
      return {
        Infos: [
          { Key: 'Konto', Value: values.Kreditor || values.Konto || '' },
          { Key: 'Datum', Value: values.Belegdatum ?? '' },
          { Key: 'Umsatz', Value: values.Betrag ?? '' },
        ],
        ReceiptOption: await receiptOptionOn(ctx.db, mandantId),
      };
    },

    /** gettotalpriceoflinkedwe: the linked orders' totals beside the document's Umsatz. */
    async totalPrice(mandantId: string, documentId: string): Promise<TotalPrice> {
      const values = await documentValuesOrThrow(ctx, ctx.db, mandantId, documentId);
      const totals = await linkedTotals(ctx.db, mandantId, documentId);
      const umsatz = umsatzCents(values.Betrag);
      const compared = umsatz === null ? null : compareWithInvoice(totals.grossCents, umsatz);
      return {
        Count: totals.count,
        Netto: formatCents(totals.netCents),
        Brutto: formatCents(totals.grossCents),
        Umsatz: umsatz === null ? null : formatCents(umsatz),
        Difference: compared ? formatCents(compared.differenceCents) : null,
        ExceedsTolerance: compared?.exceeds ?? false,
      };
    },

    /**
     * checkintegrity: links to lines since marked deleted or assigned elsewhere, automatic links
     * still to confirm, and the invoice check's difference or missing Umsatz.
     */
    async integrity(mandantId: string, documentId: string, language: Language): Promise<Integrity> {
      const values = await documentValuesOrThrow(ctx, ctx.db, mandantId, documentId);
      const totals = await linkedTotals(ctx.db, mandantId, documentId);
      const problem = (id: string | null, code: string) => ({
        ID_BU_WK: id,
        Code: code,
        Message: errorMessage(code, language),
      });
      const problems = totals.links.flatMap(({ link, wk }) => [
        ...(wk.deleteFlag ? [problem(link.id, 'goodsreceipt.integrity_line_deleted')] : []),
        ...(wk.linkedDocumentId !== link.documentId
          ? [problem(link.id, 'goodsreceipt.integrity_link_mismatch')]
          : []),
        ...(link.linkState === 'LINKED_AUTO_UNSAFE'
          ? [problem(link.id, 'goodsreceipt.integrity_unsafe_link')]
          : []),
      ]);
      const umsatz = umsatzCents(values.Betrag);
      if (umsatz === null) problems.push(problem(null, 'goodsreceipt.no_amount'));
      else if (compareWithInvoice(totals.grossCents, umsatz).exceeds)
        problems.push(problem(null, 'goodsreceipt.invoice_check_difference'));
      return { Ok: problems.length === 0, Problems: problems };
    },

    /** getbuwkcolumnorder: the user's column order and widths, the spec's default order otherwise. */
    async columnOrder(actor: WawiActor) {
      const saved = await panel.columnOrder(actor.userId);
      return orderedColumns(saved?.order ?? [], saved?.widths ?? {});
    },

    /** savebuwkcolumnorder: every field at most once, only known fields; widths 40 to 1000 px. */
    async saveColumnOrder(actor: WawiActor, columns: string, widths: string) {
      const fields = columns
        .split(',')
        .map((field) => field.trim())
        .filter(Boolean);
      const known = new Set<string>(wkGridFields);
      if (fields.some((field) => !known.has(field)) || new Set(fields).size !== fields.length) {
        throw goodsReceiptError.invalidColumnOrder();
      }
      const widthList = widths.split(',');
      const widthOf: Record<string, number> = {};
      for (const [index, field] of fields.entries()) {
        const width = Number(widthList[index]);
        if (widthList[index]?.trim() && Number.isInteger(width) && width >= 40 && width <= 1000)
          widthOf[field] = width;
      }
      await panel.saveColumnOrder(actor.userId, fields, widthOf);
      return orderedColumns(fields, widthOf);
    },
  };
}
