import {
  GridFilter,
  INVALID_ALL_VIEWS,
  InvalidView,
  NO_ACCOUNT,
  WkType,
  type DirectionValue,
  type GridFilterValue,
  type WawiState,
  type WawiViewChange,
  type WkTypeValue,
  type changeGridViewAllFilterSchema,
  type setNewDocumentQuerySchema,
} from '@belegfluss/shared';
import type { z } from 'zod';
import { documentValuesOrThrow, type GoodsReceiptContext, type WawiActor } from './goods-receipt.context.js';
import { goodsReceiptError } from './goods-receipt.errors.js';
import { dateOrToday, formatCents, parseDate, umsatzCents } from './goods-receipt.models.js';
import { createLinksRepository } from './links.repository.js';
import { createPanelRepository, type ViewStateRow, type ViewStateValues } from './panel.repository.js';
import { createReceiptsRepository } from './receipts.repository.js';

/** A user's state before they opened any document: every line, no dates. */
const initialState: ViewStateValues = {
  mandantId: null,
  documentId: null,
  pageId: null,
  filterMode: GridFilter.ALL_DATA,
  wkType: WkType.ALL,
  dateFrom: null,
  dateTo: null,
  kreditor: NO_ACCOUNT,
  search: '',
  selectedWkId: null,
  selectedBuWkId: null,
  markMode: false,
  amountCents: null,
};

export function stateView(row: ViewStateValues): WawiState {
  return {
    mandantId: row.mandantId ?? null,
    SelectedHeftUID: row.documentId ?? null,
    SelectedPageUID: row.pageId ?? null,
    SelectedGridViewAllFilter: {
      FROM: row.dateFrom ?? null,
      TO: row.dateTo ?? null,
      FilterMode: (row.filterMode ?? GridFilter.ALL_DATA) as GridFilterValue,
      WkType: (row.wkType ?? WkType.ALL) as WkTypeValue,
      Kreditor: row.kreditor ?? NO_ACCOUNT,
      Search: row.search ?? '',
    },
    SelectedWkId: row.selectedWkId ?? null,
    SelectedBuWkId: row.selectedBuWkId ?? null,
    MarkMode: row.markMode ?? false,
    Amount: row.amountCents === null || row.amountCents === undefined ? null : formatCents(row.amountCents),
  };
}

const valuesOf = (row: ViewStateRow | null): ViewStateValues => {
  if (!row) return { ...initialState };
  const { userId: _userId, updatedAt: _updatedAt, ...values } = row;
  return values;
};

/** The user's state for `mandantId`: the stored one when it is the same Mandant, else a fresh one. */
export async function loadState(ctx: GoodsReceiptContext, userId: string, mandantId: string) {
  const stored = valuesOf(await createPanelRepository({ db: ctx.db }).state(userId));
  return stored.mandantId === mandantId ? stored : { ...initialState, mandantId };
}

/** The document the user's panel shows, or the refusal when none is chosen. */
export function requireDocument(state: ViewStateValues): string {
  if (!state.documentId) throw goodsReceiptError.noDocumentSelected();
  return state.documentId;
}

