import { Button, Checkbox, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { BuWkData, SortDescriptor, WkColumnDefinition } from '@belegfluss/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageBoxButtons, MessageBoxResult, MessageBoxType } from '../../../ui/message-box/message-box.js';
import { useMessageBox } from '../../../ui/message-box/MessageBoxProvider.js';
import type { GoodsReceiptApi } from '../goods-receipt.api.js';
import { sortedRows } from '../goods-receipt.view-model.js';
import { CorrectionDialog } from './CorrectionDialog.js';
import { TotalsLine } from './TotalsLine.js';
import type { PanelRun } from './use-panel-run.js';
import { WkGrid } from './WkGrid.js';

const byLink = (line: BuWkData) => line.ID_BU_WK ?? line.EXT_WE_ID;

type Props = {
  api: GoodsReceiptApi;
  mandantId: string;
  documentId: string;
  columns: WkColumnDefinition[];
  editable: boolean;
  run: PanelRun;
  onColumnsChange: (columns: WkColumnDefinition[]) => void;
  /** Booking lines were created. */
  onChanged: () => void;
};

/** The orders linked to the document with their totals: unlink, correct, booking proposals. */
export function LinkedOrdersSection(props: Props) {
  const { t } = useTranslation();
  const { showMessageBox } = useMessageBox();
  const { api, mandantId, documentId, run } = props;
  const [sort, setSort] = useState<SortDescriptor | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [correcting, setCorrecting] = useState(false);
  const [clearOwn, setClearOwn] = useState(false);
  const linked = useQuery({
    queryKey: ['goods-receipt', documentId, 'doc'],
    queryFn: () => api.gridDoc(mandantId, documentId),
  });
  const totals = useQuery({
    queryKey: ['goods-receipt', documentId, 'totals'],
    queryFn: () => api.totals(mandantId, documentId),
  });
  const rows = sortedRows(linked.data?.Rows ?? [], sort);
  const found = selected.length === 1 ? rows.find((row) => byLink(row.BuWkData) === selected[0]) : undefined;
  const one = props.editable ? found?.BuWkData : undefined;

  function select(keys: string[]) {
    setSelected(keys);
    if (keys.length === 1) void run(() => api.selectDoc(mandantId, keys));
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

  return (
    <Stack gap="sm">
      <Title order={5}>{t('goods-receipt.linked.title')}</Title>
      <WkGrid
        testId="wk-grid-linked"
        label={t('goods-receipt.linked.title')}
        emptyText={t('goods-receipt.linked.empty')}
        rows={rows}
        columns={props.columns}
        rowKey={byLink}
        selected={selected}
        onSelect={select}
        sort={sort}
        onSort={setSort}
        onColumnsChange={props.onColumnsChange}
      />
      {totals.data && <TotalsLine totals={totals.data} />}
      <Group justify="space-between">
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            disabled={!one}
            onClick={() => one && void run(() => api.unlink(mandantId, documentId, [byLink(one)]))}
          >
            {t('goods-receipt.action.unlink')}
          </Button>
          <Button size="xs" variant="default" disabled={!one} onClick={() => setCorrecting(true)}>
            {t('goods-receipt.action.correct')}
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={!one}
            onClick={() => one && void run(() => api.resetCorrections(mandantId, [byLink(one)]))}
          >
            {t('goods-receipt.action.reset-corrections')}
          </Button>
        </Group>
        <Group gap="xs">
          <Checkbox
            size="xs"
            label={t('goods-receipt.proposals.clear-own')}
            checked={clearOwn}
            disabled={!props.editable}
            onChange={(event) => setClearOwn(event.currentTarget.checked)}
          />
          <Button
            size="xs"
            disabled={!props.editable || rows.length === 0}
            onClick={() => void createProposals()}
          >
            {t('goods-receipt.proposals.title')}
          </Button>
        </Group>
      </Group>
      {correcting && one && (
        <CorrectionDialog
          mandantId={mandantId}
          line={one}
          onClose={() => setCorrecting(false)}
          onSave={(input) => run(() => api.correct(input))}
        />
      )}
    </Stack>
  );
}
