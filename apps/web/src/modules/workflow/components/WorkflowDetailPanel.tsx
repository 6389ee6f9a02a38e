import { Badge, Button, Group, Loader, Paper, Stack, Tabs, Text, Textarea, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LockResult,
  WORKFLOW_NOTE_MAX_LENGTH,
  type StampSignalValue,
  type WorkflowDetail,
} from '@belegfluss/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddFileDialog,
  InquiryDialog,
  NoteDialog,
  PostbackDialog,
  QuestionDialog,
  RedirectDialog,
} from '../dialogs/ActionDialogs.js';
import { saveBlob } from '../../../app/api-client.js';
import type { WorkflowApi } from '../workflow.api.js';
import { WorkflowOperation, type WorkflowOperationCode } from '../workflow.errors.js';
import { detailTabs, stampApproves, type DetailTab } from '../workflow.view-model.js';
import { BookingPanel } from './BookingPanel.js';
import { DocumentPanel } from './DocumentPanel.js';
import { HistoryPanel } from './HistoryPanel.js';
import { IndexPanel } from './IndexPanel.js';
import { MonitorPanel } from './MonitorPanel.js';

type Dialog =
  'redirect' | 'inquiry' | 'complete' | 'cancelInquiry' | 'postback' | 'addFile' | 'cancel' | 'deputy' | null;

type Props = {
  api: WorkflowApi;
  instanceId: string;
  currentKuerzel: string;
  /** True while a stamp is being saved: list and mask are disabled. */
  busy: boolean;
  onBusy: (busy: boolean) => void;
  onSubmitted: () => void;
  onLocked: () => void;
  onFailed: (operation: WorkflowOperationCode, error: unknown) => void;
  onBack: (() => void) | null;
};

