import type {
  CorrectBuWkEntryInput,
  CreateSplitEntriesResult,
  DirectionValue,
  DocViewModel,
  DocumentIndexInfos,
  GridFilterValue,
  GridViewAllData,
  GridViewDocData,
  LinkResult,
  SortDescriptor,
  SplitArea,
  TotalPrice,
  WawiViewChange,
  WkColumnDefinition,
  WawiState,
  WkTypeValue,
} from '@belegfluss/shared';
import { apiRequest, type RequestOptions } from '../../kernel/api-client.js';

const BASE = '/api/cap/wawi';

/** What SetNewDocumentAndRebuildState needs: the document, its Mandant's numbers and the start filter. */
export type NewDocumentQuery = {
  sHeftUID: string;
  nMandNr: number;
  nBetriebNr: number;
  nKanzlei: number;
  dtStartDate?: string | undefined;
  dtEndDate?: string | undefined;
  selectedType: GridFilterValue;
  sSelectedWkType: WkTypeValue;
  lnKreditor: number;
  sUmsatz?: string | undefined;
};

/** Calls of goods-receipt matching (/api/cap/wawi, spec 001); the panel shows its own messages. */
export function createGoodsReceiptApi() {
  const base: RequestOptions = { errors: 'caller' };
  const get = <T>(call: string, query: RequestOptions['query']) =>
    apiRequest<T>(`${BASE}/${call}`, { ...base, query });
  const post = <T>(call: string, body: unknown, options: RequestOptions = base) =>
    apiRequest<T>(`${BASE}/${call}`, { ...options, method: 'POST', body });

  return {
    indexInfos: (mandantId: string, sHeftUID: string) =>
      get<DocumentIndexInfos>('GetDocumentIndexInfos', { mandantId, sHeftUID }),
    smallestUnlinkedDate: (mandantId: string, lnKreditor: number) =>
      get<{ Date: string | null }>('GetSmallestUnlinkedDateTime', { mandantId, lnKreditor }),
    setNewDocument: (query: NewDocumentQuery) => get<WawiViewChange>('SetNewDocumentAndRebuildState', query),
    changeFilter: (mandantId: string, FilterMode: GridFilterValue) =>
      post<WawiViewChange>('ChangeGridViewAllFilter', { mandantId, FilterMode }),
    gridAll: (mandantId: string, startRow: number, endRow: number, Sort: SortDescriptor[]) =>
      post<GridViewAllData>('GetGridViewAllData', { mandantId, startRow, endRow, Sort }),
    gridDoc: (mandantId: string, HeftUID: string) =>
      post<GridViewDocData>('GetGridViewDocData', { mandantId, HeftUID }),
    totals: (mandantId: string, HeftUID: string) =>
      get<TotalPrice>('gettotalpriceoflinkedwe', { mandantId, HeftUID }),
    selectAll: (mandantId: string, WkIds: string[]) =>
      post<WawiViewChange>('ChangeWkSelectionGridViewAll', { mandantId, WkIds }),
    selectDoc: (mandantId: string, BuWkIds: string[]) =>
      post<WawiViewChange>('ChangeWkSelectionGridViewDoc', { mandantId, BuWkIds }),
    autoLink: (mandantId: string, HeftUID: string) => post<LinkResult>('AutoDocLink', { mandantId, HeftUID }),
    link: (mandantId: string, HeftUID: string, WkIds: string[]) =>
      post<LinkResult>('LinkWkToDoc', { mandantId, HeftUID, WkIds }),
    unlink: (mandantId: string, HeftUID: string, BuWkIds: string[]) =>
      post<LinkResult>('UnlinkWkFromDoc', { mandantId, HeftUID, BuWkIds }),
    correct: (input: CorrectBuWkEntryInput) => post<unknown>('correctbuwkentry', input),
    resetCorrections: (mandantId: string, BuWkIds: string[]) =>
      post<unknown>('resetbuwkcorrectionentries', { mandantId, BuWkIds, Type: 'NONE' }),
    splitLine: (mandantId: string, WkId: string, Menge: string) =>
      get<unknown>('splitextweentry', { mandantId, WkId, Menge }),
    /** Its errors go to the global error handler (spec 001, section 8). */
    createProposals: (mandantId: string, HeftUID: string, clearOwnLines: boolean) =>
      post<CreateSplitEntriesResult>(
        clearOwnLines ? 'CreateSplitEntriesFromBuWkWithClearUserItems' : 'CreateSplitEntriesFromBuWk',
        { mandantId, HeftUID },
        { errors: 'global' },
      ),
    state: (mandantId: string) => get<WawiState>('GetState', { mandantId }),
    docView: (mandantId: string, HeftUID: string) =>
      post<DocViewModel>('GetDocViewModel', { mandantId, HeftUID }),
    setPage: (mandantId: string, PageUID: string) =>
      post<WawiViewChange>('SetNewPage', { mandantId, PageUID }),
    markMode: (mandantId: string, Active: boolean) =>
      post<WawiViewChange>('ChangeMarkModusState', { mandantId, Active }),
    markNavigation: (mandantId: string, Direction: DirectionValue) =>
      post<WawiViewChange>('ChangeMarkNavigationState', { mandantId, Direction }),
    /** Marks where the linked line is printed; null removes the mark. */
    splitArea: (mandantId: string, BuWkId: string, Area: SplitArea | null) =>
      post<WawiViewChange>('ChangeSplitArea', { mandantId, BuWkId, Area }),
    columnOrder: () => get<WkColumnDefinition[]>('getbuwkcolumnorder', {}),
    saveColumnOrder: (columns: WkColumnDefinition[]) =>
      get<WkColumnDefinition[]>('savebuwkcolumnorder', {
        Columns: columns.map((column) => column.FieldName).join(','),
        Widths: columns.map((column) => column.Width ?? '').join(','),
      }),
  };
}

export type GoodsReceiptApi = ReturnType<typeof createGoodsReceiptApi>;