export function createWawiStateUseCases(ctx: GoodsReceiptContext) {
  const panel = createPanelRepository({ db: ctx.db });
  const today = () => ctx.clock.now().toISOString().slice(0, 10);

  async function change(actor: WawiActor, values: ViewStateValues, invalid: number): Promise<WawiViewChange> {
    const saved = await panel.saveState(actor.userId, values);
    return { State: stateView(saved), InvalidView: invalid };
  }

  return {
    async state(actor: WawiActor, mandantId: string): Promise<WawiState> {
      return stateView(await loadState(ctx, actor.userId, mandantId));
    },

    /**
     * SetNewDocumentAndRebuildState: the panel turns to a document with the filter the client built
     * from its index (account found: only unlinked lines of that supplier, else all data; the
     * document date, year 1900 meaning today, ends the range; the earliest unlinked date starts it).
     */
    async setNewDocument(
      actor: WawiActor,
      mandantId: string,
      query: z.output<typeof setNewDocumentQuerySchema>,
    ): Promise<WawiViewChange> {
      await documentValuesOrThrow(ctx, ctx.db, mandantId, query.sHeftUID);
      const pages = await ctx.documents.pageList(mandantId, query.sHeftUID);
      return change(
        actor,
        {
          ...initialState,
          mandantId,
          documentId: query.sHeftUID,
          pageId: pages[0]?.id ?? null,
          filterMode: query.selectedType,
          wkType: query.sSelectedWkType,
          dateFrom: query.dtStartDate ? parseDate(query.dtStartDate) : null,
          dateTo: query.dtEndDate ? dateOrToday(query.dtEndDate, today()) : null,
          kreditor: query.lnKreditor,
          amountCents: umsatzCents(query.sUmsatz),
        },
        INVALID_ALL_VIEWS,
      );
    },

    async changeFilter(actor: WawiActor, input: z.output<typeof changeGridViewAllFilterSchema>) {
      const state = await loadState(ctx, actor.userId, input.mandantId);
      const date = (value: string | null | undefined, current: string | null | undefined) =>
        value === undefined ? (current ?? null) : value === null ? null : parseDate(value);
      return change(
        actor,
        {
          ...state,
          filterMode: input.FilterMode,
          dateFrom: date(input.FROM, state.dateFrom),
          dateTo: date(input.TO, state.dateTo),
          wkType: input.WkType ?? state.wkType,
          kreditor: input.Kreditor ?? state.kreditor,
          search: input.Search ?? state.search,
        },
        InvalidView.INVALID_GRID_VIEW_ALL,
      );
    },

    /** A selection in the grid of all data counts only when exactly one row is selected. */
    async changeSelectionAll(actor: WawiActor, mandantId: string, wkIds: string[]): Promise<WawiViewChange> {
      const state = await loadState(ctx, actor.userId, mandantId);
      if (wkIds.length !== 1) return { State: stateView(state), InvalidView: InvalidView.NONE };
      const line = await createReceiptsRepository({ db: ctx.db }).find(mandantId, wkIds[0] as string);
      if (!line) throw goodsReceiptError.lineNotFound({ wkId: wkIds[0] });
      return change(actor, { ...state, selectedWkId: line.id }, InvalidView.NONE);
    },

    /**
     * A selection in the grid of linked orders (exactly one row): its marked area becomes the
     * selected one and its page the shown page.
     */
    async changeSelectionDoc(
      actor: WawiActor,
      mandantId: string,
      buWkIds: string[],
    ): Promise<WawiViewChange> {
      const state = await loadState(ctx, actor.userId, mandantId);
      if (buWkIds.length !== 1) return { State: stateView(state), InvalidView: InvalidView.NONE };
      const [found] = await createLinksRepository({ db: ctx.db }).find(mandantId, buWkIds);
      if (!found) throw goodsReceiptError.linkNotFound({ buWkId: buWkIds[0] });
      const page = found.link.splitPageId ?? state.pageId;
      const invalid =
        InvalidView.INVALID_DOC_VIEW | (page !== state.pageId ? InvalidView.INVALID_SELECTED_PAGE : 0);
      return change(actor, { ...state, selectedBuWkId: found.link.id, pageId: page }, invalid);
    },

    async changeMarkMode(actor: WawiActor, mandantId: string, active: boolean) {
      const state = await loadState(ctx, actor.userId, mandantId);
      return change(actor, { ...state, markMode: active }, InvalidView.INVALID_DOC_VIEW);
    },

    /** Moves to the next (FORWARD) or previous marked split area of the document, round the end. */
    async changeMarkNavigation(actor: WawiActor, mandantId: string, direction: DirectionValue) {
      const state = await loadState(ctx, actor.userId, mandantId);
      const documentId = requireDocument(state);
      const [links, pages] = await Promise.all([
        createLinksRepository({ db: ctx.db }).ofDocument(mandantId, documentId),
        ctx.documents.pageList(mandantId, documentId),
      ]);
      const pageIndex = new Map(pages.map((page) => [page.id, page.index]));
      const marked = links
        .filter(({ link }) => link.splitPageId && pageIndex.has(link.splitPageId))
        .sort(
          (a, b) =>
            (pageIndex.get(a.link.splitPageId as string) ?? 0) -
              (pageIndex.get(b.link.splitPageId as string) ?? 0) ||
            (a.link.splitY0 ?? 0) - (b.link.splitY0 ?? 0) ||
            (a.link.splitX0 ?? 0) - (b.link.splitX0 ?? 0),
        );
      if (marked.length === 0) return { State: stateView(state), InvalidView: InvalidView.NONE };
      const current = marked.findIndex(({ link }) => link.id === state.selectedBuWkId);
      const step = direction === 'FORWARD' ? 1 : -1;
      const next =
        current < 0
          ? direction === 'FORWARD'
            ? 0
            : marked.length - 1
          : (current + step + marked.length) % marked.length;
      const target = marked[next]?.link;
      if (!target) return { State: stateView(state), InvalidView: InvalidView.NONE };
      return change(
        actor,
        { ...state, selectedBuWkId: target.id, pageId: target.splitPageId },
        InvalidView.INVALID_DOC_VIEW | InvalidView.INVALID_SELECTED_PAGE | InvalidView.INVALID_GRID_VIEW_DOC,
      );
    },

    async setNewPage(actor: WawiActor, mandantId: string, pageId: string) {
      const state = await loadState(ctx, actor.userId, mandantId);
      const documentId = requireDocument(state);
      const pages = await ctx.documents.pageList(mandantId, documentId);
      if (!pages.some((page) => page.id === pageId)) throw goodsReceiptError.pageNotFound({ pageId });
      return change(
        actor,
        { ...state, pageId },
        InvalidView.INVALID_DOC_VIEW | InvalidView.INVALID_SELECTED_PAGE,
      );
    },

    /** GetSmallestUnlinkedDateTime: the earliest order date of an open line (of the supplier, if named). */
    async smallestUnlinkedDate(mandantId: string, kreditor: number) {
      return {
        Date: await createReceiptsRepository({ db: ctx.db }).smallestUnlinkedDate(mandantId, kreditor),
      };
    },
  };
}
