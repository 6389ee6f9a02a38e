import { Alert, Loader, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { WkColumnDefinition } from '@belegfluss/shared';
import { DocumentAreasSection } from './DocumentAreasSection.js';
import { LinkedOrdersSection } from './LinkedOrdersSection.js';
import { OpenOrdersSection } from './OpenOrdersSection.js';
import { usePanelRun } from './use-panel-run.js';
import { usePanelStart, type PanelDocument } from './use-panel-start.js';

export type GoodsReceiptPanelProps = PanelDocument & {
  canEdit: boolean;
  /** The image of the document's page at this index, for the document view with the marked areas. */
  pageImage: (pageIndex: number) => Promise<Blob>;
  /** Booking lines were created: the workflow's booking data is stale. */
  onChanged: () => void;
};

const COLUMNS_KEY = ['goods-receipt', 'columns'];

/**
 * The goods-receipt panel of the workflow screen (spec 001): the open orders under the filter built
 * from the document's index, the orders linked to the document with their totals beside the
 * Umsatz, linking by hand or automatically, corrections, splits and booking proposals, and the
 * document with the areas where the linked lines are printed. Both grids share the user's column order.
 */
export function GoodsReceiptPanel(props: GoodsReceiptPanelProps) {
  const queryClient = useQueryClient();
  const { api, mandantId, documentId } = props;
  const run = usePanelRun(documentId);
  const start = usePanelStart(props);
  const columns = useQuery({ queryKey: COLUMNS_KEY, queryFn: () => api.columnOrder() });

  function saveColumns(next: WkColumnDefinition[]) {
    queryClient.setQueryData(COLUMNS_KEY, next);
    void run(async () => queryClient.setQueryData(COLUMNS_KEY, await api.saveColumnOrder(next)));
  }

  if (start.isError) return <Alert color="red">{start.error.message}</Alert>;
  if (!start.data || !columns.data) return <Loader size="sm" />;
  const shared = {
    api,
    mandantId,
    documentId,
    columns: columns.data,
    editable: props.canEdit,
    run,
    onColumnsChange: saveColumns,
  };
  return (
    <Stack gap="lg" data-testid="goods-receipt-panel">
      <OpenOrdersSection {...shared} initialFilter={start.data.filter} />
      <LinkedOrdersSection {...shared} onChanged={props.onChanged} />
      <DocumentAreasSection
        api={api}
        mandantId={mandantId}
        documentId={documentId}
        editable={props.canEdit}
        run={run}
        pageImage={props.pageImage}
      />
    </Stack>
  );
}