/** One workflow: its actions, document with stamps, input mask, history, monitor and booking data. */
export function WorkflowDetailPanel(props: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { api, instanceId } = props;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [note, setNote] = useState('');
  const [pendingStamp, setPendingStamp] = useState<StampSignalValue | null>(null);
  const key = ['workflow', 'detail', instanceId];
  const detail = useQuery({ queryKey: key, queryFn: () => api.detail(instanceId) });
  const history = useQuery({ queryKey: [...key, 'history'], queryFn: () => api.history(instanceId) });
  const definitions = useQuery({
    queryKey: [...key, 'fields'],
    queryFn: () => api.fieldDefinitions(instanceId),
  });
  const indexData = useQuery({ queryKey: [...key, 'index'], queryFn: () => api.indexData(instanceId) });
  const report = useQuery({ queryKey: [...key, 'report'], queryFn: () => api.validationReport(instanceId) });
  const isDeepLink = detail.data?.DeepLink ?? false;
  const splitLines = useQuery({
    queryKey: [...key, 'splits'],
    queryFn: () => api.splitLines(instanceId),
    enabled: !isDeepLink,
  });
  const splitCheck = useQuery({
    queryKey: [...key, 'split-check'],
    queryFn: () => api.splitCheck(instanceId),
    enabled: !isDeepLink,
  });
  const allocations = useQuery({
    queryKey: [...key, 'allocations'],
    queryFn: () => api.costAllocations(instanceId),
    enabled: !isDeepLink,
  });
  const mandantId = detail.data?.mandantId;
  const participants = useQuery({
    queryKey: ['workflow', 'participants', mandantId],
    queryFn: () => api.participants(mandantId as string),
    enabled: Boolean(mandantId) && !isDeepLink && (dialog === 'redirect' || dialog === 'inquiry'),
  });
  const reasons = useQuery({
    queryKey: ['workflow', 'postback-reasons'],
    queryFn: () => api.postbackReasons(),
    enabled: dialog === 'postback',
  });

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

  /** A stamp action: the mask is saved first, list and mask stay disabled until the action ends. */
  async function handleStampPlaced(
    data: WorkflowDetail,
    position: { PageIndex: number; X: number; Y: number },
  ) {
    const signal = pendingStamp;
    if (!signal || !data.DocID) return;
    setPendingStamp(null);
    props.onBusy(true);
    try {
      await api.submit(instanceId, {
        sDocUID: data.DocID,
        bApproveResult: stampApproves(signal) ? 'Genehmigt' : 'Abgelehnt',
        sAnmerkung: note,
        stamp: { Signal: signal, ...position },
        expectedVersion: data.Version,
      });
      setNote('');
      props.onSubmitted();
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
  const can = data.Can;
  const perusal = data.MyTask?.Kind === 'Kenntnisnahme';
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
            <Badge>{t(`workflow.status.${data.Status}`)}</Badge>
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
          <Group gap="xs" mt="xs" aria-label={t('workflow.detail.actions')}>
            {can.Lock && !data.LockedByMe && (
              <Button size="xs" variant="light" onClick={() => void handleLock()}>
                {t('workflow.action.lock')}
              </Button>
            )}
            {data.LockedByMe && (
              <Button
                size="xs"
                variant="light"
                onClick={() => void act(WorkflowOperation.checkout, () => api.unlock(instanceId))}
              >
                {t('workflow.action.unlock')}
              </Button>
            )}
            {can.Submit && !perusal && (
              <>
                <Button
                  size="xs"
                  color="green"
                  disabled={props.busy}
                  onClick={() => setPendingStamp('Genehmigt')}
                >
                  {t('workflow.action.approve')}
                </Button>
                <Button
                  size="xs"
                  color="red"
                  disabled={props.busy}
                  onClick={() => setPendingStamp('Abgelehnt')}
                >
                  {t('workflow.action.reject')}
                </Button>
              </>
            )}
            {can.Submit && perusal && data.DocID && (
              <Button
                size="xs"
                disabled={props.busy}
                onClick={() =>
                  void act(
                    WorkflowOperation.approve,
                    () =>
                      api.submit(instanceId, {
                        sDocUID: data.DocID as string,
                        bApproveResult: 'Keins',
                        sAnmerkung: note,
                      }),
                    props.onSubmitted,
                  )
                }
              >
                {t('workflow.action.perusal')}
              </Button>
            )}
            {can.Redirect && (
              <Button size="xs" variant="default" onClick={() => setDialog('redirect')}>
                {t('workflow.action.redirect')}
              </Button>
            )}
            {can.Inquiry && (
              <Button size="xs" variant="default" onClick={() => setDialog('inquiry')}>
                {t('workflow.action.inquiry')}
              </Button>
            )}
            {can.CompleteInquiry && (
              <Button size="xs" onClick={() => setDialog('complete')}>
                {t('workflow.action.complete-inquiry')}
              </Button>
            )}
            {can.CancelInquiry && (
              <Button size="xs" variant="default" onClick={() => setDialog('cancelInquiry')}>
                {t('workflow.action.cancel-inquiry')}
              </Button>
            )}
            {can.Postback && (
              <Button size="xs" variant="default" onClick={() => setDialog('postback')}>
                {t('workflow.action.postback')}
              </Button>
            )}
            {can.DeletePostback && (
              <Button
                size="xs"
                variant="default"
                onClick={() =>
                  void act(WorkflowOperation.postbackReset, () => api.deletePostback(instanceId))
                }
              >
                {t('workflow.action.delete-postback')}
              </Button>
            )}
            {can.AddFile && (
              <Button size="xs" variant="default" onClick={() => setDialog('addFile')}>
                {t('workflow.action.add-file')}
              </Button>
            )}
            {can.Cancel && (
              <Button size="xs" variant="subtle" color="red" onClick={() => setDialog('cancel')}>
                {t('workflow.action.cancel')}
              </Button>
            )}
            <Button size="xs" variant="subtle" onClick={() => void handleExternalWindow()}>
              {t('workflow.action.extern-window')}
            </Button>
          </Group>
        )}
        {can.Submit && !isDeepLink && (
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
            detail={data}
            pageImageUrl={null}
            pendingStamp={pendingStamp}
            onPlaceStamp={(position) => void handleStampPlaced(data, position)}
            onOpenFile={(fileId, fileName) => void handleOpenFile(fileId, fileName)}
            onDeleteFile={
              isDeepLink
                ? null
                : (fileId) => void act(WorkflowOperation.query, () => api.deleteFile(instanceId, fileId))
            }
          />
        </Tabs.Panel>
        <Tabs.Panel value="index" pt="sm">
          <IndexPanel
            definitions={definitions.data}
            entries={indexData.data}
            report={report.data}
            disabled={props.busy}
          />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="sm">
          <HistoryPanel
            entries={history.data}
            canNote={can.Note}
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
            splitLines={splitLines.data}
            splitCheck={splitCheck.data}
            allocations={allocations.data}
            canEdit={can.EditBooking}
            currentKuerzel={props.currentKuerzel}
            onChanged={() => void refresh()}
            onError={(error) => props.onFailed(WorkflowOperation.query, error)}
          />
        </Tabs.Panel>
      </Tabs>

      <RedirectDialog
        opened={dialog === 'redirect'}
        onClose={() => setDialog(null)}
        participants={participants.data}
        onSubmit={(target, text) =>
          void act(
            WorkflowOperation.redirect,
            () => api.redirect(instanceId, target, text),
            props.onSubmitted,
          )
        }
      />
      <InquiryDialog
        opened={dialog === 'inquiry'}
        onClose={() => setDialog(null)}
        participants={participants.data}
        onSubmit={(input) =>
          void act(WorkflowOperation.query, () => api.inquiry({ InstanceId: instanceId, ...input }))
        }
      />
      <NoteDialog
        opened={dialog === 'complete'}
        onClose={() => setDialog(null)}
        required
        title={t('workflow.inquiry.complete-title')}
        label={t('workflow.inquiry.answer')}
        submitLabel={t('workflow.action.complete-inquiry')}
        onSubmit={(text) =>
          void act(WorkflowOperation.query, () => api.completeInquiry(instanceId, text), props.onSubmitted)
        }
      />
      <NoteDialog
        opened={dialog === 'cancelInquiry'}
        onClose={() => setDialog(null)}
        required={false}
        title={t('workflow.inquiry.cancel-title')}
        label={t('workflow.common.note')}
        submitLabel={t('workflow.action.cancel-inquiry')}
        onSubmit={(text) =>
          void act(WorkflowOperation.inquiryCancel, () => api.cancelInquiry(instanceId, text))
        }
      />
      <NoteDialog
        opened={dialog === 'cancel'}
        onClose={() => setDialog(null)}
        required={false}
        title={t('workflow.cancel.title')}
        label={t('workflow.common.note')}
        submitLabel={t('workflow.action.cancel')}
        onSubmit={(text) =>
          void act(WorkflowOperation.query, () => api.cancel(instanceId, text), props.onSubmitted)
        }
      />
      <PostbackDialog
        opened={dialog === 'postback'}
        onClose={() => setDialog(null)}
        reasons={reasons.data?.Reasons ?? []}
        onSubmit={(input) =>
          void act(
            WorkflowOperation.postback,
            () => api.postback({ InstanceId: instanceId, ...input }),
            props.onSubmitted,
          )
        }
      />
      <AddFileDialog
        opened={dialog === 'addFile'}
        onClose={() => setDialog(null)}
        onSubmit={(files, colour) =>
          void act(WorkflowOperation.query, () => api.addFiles(instanceId, files, colour))
        }
      />
      <QuestionDialog
        opened={dialog === 'deputy'}
        onClose={() => setDialog(null)}
        title={t('workflow.lock.deputy-title')}
        text={t('workflow.lock.deputy-question', { name: data.LockedBy ?? '' })}
        onYes={() => void handleLock(true)}
      />
    </Stack>
  );
}
