import { Alert, Button, Checkbox, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  GridFilter,
  LinkState,
  type BuWkData,
  type GridFilterValue,
  type SortDescriptor,
  type WkColumnDefinition,
} from '@belegfluss/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageBoxButtons, MessageBoxResult, MessageBoxType } from '../../../ui/message-box/message-box.js';
import { useMessageBox } from '../../../ui/message-box/MessageBoxProvider.js';
import type { GoodsReceiptApi } from '../goods-receipt.api.js';
import { CorrectionDialog } from './CorrectionDialog.js';
import { SplitDialog } from './SplitDialog.js';
import { TotalsLine } from './TotalsLine.js';
import { WkGrid } from './WkGrid.js';
import { usePanelStart } from './use-panel-start.js';

const PAGE_SIZE = 100;

export type GoodsReceiptPanelProps = {
  api: GoodsReceiptApi;
  mandantId: string;
  documentId: string;
  numbers: { kanzlei: number; mandNr: number; betriebNr: number };
  isPostback: boolean;
  canEdit: boolean;
  /** Booking lines were created: the workflow's booking data is stale. */
  onChanged: () => void;
};

const byLink = (line: BuWkData) => line.ID_BU_WK ?? line.EXT_WE_ID;
const byLine = (line: BuWkData) => line.EXT_WE_ID;

/**
 * The goods-receipt panel of the workflow screen (spec 001): the open orders under the filter built
 * from the document's index, the orders linked to the document with their totals beside the
 * Umsatz, linking by hand or automatically, corrections, splits and booking proposals.
 */
