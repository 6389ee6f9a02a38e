import { Badge, Button, Group, Loader, Paper, Stack, Tabs, Text, Textarea, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LockResult,
  WORKFLOW_NOTE_MAX_LENGTH,
  type StampSignalValue,
  type WorkflowDetail,
  WorkflowOperation,
  type WorkflowOperationCode,
} from '@belegfluss/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../kernel/api-client.js';
import { createGoodsReceiptApi, GoodsReceiptPanel, useInvoiceCheck } from '../../goods-receipt/index.js';
import type { WorkflowApi } from '../workflow.api.js';
import { changedMaskValues } from '../workflow-mask.model.js';
import {
  detailTabs,
  stampApproves,
  submitOutcome,
  type DetailTab,
  type SubmitOutcome,
} from '../workflow.view-model.js';
import { BookingPanel } from './BookingPanel.js';
import { DocumentPanel } from './DocumentPanel.js';
import { HistoryPanel } from './HistoryPanel.js';
import { IndexPanel } from './IndexPanel.js';
import { MonitorPanel } from './MonitorPanel.js';
import { WorkflowActionBar, type ActionDialog } from './WorkflowActionBar.js';
import { WorkflowDialogs } from './WorkflowDialogs.js';

/** Resolution of the page in the goods-receipt panel's document view. */
const GOODS_RECEIPT_PAGE_DPI = 100;

type Props = {
  api: WorkflowApi;
  instanceId: string;
  currentKuerzel: string;
  /** The signed-in user (null for deep-link sessions): own annotations can be changed. */
  currentUserId: string | null;
  /** True while a stamp is being saved: list and mask are disabled. */
  busy: boolean;
  onBusy: (busy: boolean) => void;
  /** The workflow left the user's hands: by a decision (its outcome), or by a dialog's action (null). */
  onSubmitted: (outcome: SubmitOutcome | null) => void;
  onLocked: () => void;
  onFailed: (operation: WorkflowOperationCode, error: unknown) => void;
  onBack: (() => void) | null;
};

