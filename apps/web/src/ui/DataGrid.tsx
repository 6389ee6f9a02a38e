import {
  AllCommunityModule,
  ModuleRegistry,
  type ColDef,
  type GridApi,
  type IDatasource,
  type RowDoubleClickedEvent,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from '@belegfluss/shared';

ModuleRegistry.registerModules([AllCommunityModule]);

const PAGE_SIZE = 50;

function useLocaleText() {
  const { t, i18n } = useTranslation();
  return useMemo(
    () => ({
      page: t('masterdata.grid.page'),
      of: t('masterdata.grid.of'),
      to: t('masterdata.grid.to'),
      more: t('masterdata.grid.more'),
      firstPage: t('masterdata.grid.first-page'),
      lastPage: t('masterdata.grid.last-page'),
      nextPage: t('masterdata.grid.next-page'),
      previousPage: t('masterdata.grid.previous-page'),
      pageSizeSelectorLabel: t('masterdata.grid.page-size'),
      noRowsToShow: t('masterdata.grid.no-rows'),
      loadingOoo: t('masterdata.grid.loading'),
      filterOoo: t('masterdata.grid.filter'),
      contains: t('masterdata.grid.contains'),
      notContains: t('masterdata.grid.not-contains'),
      equals: t('masterdata.grid.equals'),
      notEqual: t('masterdata.grid.not-equal'),
      startsWith: t('masterdata.grid.starts-with'),
      endsWith: t('masterdata.grid.ends-with'),
      blank: t('masterdata.grid.blank'),
      notBlank: t('masterdata.grid.not-blank'),
      lessThan: t('masterdata.grid.less-than'),
      greaterThan: t('masterdata.grid.greater-than'),
      lessThanOrEqual: t('masterdata.grid.less-than-or-equal'),
      greaterThanOrEqual: t('masterdata.grid.greater-than-or-equal'),
      inRange: t('masterdata.grid.in-range'),
      inRangeStart: t('masterdata.grid.in-range-start'),
      inRangeEnd: t('masterdata.grid.in-range-end'),
      andCondition: t('masterdata.grid.and'),
      orCondition: t('masterdata.grid.or'),
    }),
    // The texts change with the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );
}

type SelectionProps<Row> = {
  multiple?: boolean;
  onSelectionChanged?: (rows: Row[]) => void;
  onRowDoubleClicked?: (row: Row) => void;
};

/** A grid over rows held in the client: sorting, column filters and paging by AG Grid. */
export function DataGrid<Row extends { id: string }>(
  props: SelectionProps<Row> & { rows: Row[]; columns: ColDef<Row>[]; height?: number; testId?: string },
) {
  const localeText = useLocaleText();
  const defaultColDef = useMemo<ColDef>(
    () => ({ sortable: true, filter: true, resizable: true, flex: 1, minWidth: 90 }),
    [],
  );
  return (
    <div style={{ height: props.height ?? 460, width: '100%' }} data-testid={props.testId}>
      <AgGridReact<Row>
        rowData={props.rows}
        columnDefs={props.columns}
        defaultColDef={defaultColDef}
        localeText={localeText}
        getRowId={(params) => params.data.id}
        pagination
        paginationPageSize={PAGE_SIZE}
        paginationPageSizeSelector={[25, 50, 100]}
        rowSelection={{
          mode: props.multiple ? 'multiRow' : 'singleRow',
          enableClickSelection: true,
          checkboxes: Boolean(props.multiple),
        }}
        onSelectionChanged={(event) => props.onSelectionChanged?.(event.api.getSelectedRows())}
        onRowDoubleClicked={(event: RowDoubleClickedEvent<Row>) =>
          event.data && props.onRowDoubleClicked?.(event.data)
        }
      />
    </div>
  );
}

export type FetchPage<Row> = (params: {
  page: number;
  pageSize: number;
  sort?: string;
  direction?: 'asc' | 'desc';
}) => Promise<Page<Row>>;

/**
 * A grid over a server list: AG Grid's infinite row model asks for one page at a time, with the
 * sort of the clicked column; `reloadKey` changes (search text, Mandant, saved rows) reload it.
 */
export function ServerGrid<Row extends { id: string }>(
  props: SelectionProps<Row> & {
    fetchPage: FetchPage<Row>;
    columns: ColDef<Row>[];
    reloadKey: string;
    height?: number;
    testId?: string;
  },
) {
  const localeText = useLocaleText();
  const api = useRef<GridApi<Row> | null>(null);
  const fetchPage = useRef(props.fetchPage);
  useEffect(() => {
    fetchPage.current = props.fetchPage;
  });
  const datasource = useMemo<IDatasource>(
    () => ({
      getRows(params) {
        const sort = params.sortModel[0];
        fetchPage
          .current({
            page: Math.floor(params.startRow / PAGE_SIZE),
            pageSize: PAGE_SIZE,
            ...(sort ? { sort: sort.colId, direction: sort.sort } : {}),
          })
          .then((page) => params.successCallback(page.items, page.total))
          .catch(() => params.failCallback());
      },
    }),
    [],
  );
  useEffect(() => {
    api.current?.purgeInfiniteCache();
  }, [props.reloadKey]);
  const defaultColDef = useMemo<ColDef>(
    () => ({ sortable: false, resizable: true, flex: 1, minWidth: 90 }),
    [],
  );
  const handleReady = useCallback((event: { api: GridApi<Row> }) => {
    api.current = event.api;
  }, []);
  return (
    <div style={{ height: props.height ?? 460, width: '100%' }} data-testid={props.testId}>
      <AgGridReact<Row>
        columnDefs={props.columns}
        defaultColDef={defaultColDef}
        localeText={localeText}
        rowModelType="infinite"
        datasource={datasource}
        cacheBlockSize={PAGE_SIZE}
        pagination
        paginationPageSize={PAGE_SIZE}
        paginationPageSizeSelector={false}
        getRowId={(params) => params.data.id}
        onGridReady={handleReady}
        rowSelection={{
          mode: props.multiple ? 'multiRow' : 'singleRow',
          enableClickSelection: true,
          checkboxes: Boolean(props.multiple),
        }}
        onSelectionChanged={(event) => props.onSelectionChanged?.(event.api.getSelectedRows())}
        onRowDoubleClicked={(event: RowDoubleClickedEvent<Row>) =>
          event.data && props.onRowDoubleClicked?.(event.data)
        }
      />
    </div>
  );
}
