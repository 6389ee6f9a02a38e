import { Alert, Box, Paper, Text } from '@mantine/core';
import type { IndexFieldName } from '@belegfluss/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { captureApi } from './capture.api.js';
import { CaptureMessage } from './components/CaptureMessage.js';
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
import { failureMessage, useCaptureFeedback } from './useCaptureFeedback.js';
import { useCaptureMessages } from './useCaptureMessages.js';
import { useCaptureNavigation, useCaptureSelection } from './useCaptureSelection.js';
import { useCaptureShortcuts } from './useCaptureShortcuts.js';
import { useCaptureViewSettings, useStandardView } from './useCaptureViewSettings.js';
import { useDocumentPdf } from './useDocumentPdf.js';
import { useMaskEditing } from './useMaskEditing.js';
import { useOcrSelection } from './useOcrSelection.js';
import { useOpenDocumentFollowsJobs } from './useOpenDocumentFollowsJobs.js';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard.js';

/** Rechnungsverarbeitung (#/MainFrame/Unides): stacks, documents, viewer, capture mask and jobs. */
export function CapturePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const me = useQuery({ queryKey: ['auth', 'me'], queryFn: captureApi.me });
  const selection = useCaptureSelection(me.data?.mandanten[0]?.id ?? null);
  const { mandantId, stackId, documentId, pageIndex, setPageIndex, selectedPageIds } = selection;
  const [filterText, setFilterText] = useState('');
  const [filter, setFilter] = useState<{ status: string | null; flag: string | null }>({
    status: null,
    flag: null,
  });
  useCaptureMessages(mandantId, documentId);
  const [tab, setTab] = useState('pdf');
  const [zoomMode, setZoomMode] = useState<ZoomMode>('fullWidth');
  const [activeField, setActiveField] = useState<IndexFieldName | null>(null);
  const [selectMode, setSelectMode] = useState(false);
  const [dialog, setDialog] = useState<StackDialog | null>(null);
  const [stackInfo, setStackInfo] = useState(false);
  const view = useCaptureViewSettings();
  useStandardView(setTab, setZoomMode);

  const { stacks, tree, definitions, jobCtrl, document } = useCaptureData({
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

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: ['capture'] });
  }, [queryClient]);
  const feedback = useCaptureFeedback(refresh);
  const { run } = feedback;
  const mask = useMaskEditing({
    mandantId,
    documentId,
    document: document.data,
    definitions: definitions.data,
    refresh,
    feedback,
  });
  const { saveMask, dirty } = mask;

  const unsaved = useUnsavedChangesGuard({
    dirty,
    mode: view.unsavedMode,
    save: saveMask,
    discard: mask.discard,
  });
  const navigation = useCaptureNavigation(selection, unsaved.guard);
  const selectRect = useOcrSelection({
    mandantId,
    documentId,
    page: document.data?.pages[pageIndex],
    activeField,
    refresh,
    feedback,
    onSelected: selection.setLastSelection,
  });

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

  useCaptureShortcuts(
    {
      save: () => void saveMask(),
      nextDocument: (step) => {
        const index = documents.findIndex((candidate) => candidate.id === documentId);
        const next = documents[index + step];
        if (next) navigation.selectDocument(next);
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
      zoomFit: () => setZoomMode('fit'),
      startAnalysis: () =>
        mandantId &&
        stackId &&
        current &&
        void run(() =>
          captureApi.startJob('startanalysejobs', { mandantId, stackId, documentIds: [current.id] }),
        ),
      toggleSelectMode: () => setSelectMode((on) => !on),
      toggleJobs,
    },
    view.hotkeys,
  );

  if (me.error) return <Alert color="red">{failureMessage(me.error)}</Alert>;
  return (
    <Box
      style={{
        display: 'grid',
        // minmax(0, …): wide content (e-invoice tables) scrolls inside the viewer instead of widening it.
        gridTemplateColumns: `280px ${view.thumbnailWidth ? `${view.thumbnailWidth + 24}px ` : ''}minmax(0, 1fr) 300px`,
        gridTemplateRows: `1fr ${jobsVisible ? '180px' : 'auto'}`,
        gap: 8,
        height: 'calc(100vh - 90px)',
      }}
    >
      <StackPanel
        mandanten={me.data?.mandanten ?? []}
        mandantId={mandantId}
        onMandant={navigation.selectMandant}
        stacks={stacks.data ?? []}
        stackId={stackId}
        stack={stack}
        onStack={navigation.selectStack}
        tree={tree.data ?? null}
        documentId={documentId}
        onDocument={navigation.selectDocument}
        filterText={filterText}
        onFilterText={setFilterText}
        filter={filter}
        onFilter={setFilter}
        checkedIds={selection.checkedIds}
        onCheck={selection.toggleChecked}
        onDialog={setDialog}
        onInfo={() => setStackInfo(true)}
        onUploaded={() => void refresh()}
        onChanged={() => void refresh()}
      />
      {view.thumbnailWidth > 0 && (
        <Paper withBorder style={{ minHeight: 0 }}>
          {current && mandantId && (
            <Thumbnails
              mandantId={mandantId}
              pages={current.pages}
              width={view.thumbnailWidth}
              magnification={view.previewMagnification}
              currentIndex={pageIndex}
              selectedIds={selectedPageIds}
              onSelect={(index, ids) => {
                setPageIndex(index);
                selection.setSelectedPageIds(ids);
              }}
            />
          )}
        </Paper>
      )}
      <Paper withBorder style={{ minHeight: 0, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <CaptureMessage error={feedback.error} info={feedback.info} onClose={feedback.clear} />
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
              selectedDocumentIds={selection.checkedIds}
              run={run}
              onDocumentGone={() => selection.setDocumentId(null)}
              onOpenDocument={selection.openDocument}
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
                highlightSources={view.highlightSources}
                activeField={activeField}
                selectMode={selectMode}
                onSelectMode={setSelectMode}
                onSelectRect={(rect) => void selectRect(rect)}
                lastSelection={selection.lastSelection}
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
        values={mask.values}
        activeField={activeField}
        dirty={dirty}
        readOnly={readOnly}
        saving={mask.saving}
        unsavedMode={view.unsavedMode}
        tabOrder={view.tabOrder}
        additional={mask.additional}
        onActivate={setActiveField}
        onChange={mask.change}
        onSave={() => void saveMask()}
        onUnsavedMode={(mode) => void run(() => view.setUnsavedMode(mode))}
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
        onCreated={selection.setStackId}
        onDeleted={() => {
          selection.setStackId(null);
          selection.openDocument(null);
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
