import { Alert, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
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
import type { GoodsReceiptApi } from '../goods-receipt.api.js';
import { SplitDialog } from './SplitDialog.js';
import type { PanelRun } from './use-panel-run.js';
import { WkGrid } from './WkGrid.js';

const PAGE_SIZE = 100;
const byLine = (line: BuWkData) => line.EXT_WE_ID;

type Props = {
  api: GoodsReceiptApi;
  mandantId: string;
  documentId: string;
  columns: WkColumnDefinition[];
  initialFilter: GridFilterValue;
  editable: boolean;
  run: PanelRun;
  onColumnsChange: (columns: WkColumnDefinition[]) => void;
};

/** The grid of open orders under the filter, a page at a time, sorted on the server; linking and splits. */
export function OpenOrdersSection(props: Props) {
  const { t } = useTranslation();
  const { api, mandantId, documentId, run } = props;
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<SortDescriptor | null>(null);
  const [filter, setFilter] = useState(props.initialFilter);
  const [selected, setSelected] = useState<string[]>([]);
  const [splitting, setSplitting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const all = useQuery({
    queryKey: ['goods-receipt', documentId, 'all', page, sort],
    queryFn: () => api.gridAll(mandantId, page * PAGE_SIZE, (page + 1) * PAGE_SIZE, sort ? [sort] : []),
  });
  const rows = all.data?.Rows ?? [];
  const total = all.data?.Total ?? 0;
  const one = selected.length === 1 ? rows.find((row) => byLine(row.BuWkData) === selected[0]) : undefined;
  const openOne = props.editable && one?.BuWkData.LINK_STATE === LinkState.UNLINKED ? one : undefined;

  function select(keys: string[]) {
    setSelected(keys);
    if (keys.length === 1) void run(() => api.selectAll(mandantId, keys));
  }
  function changeFilter(value: GridFilterValue) {
    setFilter(value);
    setPage(0);
    void run(() => api.changeFilter(mandantId, value));
  }
  const autoLink = () =>
    run(async () => {
      const result = await api.autoLink(mandantId, documentId);
      setNotice(t('goods-receipt.auto-link.result', { safe: result.Safe, unsafe: result.Unsafe }));
    });

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={5}>{t('goods-receipt.all.title')}</Title>
        <SegmentedControl
          size="xs"
          value={filter}
          onChange={(value) => changeFilter(value as GridFilterValue)}
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
        rows={rows}
        columns={props.columns}
        rowKey={byLine}
        selected={selected}
        onSelect={select}
        sort={sort}
        onSort={(next) => {
          setSort(next);
          setPage(0);
        }}
        onColumnsChange={props.onColumnsChange}
      />
      <Group justify="space-between">
        <Group gap="xs">
          <Button
            size="xs"
            disabled={!openOne}
            onClick={() => openOne && void run(() => api.link(mandantId, documentId, [openOne.EXT_WE_ID]))}
          >
            {t('goods-receipt.action.link')}
          </Button>
          <Button size="xs" variant="default" disabled={!props.editable} onClick={() => void autoLink()}>
            {t('goods-receipt.action.auto-link')}
          </Button>
          <Button size="xs" variant="default" disabled={!openOne} onClick={() => setSplitting(true)}>
            {t('goods-receipt.action.split')}
          </Button>
        </Group>
        <Group gap="xs">
          <Text size="xs" c="dimmed">
            {t('goods-receipt.all.range', {
              from: total ? page * PAGE_SIZE + 1 : 0,
              to: page * PAGE_SIZE + rows.length,
              total,
            })}
          </Text>
          <Button size="compact-xs" variant="subtle" disabled={page === 0} onClick={() => setPage(page - 1)}>
            {t('goods-receipt.all.previous')}
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            disabled={(page + 1) * PAGE_SIZE >= total}
            onClick={() => setPage(page + 1)}
          >
            {t('goods-receipt.all.next')}
          </Button>
        </Group>
      </Group>
      {notice && <Alert color="blue">{notice}</Alert>}
      {splitting && openOne && (
        <SplitDialog
          line={openOne.BuWkData}
          onClose={() => setSplitting(false)}
          onSplit={(quantity) => run(() => api.splitLine(mandantId, openOne.EXT_WE_ID, quantity))}
        />
      )}
    </Stack>
  );
}