export function GoodsReceiptPanel(props: GoodsReceiptPanelProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { showMessageBox, showError } = useMessageBox();
  const { api, mandantId, documentId } = props;
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<SortDescriptor | null>(null);
  const [docSort, setDocSort] = useState<SortDescriptor | null>(null);
  const [selectedAll, setSelectedAll] = useState<string[]>([]);
  const [selectedDoc, setSelectedDoc] = useState<string[]>([]);
  const [dialog, setDialog] = useState<'correct' | 'split' | null>(null);
  const [clearOwn, setClearOwn] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [filter, setFilter] = useState<GridFilterValue | null>(null);

  const start = usePanelStart(props);
  const ready = start.isSuccess;
  const key = ['goods-receipt', documentId];
  const columns = useQuery({ queryKey: ['goods-receipt', 'columns'], queryFn: () => api.columnOrder() });
  const all = useQuery({
    queryKey: [...key, 'all', page, sort],
    queryFn: () => api.gridAll(mandantId, page * PAGE_SIZE, (page + 1) * PAGE_SIZE, sort ? [sort] : []),
    enabled: ready,
  });
  const linked = useQuery({
    queryKey: [...key, 'doc'],
    queryFn: () => api.gridDoc(mandantId, documentId),
    enabled: ready,
  });
  const totals = useQuery({
    queryKey: [...key, 'totals'],
    queryFn: () => api.totals(mandantId, documentId),
    enabled: ready,
  });

  const allRows = all.data?.Rows ?? [];
  const linkedRows = sortedRows(linked.data?.Rows ?? [], docSort);
  const oneAll =
    selectedAll.length === 1 ? allRows.find((row) => byLine(row.BuWkData) === selectedAll[0]) : undefined;
  const oneDoc =
    selectedDoc.length === 1 ? linkedRows.find((row) => byLink(row.BuWkData) === selectedDoc[0]) : undefined;

  /** Runs a change and reloads the panel; false when it failed (the message is shown). */
  async function run(work: () => Promise<unknown>): Promise<boolean> {
    setNotice(null);
    try {
      await work();
      return true;
    } catch (error) {
      void showError(error instanceof Error ? error.message : String(error));
      return false;
    } finally {
      await queryClient.invalidateQueries({ queryKey: key });
    }
  }

  async function saveColumns(next: WkColumnDefinition[]) {
    queryClient.setQueryData(['goods-receipt', 'columns'], next);
    await run(async () =>
      queryClient.setQueryData(['goods-receipt', 'columns'], await api.saveColumnOrder(next)),
    );
  }

  function selectAll(keys: string[]) {
    setSelectedAll(keys);
    if (keys.length === 1) void run(() => api.selectAll(mandantId, keys));
  }
  function selectDoc(keys: string[]) {
    setSelectedDoc(keys);
    if (keys.length === 1) void run(() => api.selectDoc(mandantId, keys));
  }

  async function autoLink() {
    await run(async () => {
      const result = await api.autoLink(mandantId, documentId);
      setNotice(t('goods-receipt.auto-link.result', { safe: result.Safe, unsafe: result.Unsafe }));
    });
  }

  async function createProposals() {
    const answer = await showMessageBox({
      title: t('goods-receipt.proposals.title'),
      message: t(clearOwn ? 'goods-receipt.proposals.question-clear' : 'goods-receipt.proposals.question'),
      type: MessageBoxType.Question,
      buttons: MessageBoxButtons.YesNo,
    });
    if (answer !== MessageBoxResult.Yes) return;
    try {
      await api.createProposals(mandantId, documentId, clearOwn);
    } catch {
      return; // shown by the global error handler (spec 001, section 8)
    }
    props.onChanged();
    await showMessageBox({ message: t('goods-receipt.proposals.done'), type: MessageBoxType.Information });
  }

  if (start.isError) return <Alert color="red">{(start.error as Error).message}</Alert>;
  if (!ready || !columns.data) return <Loader size="sm" />;
  const editable = props.canEdit;

  return (
    <Stack gap="sm" data-testid="goods-receipt-panel">
      <Group justify="space-between">
        <Title order={5}>{t('goods-receipt.all.title')}</Title>
        <SegmentedControl
          size="xs"
          value={filter ?? start.data.filter}
          onChange={(value) => {
            setFilter(value as GridFilterValue);
            setPage(0);
            void run(() => api.changeFilter(mandantId, value as GridFilterValue));
          }}
          data={[GridFilter.ALL_DATA, GridFilter.ONLY_UNLINKED, GridFilter.ONLY_LINKED].map((value) => ({
            value,
            label: t(`goods-receipt.filter.${value}`),
          }))}
        />
      </Group>
      <WkGrid
        testId="wk-grid-all"
        label={t('goods-receipt.all.title')}
        emptyText={t('goods-receipt.all.empty')}
        rows={allRows}
        columns={columns.data}
        rowKey={byLine}
        selected={selectedAll}
        onSelect={selectAll}
        sort={sort}
        onSort={(next) => {
          setSort(next);
          setPage(0);
        }}
        onColumnsChange={(next) => void saveColumns(next)}
      />
      <Group justify="space-between">
        <Group gap="xs">
          <Button
            size="xs"
            disabled={!editable || !oneAll || oneAll.BuWkData.LINK_STATE !== LinkState.UNLINKED}
            onClick={() => oneAll && void run(() => api.link(mandantId, documentId, [oneAll.EXT_WE_ID]))}
          >
            {t('goods-receipt.action.link')}
          </Button>
          <Button size="xs" variant="default" disabled={!editable} onClick={() => void autoLink()}>
            {t('goods-receipt.action.auto-link')}
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={!editable || !oneAll || oneAll.BuWkData.LINK_STATE !== LinkState.UNLINKED}
            onClick={() => setDialog('split')}
          >
            {t('goods-receipt.action.split')}
          </Button>
        </Group>
        <Group gap="xs">
          <Text size="xs" c="dimmed">
            {t('goods-receipt.all.range', {
              from: all.data?.Total ? page * PAGE_SIZE + 1 : 0,
              to: page * PAGE_SIZE + allRows.length,
              total: all.data?.Total ?? 0,
            })}
          </Text>
          <Button size="compact-xs" variant="subtle" disabled={page === 0} onClick={() => setPage(page - 1)}>
            {t('goods-receipt.all.previous')}
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            disabled={(page + 1) * PAGE_SIZE >= (all.data?.Total ?? 0)}
            onClick={() => setPage(page + 1)}
          >
            {t('goods-receipt.all.next')}
          </Button>
        </Group>
      </Group>
      {notice && <Alert color="blue">{notice}</Alert>}

      <Title order={5}>{t('goods-receipt.linked.title')}</Title>
      <WkGrid
        testId="wk-grid-linked"
        label={t('goods-receipt.linked.title')}
        emptyText={t('goods-receipt.linked.empty')}
        rows={linkedRows}
        columns={columns.data}
        rowKey={byLink}
        selected={selectedDoc}
        onSelect={selectDoc}
        sort={docSort}
        onSort={setDocSort}
        onColumnsChange={(next) => void saveColumns(next)}
      />
      {totals.data && <TotalsLine totals={totals.data} />}
      <Group justify="space-between">
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            disabled={!editable || !oneDoc}
            onClick={() =>
              oneDoc && void run(() => api.unlink(mandantId, documentId, [byLink(oneDoc.BuWkData)]))
            }
          >
            {t('goods-receipt.action.unlink')}
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={!editable || !oneDoc}
            onClick={() => setDialog('correct')}
          >
            {t('goods-receipt.action.correct')}
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={!editable || !oneDoc}
            onClick={() =>
              oneDoc && void run(() => api.resetCorrections(mandantId, [byLink(oneDoc.BuWkData)]))
            }
          >
            {t('goods-receipt.action.reset-corrections')}
          </Button>
        </Group>
        <Group gap="xs">
          <Checkbox
            size="xs"
            label={t('goods-receipt.proposals.clear-own')}
            checked={clearOwn}
            disabled={!editable}
            onChange={(event) => setClearOwn(event.currentTarget.checked)}
          />
          <Button
            size="xs"
            disabled={!editable || linkedRows.length === 0}
            onClick={() => void createProposals()}
          >
            {t('goods-receipt.proposals.title')}
          </Button>
        </Group>
      </Group>

      {dialog === 'correct' && oneDoc && (
        <CorrectionDialog
          mandantId={mandantId}
          line={oneDoc.BuWkData}
          onClose={() => setDialog(null)}
          onSave={(input) => run(() => api.correct(input))}
        />
      )}
      {dialog === 'split' && oneAll && (
        <SplitDialog
          line={oneAll.BuWkData}
          onClose={() => setDialog(null)}
          onSplit={(quantity) => run(() => api.splitLine(mandantId, oneAll.EXT_WE_ID, quantity))}
        />
      )}
    </Stack>
  );
}

/** The linked orders are few: they sort in the client, numbers as numbers. */
function sortedRows<Row extends { BuWkData: BuWkData }>(rows: Row[], sort: SortDescriptor | null): Row[] {
  if (!sort) return rows;
  const value = (row: Row) => row.BuWkData[sort.SortField];
  const compare = (a: Row, b: Row) => {
    const left = value(a);
    const right = value(b);
    const numeric =
      typeof left === 'string' &&
      typeof right === 'string' &&
      /^-?\d+(\.\d+)?$/.test(left) &&
      /^-?\d+(\.\d+)?$/.test(right);
    const order = numeric
      ? Number(left) - Number(right)
      : String(left ?? '').localeCompare(String(right ?? ''), 'de');
    return sort.Ascending ? order : -order;
  };
  return [...rows].sort(compare);
}
