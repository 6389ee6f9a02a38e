import { Alert, Box, Paper, Text } from '@mantine/core';
import type { DocumentNode, IndexFieldName, Language } from '@belegfluss/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../kernel/api-client.js';
import { captureApi } from './capture.api.js';
import { maskSave } from './capture.view-model.js';
import { displayValue } from './components/CaptureMask.js';
import { DocumentActions } from './components/DocumentActions.js';
import { DocumentTabs } from './components/DocumentTabs.js';
import { JobControlBar } from './components/JobControlBar.js';
import { MaskPanel } from './components/MaskPanel.js';
import type { ZoomMode } from './components/PdfPageView.js';
import { StackDialogHost } from './components/StackDialogHost.js';
import type { StackDialog } from './components/StackDialogs.js';
import { StackInfoDialog } from './components/StackInfoDialog.js';
import { StackPanel } from './components/StackPanel.js';
import { Thumbnails } from './components/Thumbnails.js';
import { UnsavedChangesDialog } from './components/UnsavedChangesDialog.js';
import { useCaptureData } from './useCaptureData.js';
import { useCaptureMessages } from './useCaptureMessages.js';
import { useCaptureDeepLink, type CaptureLink } from './useCaptureDeepLink.js';
import { useCaptureShortcuts } from './useCaptureShortcuts.js';
import { useDocumentPdf } from './useDocumentPdf.js';
import { useOpenDocumentFollowsJobs } from './useOpenDocumentFollowsJobs.js';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard.js';

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
  const [filter, setFilter] = useState<{ status: string | null; flag: string | null }>({
    status: null,
    flag: null,
  });
  const [checkedIds, setCheckedIds] = useState<string[]>([]);
  const [documentId, setDocumentId] = useState<string | null>(null);
  const [pageIndex, setPageIndex] = useState(0);
  useCaptureMessages(mandantId, documentId);
  const [selectedPageIds, setSelectedPageIds] = useState<string[]>([]);
  const [tab, setTab] = useState('pdf');
  const [zoomMode, setZoomMode] = useState<ZoomMode>('fullWidth');
  const [edits, setEdits] = useState<{ key: string; values: MaskValues } | null>(null);
  const [activeField, setActiveField] = useState<IndexFieldName | null>(null);
  const [selectMode, setSelectMode] = useState(false);
  const [lastSelection, setLastSelection] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A success, or a warning when a save left the document flawed.
  const [info, setInfo] = useState<{ text: string; warning: boolean } | null>(null);
  const [saving, setSaving] = useState(false);
  const [dialog, setDialog] = useState<StackDialog | null>(null);
  const [stackInfo, setStackInfo] = useState(false);

  const { stacks, tree, definitions, preferences, jobCtrl, document } = useCaptureData({
    mandantId,
    stackId,
    documentId,
    filterText,
    filter,
  });
  const jobsVisible = jobCtrl.data?.showJobList ?? true;
  // A document without pages (an XML-only e-invoice) has no PDF to load.
  const { pdf, error: pdfError } = useDocumentPdf(
    mandantId,
    documentId,
    document.data?.pages.length ? document.data.currentVersion.id : null,
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

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: ['capture'] });
  }, [queryClient]);

  const run = useCallback(
    async (work: () => Promise<unknown>, success?: string) => {
      setError(null);
      setInfo(null);
      try {
        await work();
        if (success) setInfo({ text: success, warning: false });
        await refresh();
        return true;
      } catch (failure) {
        setError(message(failure));
        return false;
      }
    },
    [refresh],
  );

  const fieldList = useCallback(
    (fields: IndexFieldName[]) => fields.map((field) => t(`capture.field.${field}`)).join(', '),
    [t],
  );
  // Ctrl+S and the button: unreadable values are never sent (the mask shows why); a save that
  // leaves required fields empty goes through and says the document stays flawed.
  const saveMask = useCallback(async () => {
    if (!mandantId || !documentId) return false;
    const save = maskSave(definitions.data ?? [], values, i18n.language as Language);
    if (!save.ok) {
      setInfo(null);
      setError(t('capture.mask.not-saved-invalid', { fields: fieldList(save.invalid) }));
      return false;
    }
    setSaving(true);
    setError(null);
    setInfo(null);
    try {
      const saved = await captureApi.saveIndex(mandantId, documentId, save.entries);
      await refresh();
      setEdits(null);
      const missing = saved.missingRequiredFields;
      setInfo(
        missing.length
          ? { text: t('capture.mask.saved-flawed', { fields: fieldList(missing) }), warning: true }
          : { text: t('capture.mask.saved'), warning: false },
      );
      return true;
    } catch (failure) {
      setError(message(failure));
      return false;
    } finally {
      setSaving(false);
    }
  }, [mandantId, documentId, definitions.data, values, refresh, t, i18n.language, fieldList]);

  const unsaved = useUnsavedChangesGuard({
    dirty,
    mode: preferences.data?.unsavedChanges ?? 'always_ask',
    save: saveMask,
    discard: () => setEdits(null),
  });

  function openDocument(id: string | null) {
    setDocumentId(id);
    setPageIndex(0);
    setSelectedPageIds([]);
    setLastSelection(null);
  }

  function handleSelectDocument(node: DocumentNode | string) {
    const id = typeof node === 'string' ? node : node.id;
    if (id !== documentId) unsaved.guard(() => openDocument(id));
  }

  function handleSelectStack(id: string) {
    unsaved.guard(() => {
      setStackId(id === stackId ? null : id);
      setCheckedIds([]);
      openDocument(null);
    });
  }

  function handleSelectMandant(id: string) {
    unsaved.guard(() => {
      setMandantId(id);
      setStackId(null);
      setCheckedIds([]);
      openDocument(null);
    });
  }

  const { guard } = unsaved;
  const openLink = useCallback(
    (link: CaptureLink) =>
      guard(() => {
        if (link.mandantId) setMandantId(link.mandantId);
        setStackId(link.stackId);
        setCheckedIds([]);
        setDocumentId(link.documentId);
        setPageIndex(0);
        setSelectedPageIds([]);
        setLastSelection(null);
      }),
    [guard],
  );
  useCaptureDeepLink(openLink);

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
  useOpenDocumentFollowsJobs({ loaded: document.data, nodes: documents, dirty, reload: document.refetch });
  const documentTitles = useMemo(() => new Map(documents.map((node) => [node.id, node.title])), [documents]);
  const current = document.data;
  const readOnly =
    !current ||
    current.flags.archived ||
    current.flags.locked ||
    (!!current.checkout && current.checkout.userId !== me.data?.userId);
  const stack = stacks.data?.find((candidate) => candidate.id === stackId) ?? null;
  const toggleJobs = () =>
    mandantId &&
    jobCtrl.data &&
    void run(() => captureApi.setJobCtrl(mandantId, { ...jobCtrl.data, showJobList: !jobsVisible }));

  useCaptureShortcuts({
    save: () => void saveMask(),
    nextDocument: (step) => {
      const index = documents.findIndex((candidate) => candidate.id === documentId);
      const next = documents[index + step];
      if (next) handleSelectDocument(next);
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
    toggleJobs,
  });

  if (me.error) return <Alert color="red">{message(me.error)}</Alert>;
  return (
    <Box
      style={{
        display: 'grid',
        // minmax(0, …): wide content (e-invoice tables) scrolls inside the viewer instead of widening it.
        gridTemplateColumns: '280px 120px minmax(0, 1fr) 300px',
        gridTemplateRows: `1fr ${jobsVisible ? '180px' : 'auto'}`,
        gap: 8,
        height: 'calc(100vh - 90px)',
      }}
    >
      <StackPanel
        mandanten={me.data?.mandanten ?? []}
        mandantId={mandantId}
        onMandant={handleSelectMandant}
        stacks={stacks.data ?? []}
        stackId={stackId}
        stack={stack}
        onStack={handleSelectStack}
        tree={tree.data ?? null}
        documentId={documentId}
        onDocument={handleSelectDocument}
        filterText={filterText}
        onFilterText={setFilterText}
        filter={filter}
        onFilter={setFilter}
        checkedIds={checkedIds}
        onCheck={(id, checked) =>
          setCheckedIds((ids) => (checked ? [...ids, id] : ids.filter((other) => other !== id)))
        }
        onDialog={setDialog}
        onInfo={() => setStackInfo(true)}
        onUploaded={() => void refresh()}
        onChanged={() => void refresh()}
      />
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
      <Paper withBorder style={{ minHeight: 0, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {(error || info) && (
          <Alert
            color={error ? 'red' : info?.warning ? 'orange' : 'green'}
            role={error ? 'alert' : 'status'}
            withCloseButton
            onClose={() => {
              setError(null);
              setInfo(null);
            }}
            data-testid="capture-message"
            p="xs"
          >
            {error ?? info?.text}
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
              documents={documents}
              selectedDocumentIds={checkedIds}
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
                readOnly={readOnly}
                currentKuerzel={me.data?.kuerzel ?? ''}
              />
            </div>
          </>
        ) : (
          <Text c="dimmed" p="md">
            {stackId ? t('capture.page.choose-document') : t('capture.page.choose-stack')}
          </Text>
        )}
      </Paper>
      <MaskPanel
        document={current}
        definitions={definitions.data}
        values={values}
        activeField={activeField}
        dirty={dirty}
        readOnly={readOnly}
        saving={saving}
        preferences={mandantId ? preferences.data : undefined}
        onActivate={setActiveField}
        onChange={(field, value) => setEdits({ key: maskKey, values: { ...values, [field]: value } })}
        onSave={() => void saveMask()}
        onUnsavedMode={(unsavedChanges) =>
          mandantId && void run(() => captureApi.setPreferences(mandantId, { unsavedChanges }))
        }
      />
      <JobControlBar
        mandantId={mandantId}
        settings={jobCtrl.data}
        onToggle={toggleJobs}
        onChanged={() => void refresh()}
      />
      <StackDialogHost
        mandantId={mandantId}
        dialog={dialog}
        stacks={(stacks.data ?? []).filter((candidate) => candidate.type === stack?.type)}
        onClose={() => setDialog(null)}
        onCreated={setStackId}
        onDeleted={() => {
          setStackId(null);
          openDocument(null);
        }}
        onChanged={refresh}
      />
      {stackInfo && stack && mandantId && (
        <StackInfoDialog
          mandantId={mandantId}
          stack={stack}
          documentTitles={documentTitles}
          onClose={() => setStackInfo(false)}
        />
      )}
      <UnsavedChangesDialog {...unsaved.dialog} />
    </Box>
  );
}
