import { Alert, Box, Button, Group, Modal, Paper, Select, Text } from '@mantine/core';
import type { DocumentNode, IndexFieldName, Language } from '@belegfluss/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../app/api-client.js';
import { captureApi } from './capture.api.js';
import { CaptureMask, displayValue } from './components/CaptureMask.js';
import { DocumentActions } from './components/DocumentActions.js';
import { DocumentTabs } from './components/DocumentTabs.js';
import { JobPanel } from './components/JobPanel.js';
import type { ZoomMode } from './components/PdfPageView.js';
import { StackDialogs, type StackDialog, type StackDialogResult } from './components/StackDialogs.js';
import { StackTree } from './components/StackTree.js';
import { Thumbnails } from './components/Thumbnails.js';
import { UploadZone } from './components/UploadZone.js';
import { useCaptureShortcuts } from './useCaptureShortcuts.js';
import { useDocumentPdf } from './useDocumentPdf.js';

type MaskValues = Partial<Record<IndexFieldName, string>>;

const message = (failure: unknown) =>
  failure instanceof ApiRequestError ? failure.message : String(failure);

/** Rechnungsverarbeitung (#/MainFrame/Unides): stacks, documents, viewer, capture mask and jobs. */
export function CapturePage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const me = useQuery({ queryKey: ['auth', 'me'], queryFn: captureApi.me });
  const [chosenMandantId, setMandantId] = useState<string | null>(null);
  const mandantId = chosenMandantId ?? me.data?.mandanten[0]?.id ?? null;
  const [stackId, setStackId] = useState<string | null>(null);
  const [filterText, setFilterText] = useState('');
  const [documentId, setDocumentId] = useState<string | null>(null);
  const [pageIndex, setPageIndex] = useState(0);
  const [selectedPageIds, setSelectedPageIds] = useState<string[]>([]);
  const [tab, setTab] = useState('pdf');
  const [zoomMode, setZoomMode] = useState<ZoomMode>('fullWidth');
  const [edits, setEdits] = useState<{ key: string; values: MaskValues } | null>(null);
  const [activeField, setActiveField] = useState<IndexFieldName | null>(null);
  const [selectMode, setSelectMode] = useState(false);
  const [lastSelection, setLastSelection] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [dialog, setDialog] = useState<StackDialog | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [pendingSwitch, setPendingSwitch] = useState<string | null>(null);

  const enabled = !!mandantId;
  const stacks = useQuery({
    queryKey: ['capture', 'stacks', mandantId],
    queryFn: () => captureApi.listStacks(mandantId as string),
    enabled,
  });
  const tree = useQuery({
    queryKey: ['capture', 'tree', mandantId, stackId, filterText.trim().length > 3 ? filterText.trim() : ''],
    queryFn: () =>
      captureApi.readStack(
        mandantId as string,
        stackId as string,
        filterText.trim().length > 3 ? { text: filterText.trim() } : {},
      ),
    enabled: enabled && !!stackId,
    refetchInterval: 5000,
  });
  const definitions = useQuery({
    queryKey: ['capture', 'fields', mandantId],
    queryFn: () => captureApi.fieldDefinitions(mandantId as string),
    enabled,
  });
  const preferences = useQuery({
    queryKey: ['capture', 'preferences', mandantId],
    queryFn: () => captureApi.preferences(mandantId as string),
    enabled,
  });
  const jobCtrl = useQuery({
    queryKey: ['capture', 'jobctrl', mandantId],
    queryFn: () => captureApi.jobCtrl(mandantId as string),
    enabled,
  });
  const jobsVisible = jobCtrl.data?.showJobList ?? true;
  const jobs = useQuery({
    queryKey: ['capture', 'jobs', mandantId],
    queryFn: () => captureApi.jobs(mandantId as string),
    enabled: enabled && jobsVisible,
    refetchInterval: (jobCtrl.data?.refreshSeconds ?? 5) * 1000,
  });
  const document = useQuery({
    queryKey: ['capture', 'document', mandantId, documentId],
    queryFn: () => captureApi.document(mandantId as string, documentId as string),
    enabled: enabled && !!documentId,
  });
  const { pdf, error: pdfError } = useDocumentPdf(
    mandantId,
    documentId,
    document.data?.currentVersion.id ?? null,
  );
  const kinds = useMemo(
    () => new Map((definitions.data ?? []).map((definition) => [definition.field, definition.kind])),
    [definitions.data],
  );

  // Typed values belong to one version of one document; a reload of the document starts from what is stored.
  const maskKey = document.data ? `${document.data.id}:${document.data.updatedAt}` : '';
  const storedValues = useMemo<MaskValues>(
    () =>
      Object.fromEntries(
        (document.data?.index ?? []).map((entry) => [
          entry.field,
          displayValue(kinds.get(entry.field) ?? 'text', entry.value, i18n.language as Language),
        ]),
      ),
    [document.data, kinds, i18n.language],
  );
  const dirty = edits !== null && edits.key === maskKey;
  const values = dirty ? edits.values : storedValues;
  const setDirty = (value: false) => value === false && setEdits(null);

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: ['capture'] });
  }, [queryClient]);

  const run = useCallback(
    async (work: () => Promise<unknown>, success?: string) => {
      setError(null);
      setInfo(null);
      try {
        await work();
        if (success) setInfo(success);
        await refresh();
        return true;
      } catch (failure) {
        setError(message(failure));
        return false;
      }
    },
    [refresh],
  );

  const saveMask = useCallback(async () => {
    if (!mandantId || !documentId) return false;
    setSaving(true);
    const entries = (definitions.data ?? [])
      .filter((definition) => definition.active)
      .map((definition) => ({ field: definition.field, value: values[definition.field] ?? '' }));
    const ok = await run(() => captureApi.saveIndex(mandantId, documentId, entries), t('capture.mask.saved'));
    setSaving(false);
    if (ok) setDirty(false);
    return ok;
  }, [mandantId, documentId, definitions.data, values, run, t]);

  function openDocument(id: string) {
    setDocumentId(id);
    setPageIndex(0);
    setSelectedPageIds([]);
    setLastSelection(null);
  }

  async function handleSelectDocument(node: DocumentNode | string) {
    const id = typeof node === 'string' ? node : node.id;
    if (id === documentId) return;
    const mode = preferences.data?.unsavedChanges ?? 'always_ask';
    if (dirty && mode === 'always_ask') return setPendingSwitch(id);
    if (dirty && mode === 'always_save' && !(await saveMask())) return;
    openDocument(id);
  }

  async function handleStackDialog(result: StackDialogResult) {
    if (!mandantId || !dialog) return;
    setDialogError(null);
    const stack = dialog.kind === 'create' ? null : dialog.stack;
    try {
      if (result.kind === 'create') {
        const created = await captureApi.createStack({ mandantId, ...result });
        setStackId(created.id);
      } else if (result.kind === 'rename' && stack)
        await captureApi.renameStack(mandantId, stack.id, result.name);
      else if (result.kind === 'properties' && stack)
        await captureApi.updateStack({ mandantId, stackId: stack.id, ...result });
      else if (result.kind === 'transfer' && stack)
        await captureApi.transferStack(mandantId, stack.id, result.targetStackId);
      else if (result.kind === 'empty' && stack) await captureApi.emptyStack(mandantId, stack.id);
      else if (result.kind === 'delete' && stack) {
        await captureApi.deleteStack(mandantId, stack.id);
        setStackId(null);
        setDocumentId(null);
      }
      setDialog(null);
      await refresh();
    } catch (failure) {
      setDialogError(message(failure));
    }
  }

  async function handleSelectRect(rect: { Left: number; Top: number; Width: number; Height: number }) {
    const page = document.data?.pages[pageIndex];
    if (!mandantId || !documentId || !page) return;
    setError(null);
    try {
      const response = await captureApi.ocrTextSelected({
        mandantId,
        ActiveDocument: documentId,
        ActivePage: page.id,
        Selection: rect,
        FieldTypeTag: activeField,
        Apply: activeField !== null,
      });
      setLastSelection(response.SearchText);
      if (response.ViewIsDirty) await refresh();
    } catch (failure) {
      setError(message(failure));
    }
  }

  const documents = useMemo(
    () => (tree.data?.folders ?? []).flatMap((folder) => folder.documents),
    [tree.data],
  );
  const current = document.data;
  const readOnly =
    !current ||
    current.flags.archived ||
    current.flags.locked ||
    (!!current.checkout && current.checkout.userId !== me.data?.userId);
  const stack = stacks.data?.find((candidate) => candidate.id === stackId) ?? null;

  useCaptureShortcuts({
    save: () => void saveMask(),
    nextDocument: (step) => {
      const index = documents.findIndex((candidate) => candidate.id === documentId);
      const next = documents[index + step];
      if (next) void handleSelectDocument(next);
    },
    nextPage: (step) =>
      setPageIndex((index) =>
        Math.min(Math.max(0, index + step), Math.max(0, (current?.pages.length ?? 1) - 1)),
      ),
    rotate: (degrees) => {
      const page = current?.pages[pageIndex];
      if (mandantId && page && !readOnly)
        void run(() =>
          captureApi.rotate(mandantId, selectedPageIds.length ? selectedPageIds : [page.id], degrees),
        );
    },
    toggleSelectMode: () => setSelectMode((on) => !on),
    toggleJobs: () =>
      mandantId &&
      jobCtrl.data &&
      void run(() => captureApi.setJobCtrl(mandantId, { ...jobCtrl.data, showJobList: !jobsVisible })),
  });

  if (me.error) return <Alert color="red">{message(me.error)}</Alert>;
  return (
    <Box
      style={{
        display: 'grid',
        gridTemplateColumns: '280px 120px 1fr 300px',
        gridTemplateRows: `1fr ${jobsVisible ? '180px' : 'auto'}`,
        gap: 8,
        height: 'calc(100vh - 90px)',
      }}
    >
      <Paper
        withBorder
        p="xs"
        style={{ gridRow: '1', display: 'flex', flexDirection: 'column', gap: 6, minHeight: 0 }}
      >
        <Select
          size="xs"
          label={t('capture.page.mandant')}
          value={mandantId}
          allowDeselect={false}
          data={(me.data?.mandanten ?? []).map((mandant) => ({
            value: mandant.id,
            label: `${mandant.mandnr} ${mandant.name}`,
          }))}
          onChange={(value) => {
            setMandantId(value);
            setStackId(null);
            setDocumentId(null);
          }}
        />
        <Group gap={4}>
          <Button size="compact-xs" onClick={() => setDialog({ kind: 'create' })}>
            {t('capture.stack.new')}
          </Button>
          {stack &&
            (['rename', 'properties', 'transfer', 'empty', 'delete'] as const).map((kind) => (
              <Button
                key={kind}
                size="compact-xs"
                variant="default"
                onClick={() => setDialog({ kind, stack })}
              >
                {t(`capture.stack.action-${kind}`)}
              </Button>
            ))}
        </Group>
        <div style={{ flex: 1, minHeight: 0 }}>
          <StackTree
            stacks={stacks.data ?? []}
            selectedStackId={stackId}
            tree={tree.data ?? null}
            selectedDocumentId={documentId}
            filterText={filterText}
            onFilterText={setFilterText}
            onSelectStack={(id) => setStackId(id === stackId ? null : id)}
            onSelectDocument={(node) => void handleSelectDocument(node)}
          />
        </div>
        {mandantId && (
          <UploadZone mandantId={mandantId} stackId={stackId} onUploaded={() => void refresh()} />
        )}
      </Paper>
      <Paper withBorder style={{ minHeight: 0 }}>
        {current && mandantId && (
          <Thumbnails
            mandantId={mandantId}
            pages={current.pages}
            currentIndex={pageIndex}
            selectedIds={selectedPageIds}
            onSelect={(index, ids) => {
              setPageIndex(index);
              setSelectedPageIds(ids);
            }}
          />
        )}
      </Paper>
      <Paper withBorder style={{ minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        {(error || info) && (
          <Alert
            color={error ? 'red' : 'green'}
            role={error ? 'alert' : 'status'}
            withCloseButton
            onClose={() => {
              setError(null);
              setInfo(null);
            }}
            data-testid="capture-message"
            p="xs"
          >
            {error ?? info}
          </Alert>
        )}
        {current && mandantId && stackId ? (
          <>
            <DocumentActions
              mandantId={mandantId}
              stackId={stackId}
              document={current}
              pageIndex={pageIndex}
              selectedPageIds={selectedPageIds}
              readOnly={readOnly}
              userId={me.data?.userId ?? null}
              nextDocumentId={
                documents[documents.findIndex((candidate) => candidate.id === current.id) + 1]?.id ?? null
              }
              run={run}
              onDocumentGone={() => setDocumentId(null)}
              onOpenDocument={openDocument}
            />
            <div style={{ flex: 1, minHeight: 0 }}>
              <DocumentTabs
                mandantId={mandantId}
                document={current}
                definitions={definitions.data ?? []}
                pdf={pdf}
                pdfError={pdfError}
                pageIndex={Math.min(pageIndex, Math.max(0, current.pages.length - 1))}
                tab={tab}
                onTab={setTab}
                zoomMode={zoomMode}
                onZoomMode={setZoomMode}
                activeField={activeField}
                selectMode={selectMode}
                onSelectMode={setSelectMode}
                onSelectRect={(rect) => void handleSelectRect(rect)}
                lastSelection={lastSelection}
              />
            </div>
          </>
        ) : (
          <Text c="dimmed" p="md">
            {stackId ? t('capture.page.choose-document') : t('capture.page.choose-stack')}
          </Text>
        )}
      </Paper>
      <Paper withBorder p="xs" style={{ minHeight: 0, overflow: 'auto' }}>
        {current && definitions.data && (
          <CaptureMask
            definitions={definitions.data}
            document={current}
            values={values}
            activeField={activeField}
            dirty={dirty}
            readOnly={readOnly}
            saving={saving}
            onActivate={setActiveField}
            onChange={(field, value) => setEdits({ key: maskKey, values: { ...values, [field]: value } })}
            onSave={() => void saveMask()}
          />
        )}
        {preferences.data && mandantId && (
          <Select
            mt="md"
            size="xs"
            label={t('capture.preferences.unsaved')}
            value={preferences.data.unsavedChanges}
            allowDeselect={false}
            data={(['always_ask', 'always_save', 'not_save'] as const).map((value) => ({
              value,
              label: t(`capture.preferences.unsaved-${value}`),
            }))}
            onChange={(value) =>
              value &&
              void run(() => captureApi.setPreferences(mandantId, { unsavedChanges: value as 'always_ask' }))
            }
          />
        )}
        <Text size="10px" c="dimmed" mt="md">
          {t('capture.page.shortcuts')}
        </Text>
      </Paper>
      <Paper
        withBorder
        p={4}
        style={{ gridColumn: '1 / span 4', minHeight: 0, display: 'flex', flexDirection: 'column' }}
      >
        <Group justify="space-between">
          <Text size="xs" fw={600}>
            {t('capture.jobs.title')}
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            data-testid="toggle-jobs"
            onClick={() =>
              mandantId &&
              jobCtrl.data &&
              void run(() => captureApi.setJobCtrl(mandantId, { ...jobCtrl.data, showJobList: !jobsVisible }))
            }
          >
            {jobsVisible ? t('capture.jobs.hide') : t('capture.jobs.show')}
          </Button>
        </Group>
        {jobsVisible && mandantId && (
          <div style={{ flex: 1, minHeight: 0 }}>
            <JobPanel mandantId={mandantId} jobs={jobs.data ?? []} onChanged={() => void refresh()} />
          </div>
        )}
      </Paper>
      <StackDialogs
        dialog={dialog}
        stacks={(stacks.data ?? []).filter((candidate) => candidate.type === stack?.type)}
        error={dialogError}
        busy={false}
        onClose={() => {
          setDialog(null);
          setDialogError(null);
        }}
        onSubmit={(result) => void handleStackDialog(result)}
      />
      <Modal
        opened={pendingSwitch !== null}
        onClose={() => setPendingSwitch(null)}
        title={t('capture.unsaved.title')}
        centered
      >
        <Text size="sm">{t('capture.unsaved.text')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setPendingSwitch(null)}>
            {t('capture.common.cancel')}
          </Button>
          <Button
            variant="default"
            onClick={() => {
              const id = pendingSwitch;
              setPendingSwitch(null);
              setDirty(false);
              if (id) openDocument(id);
            }}
          >
            {t('capture.unsaved.discard')}
          </Button>
          <Button
            onClick={() =>
              void (async () => {
                const id = pendingSwitch;
                setPendingSwitch(null);
                if ((await saveMask()) && id) openDocument(id);
              })()
            }
          >
            {t('capture.unsaved.save')}
          </Button>
        </Group>
      </Modal>
    </Box>
  );
}
