import { Button, Group } from '@mantine/core';
import {
  saveAsFileName,
  settingDefinitions,
  type DocumentDetail,
  type DocumentNode,
} from '@belegfluss/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportResetDialog } from '../../export/index.js';
import { DocumentToolsMenu, useSetting } from '../../settings/index.js';
import { SendToWorkflowButton } from '../../workflow/index.js';
import { captureApi, fetchBinary } from '../capture.api.js';
import { ArchiveButton } from './ArchiveButton.js';
import { DocumentHistoryDialog } from './DocumentHistoryDialog.js';
import { MovePagesDialog } from './MovePagesDialog.js';
import { PageToolsMenu } from './PageToolsMenu.js';
import { StartJobsMenu } from './StartJobsMenu.js';

type Props = {
  mandantId: string;
  stackId: string;
  document: DocumentDetail;
  pageIndex: number;
  selectedPageIds: string[];
  readOnly: boolean;
  userId: string | null;
  nextDocumentId: string | null;
  /** The documents of the stack as shown (targets for moving pages). */
  documents: DocumentNode[];
  /** Documents ticked in the stack tree; the zip download takes them, or else the open document. */
  selectedDocumentIds: string[];
  run: (work: () => Promise<unknown>, success?: string) => Promise<boolean>;
  onDocumentGone: () => void;
  onOpenDocument: (documentId: string) => void;
};

/** Check-out, page tools, jobs, history, archiving and downloads for the open document. */
export function DocumentActions({
  mandantId,
  stackId,
  document,
  pageIndex,
  selectedPageIds,
  readOnly,
  userId,
  nextDocumentId,
  documents,
  selectedDocumentIds,
  run,
  onDocumentGone,
  onOpenDocument,
}: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'history' | 'move' | 'export-reset' | null>(null);
  const page = document.pages[pageIndex];
  const pages = selectedPageIds.length ? selectedPageIds : page ? [page.id] : [];
  const documentIds = [document.id];
  const mine = document.checkout?.userId === userId;
  const saveAs = useSetting('saveAs').data ?? settingDefinitions.saveAs.defaultValue;

  const zipIds = selectedDocumentIds.length ? selectedDocumentIds : documentIds;

  async function handleZip() {
    const started = await run(
      () => captureApi.downloadZip(mandantId, zipIds),
      t('capture.actions.download-zip-started'),
    );
    if (started) await queryClient.invalidateQueries({ queryKey: ['downloads'] });
  }

  async function handleDownload() {
    await run(async () => {
      const data = await fetchBinary('/api/cap/CapDocViewer/GetDocumentAsPdf', {
        mandantId,
        documentId: document.id,
      });
      const link = window.document.createElement('a');
      link.href = URL.createObjectURL(new Blob([data], { type: 'application/pdf' }));
      link.download = saveAsFileName(saveAs.fileNamePattern, document);
      link.click();
      URL.revokeObjectURL(link.href);
    });
  }

  return (
    <Group gap={4} p={4} wrap="wrap" data-testid="document-actions">
      {mine ? (
        <Button
          size="compact-xs"
          variant="light"
          onClick={() => void run(() => captureApi.checkIn(mandantId, document.id))}
        >
          {t('capture.actions.check-in')}
        </Button>
      ) : (
        <Button
          size="compact-xs"
          variant="light"
          disabled={document.flags.archived}
          onClick={() => void run(() => captureApi.checkOut(mandantId, document.id))}
        >
          {t('capture.actions.check-out')}
        </Button>
      )}
      <Button
        size="compact-xs"
        variant="default"
        disabled={readOnly || !pages.length}
        onClick={() => void run(() => captureApi.rotate(mandantId, pages, 270))}
        aria-label={t('capture.actions.rotate-left')}
      >
        ⟲
      </Button>
      <Button
        size="compact-xs"
        variant="default"
        disabled={readOnly || !pages.length}
        onClick={() => void run(() => captureApi.rotate(mandantId, pages, 90))}
        aria-label={t('capture.actions.rotate-right')}
      >
        ⟳
      </Button>
      <PageToolsMenu
        mandantId={mandantId}
        document={document}
        pageIndex={pageIndex}
        pages={pages}
        nextDocumentId={nextDocumentId}
        readOnly={readOnly}
        run={run}
        onMovePages={() => setDialog('move')}
        onOpenDocument={onOpenDocument}
      />
      <StartJobsMenu mandantId={mandantId} stackId={stackId} documentIds={documentIds} run={run} />
      <ArchiveButton mandantId={mandantId} stackId={stackId} document={document} run={run} />
      <Button size="compact-xs" variant="default" onClick={() => void handleDownload()}>
        {t('capture.actions.download')}
      </Button>
      <DocumentToolsMenu
        mandantId={mandantId}
        documentId={document.id}
        documentTitle={document.title}
        loadPdf={() =>
          fetchBinary('/api/cap/CapDocViewer/GetDocumentAsPdf', { mandantId, documentId: document.id })
        }
        onOpenDocument={onOpenDocument}
      />
      <SendToWorkflowButton
        mandantId={mandantId}
        documents={[{ DocID: document.id, Title: document.title }]}
        disabled={document.flags.archived}
      />
      <Button size="compact-xs" variant="default" onClick={() => void handleZip()} data-testid="download-zip">
        {zipIds.length > 1
          ? t('capture.actions.download-zip-count', { count: zipIds.length })
          : t('capture.actions.download-zip')}
      </Button>
      <Button size="compact-xs" variant="default" onClick={() => setDialog('history')}>
        {t('capture.actions.history')}
      </Button>
      {document.flags.fibuExported && (
        <Button
          size="compact-xs"
          variant="default"
          onClick={() => setDialog('export-reset')}
          data-testid="document-export-reset"
        >
          {t('export.reset.document-action')}
        </Button>
      )}
      <Button
        size="compact-xs"
        variant="subtle"
        color="red"
        disabled={readOnly}
        onClick={() =>
          void run(async () => {
            await captureApi.deleteDocuments(mandantId, documentIds);
            onDocumentGone();
          })
        }
      >
        {t('capture.actions.delete')}
      </Button>
      {dialog === 'history' && (
        <DocumentHistoryDialog mandantId={mandantId} document={document} onClose={() => setDialog(null)} />
      )}
      {dialog === 'export-reset' && (
        <ExportResetDialog
          mandantId={mandantId}
          target={{ documentIds: [document.id] }}
          label={document.title}
          onClose={() => setDialog(null)}
          onReset={(count) => {
            setDialog(null);
            void run(async () => undefined, t('export.reset.done', { count }));
          }}
        />
      )}
      {dialog === 'move' && (
        <MovePagesDialog
          documents={documents}
          pageCount={pages.length}
          currentDocumentId={document.id}
          onClose={() => setDialog(null)}
          onMove={(targetDocumentId, position) => {
            setDialog(null);
            void run(
              () => captureApi.movePages(mandantId, pages, targetDocumentId, position),
              t('capture.move-pages.done'),
            );
          }}
        />
      )}
    </Group>
  );
}