/** One workflow: its actions, document with stamps, input mask, history, monitor and booking data. */
export function WorkflowDetailPanel(props: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { api, instanceId } = props;
  const [dialog, setDialog] = useState<ActionDialog | null>(null);
  const [note, setNote] = useState('');
  const [pendingStamp, setPendingStamp] = useState<StampSignalValue | null>(null);
  const [maskEdits, setMaskEdits] = useState<Record<string, string>>({});
  const [savingMask, setSavingMask] = useState(false);
  const key = ['workflow', 'detail', instanceId];
  const invoiceCheck = useInvoiceCheck();
  const goodsReceiptApi = useMemo(() => createGoodsReceiptApi(), []);
  const detail = useQuery({ queryKey: key, queryFn: () => api.detail(instanceId) });
  const history = useQuery({ queryKey: [...key, 'history'], queryFn: () => api.history(instanceId) });
  const definitions = useQuery({
    queryKey: [...key, 'fields'],
    queryFn: () => api.fieldDefinitions(instanceId),
  });
  const indexData = useQuery({ queryKey: [...key, 'index'], queryFn: () => api.indexData(instanceId) });
  const report = useQuery({ queryKey: [...key, 'report'], queryFn: () => api.validationReport(instanceId) });
  const isDeepLink = detail.data?.DeepLink ?? false;
  const allocations = useQuery({
    queryKey: [...key, 'allocations'],
    queryFn: () => api.costAllocations(instanceId),
    enabled: !isDeepLink,
  });
  const changedMask = changedMaskValues(maskEdits, definitions.data ?? [], indexData.data ?? []);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['workflow'] });

  async function act(operation: WorkflowOperationCode, work: () => Promise<unknown>, after?: () => void) {
    setDialog(null);
    try {
      await work();
      after?.();
    } catch (error) {
      props.onFailed(operation, error);
    } finally {
      await refresh();
    }
  }

  async function handleLock(takeOverAsDeputy = false) {
    setDialog(null);
    try {
      const response = await api.lock(instanceId, {
        expectedVersion: detail.data?.Version,
        takeOverAsDeputy,
      });
      const flags = response.Result.LockResult;
      if (flags === LockResult.OK) props.onLocked();
      else if (flags & LockResult.LOCKED_BUT_CAN_WORK_AS_DEPUTY) setDialog('deputy');
      else
        props.onFailed(
          WorkflowOperation.checkout,
          new Error(
            t(`workflow.lock-result.${response.Result.Flags[0] ?? 'OK'}`, {
              name: response.Result.LockedBy ?? '',
            }),
          ),
        );
    } catch (error) {
      props.onFailed(WorkflowOperation.checkout, error);
    } finally {
      await refresh();
    }
  }

  async function handleSaveMask(data: WorkflowDetail) {
    setSavingMask(true);
    try {
      await api.saveCapIndex(instanceId, changedMask, data.Version);
      setMaskEdits({});
    } catch (error) {
      props.onFailed(WorkflowOperation.query, error);
    } finally {
      setSavingMask(false);
      await refresh();
    }
  }

  /**
   * A decision: a stamp action (or an acknowledgement) saves the input mask first (its changed
   * values go with the submit as capIndex); list and mask stay disabled until the action ends.
   */
  async function handleSubmit(
    data: WorkflowDetail,
    signal: StampSignalValue | null,
    position: { PageIndex: number; X: number; Y: number } | null,
  ) {
    if (!data.DocID) return;
    setPendingStamp(null);
    props.onBusy(true);
    try {
      const docId = data.DocID;
      const submitted = await invoiceCheck((confirmed) =>
        api.submit(instanceId, {
          sDocUID: docId,
          bApproveResult: signal === null ? 'Keins' : stampApproves(signal) ? 'Genehmigt' : 'Abgelehnt',
          sAnmerkung: note,
          capIndex: changedMask,
          ...(signal && position ? { stamp: { Signal: signal, ...position } } : {}),
          expectedVersion: data.Version,
          ...(confirmed ? { ConfirmInvoiceCheck: true } : {}),
        }),
      );
      if (submitted === null) return; // Cancel in 'Rechnungskontrolle' aborts the submit
      setNote('');
      setMaskEdits({});
      props.onSubmitted(submitOutcome(signal));
    } catch (error) {
      props.onFailed(WorkflowOperation.approve, error);
    } finally {
      props.onBusy(false);
      await refresh();
    }
  }

  /** Opens this workflow in an external viewer window (a one-time SESSION_UID, spec route WFDocViewer/EXTERN). */
  async function handleExternalWindow() {
    try {
      const session = await api.createExternSession(instanceId);
      window.open(session.Url, '_blank', 'width=800,height=600');
    } catch (error) {
      props.onFailed(WorkflowOperation.query, error);
    }
  }

  async function handleOpenFile(fileId: string, fileName: string) {
    try {
      saveBlob(await api.fileBlob(instanceId, fileId), fileName);
    } catch (error) {
      props.onFailed(WorkflowOperation.query, error);
    }
  }

  if (detail.isLoading) return <Loader />;
  if (!detail.data) return null;
  const data = detail.data;
  const tabs = detailTabs(data);

  return (
    <Stack gap="sm" w="100%">
      <Paper withBorder p="sm">
        <Group justify="space-between">
          <Group gap="xs">
            {props.onBack && (
              <Button variant="subtle" size="compact-sm" onClick={props.onBack}>
                {t('workflow.common.back')}
              </Button>
            )}
            <Title order={4}>{data.Header}</Title>
            <Badge data-testid="workflow-status">{t(`workflow.status.${data.Status}`)}</Badge>
            {data.ApproveResult !== 'Keins' && (
              <Badge color={data.ApproveResult === 'Genehmigt' ? 'green' : 'red'}>
                {t(`workflow.result.${data.ApproveResult}`)}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {data.DefinitionName ?? t('workflow.detail.ad-hoc')} · {data.Kuerzel}
            {data.LockedBy ? ` · ${t('workflow.list.locked-by', { name: data.LockedBy })}` : ''}
          </Text>
        </Group>
        {data.MyTask?.OnBehalfOf && (
          <Text size="sm" c="grape">
            {t('workflow.list.deputy-for', { name: data.MyTask.OnBehalfOf })}
          </Text>
        )}
        {!isDeepLink && (
          <WorkflowActionBar
            detail={data}
            busy={props.busy}
            onLock={() => void handleLock()}
            onUnlock={() => void act(WorkflowOperation.checkout, () => api.unlock(instanceId))}
            onStamp={setPendingStamp}
            onPerusal={() => void handleSubmit(data, null, null)}
            onDeletePostback={() =>
              void act(WorkflowOperation.postbackReset, () => api.deletePostback(instanceId))
            }
            onDialog={setDialog}
            onExternalWindow={() => void handleExternalWindow()}
          />
        )}
        {data.Can.Submit && !isDeepLink && (
          <Textarea
            mt="xs"
            size="xs"
            label={t('workflow.common.note')}
            maxLength={WORKFLOW_NOTE_MAX_LENGTH}
            autosize
            minRows={1}
            value={note}
            disabled={props.busy}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
        )}
      </Paper>

      <Tabs defaultValue={tabs[0]} keepMounted={false}>
        <Tabs.List>
          {tabs.map((tab: DetailTab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`workflow.tab.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="document" pt="sm">
          <DocumentPanel
            api={api}
            detail={data}
            currentUserId={props.currentUserId}
            pendingStamp={props.busy ? null : pendingStamp}
            onPlaceStamp={(position) => void handleSubmit(data, pendingStamp, position)}
            onOpenFile={(fileId, fileName) => void handleOpenFile(fileId, fileName)}
            onDeleteFile={
              isDeepLink
                ? null
                : (fileId) => void act(WorkflowOperation.query, () => api.deleteFile(instanceId, fileId))
            }
            onFailed={(error) => props.onFailed(WorkflowOperation.query, error)}
          />
        </Tabs.Panel>
        <Tabs.Panel value="index" pt="sm">
          <IndexPanel
            definitions={definitions.data}
            entries={indexData.data}
            report={report.data}
            edits={maskEdits}
            dirty={changedMask.length > 0}
            saving={savingMask}
            disabled={props.busy}
            onChange={(field, value) => setMaskEdits({ ...maskEdits, [field]: value })}
            onSave={() => void handleSaveMask(data)}
          />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="sm">
          <HistoryPanel
            entries={history.data}
            canNote={data.Can.Note}
            onNote={(text) => act(WorkflowOperation.query, () => api.saveNote(instanceId, text))}
          />
        </Tabs.Panel>
        <Tabs.Panel value="monitor" pt="sm">
          <MonitorPanel detail={data} />
        </Tabs.Panel>
        <Tabs.Panel value="booking" pt="sm">
          <BookingPanel
            api={api}
            instanceId={instanceId}
            mandantId={data.mandantId}
            allocations={allocations.data}
            canEdit={data.Can.EditBooking}
            currentKuerzel={props.currentKuerzel}
            onChanged={() => void refresh()}
            onError={(error) => props.onFailed(WorkflowOperation.query, error)}
          />
        </Tabs.Panel>
        {data.DocID && (
          <Tabs.Panel value="goods-receipt" pt="sm">
            <GoodsReceiptPanel
              api={goodsReceiptApi}
              mandantId={data.mandantId}
              documentId={data.DocID}
              numbers={{ kanzlei: data.Kanzlei, mandNr: data.MandNr, betriebNr: data.BetriebNr }}
              isPostback={data.ISPOSTBACKWF}
              canEdit={data.Can.EditBooking}
              pageImage={(pageIndex) => api.pageImage(instanceId, pageIndex, GOODS_RECEIPT_PAGE_DPI)}
              onChanged={() => void refresh()}
            />
          </Tabs.Panel>
        )}
      </Tabs>

      <WorkflowDialogs
        api={api}
        detail={data}
        dialog={dialog}
        onClose={() => setDialog(null)}
        act={act}
        onSubmitted={() => props.onSubmitted(null)}
        onTakeOverAsDeputy={() => void handleLock(true)}
        onFailed={props.onFailed}
        onChanged={() => void refresh()}
      />
    </Stack>
  );
}
