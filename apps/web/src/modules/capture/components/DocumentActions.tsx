import { Button, Group, List, Menu, Modal, Text } from '@mantine/core';
import type { DocumentDetail, Duplicate } from '@belegfluss/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentToolsMenu } from '../../settings/document-tools/index.js';
import { SendToWorkflowButton } from '../../workflow/index.js';
import { captureApi, fetchBinary } from '../capture.api.js';

type Props = {
  mandantId: string;
  stackId: string;
  document: DocumentDetail;
  pageIndex: number;
  selectedPageIds: string[];
  readOnly: boolean;
  userId: string | null;
  nextDocumentId: string | null;
  run: (work: () => Promise<unknown>, success?: string) => Promise<boolean>;
  onDocumentGone: () => void;
  onOpenDocument: (documentId: string) => void;
};

/** Check-out, page tools, jobs and downloads for the open document. */
export function DocumentActions({
  mandantId,
  stackId,
  document,
  pageIndex,
  selectedPageIds,
  readOnly,
  userId,
  nextDocumentId,
  run,
  onDocumentGone,
  onOpenDocument,
}: Props) {
  const { t } = useTranslation();
  const [duplicates, setDuplicates] = useState<Duplicate[] | null>(null);
  const page = document.pages[pageIndex];
  const pages = selectedPageIds.length ? selectedPageIds : page ? [page.id] : [];
  const documentIds = [document.id];
  const mine = document.checkout?.userId === userId;

  async function handleArchive() {
    const found = await captureApi.duplicates(mandantId, documentIds).catch(() => []);
    if (found.length) return setDuplicates(found);
    await run(
      () => captureApi.startJob('startarchivejobs', { mandantId, stackId, documentIds }),
      t('capture.actions.archive-started'),
    );
  }

  async function handleDownload() {
    await run(async () => {
      const data = await fetchBinary('/api/cap/CapDocViewer/GetDocumentAsPdf', {
        mandantId,
        documentId: document.id,
      });
      const link = window.document.createElement('a');
      link.href = URL.createObjectURL(new Blob([data], { type: 'application/pdf' }));
      link.download = `${document.title.replace(/\.[^.]+$/, '')}.pdf`;
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
      <Menu>
        <Menu.Target>
          <Button size="compact-xs" variant="default" disabled={readOnly}>
            {t('capture.actions.pages')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            disabled={!page || pageIndex === 0}
            onClick={() =>
              page &&
              void run(
                () => captureApi.split(mandantId, document.id, [page.id]),
                t('capture.actions.split-done'),
              )
            }
          >
            {t('capture.actions.split')}
          </Menu.Item>
          <Menu.Item
            onClick={() =>
              void run(async () => {
                const result = await captureApi.appendToPrevious(mandantId, pages);
                onOpenDocument(result.documentId);
              }, t('capture.actions.append-done'))
            }
          >
            {t('capture.actions.append')}
          </Menu.Item>
          <Menu.Item
            disabled={!nextDocumentId}
            onClick={() =>
              nextDocumentId &&
              void run(
                () => captureApi.merge(mandantId, [document.id, nextDocumentId]),
                t('capture.actions.merge-done'),
              )
            }
          >
            {t('capture.actions.merge')}
          </Menu.Item>
          <Menu.Item
            onClick={() =>
              void run(
                () => captureApi.blankPages(mandantId, documentIds, true),
                t('capture.actions.blank-done'),
              )
            }
          >
            {t('capture.actions.blank')}
          </Menu.Item>
          <Menu.Item
            color="red"
            disabled={!pages.length}
            onClick={() => void run(() => captureApi.deletePages(mandantId, pages))}
          >
            {t('capture.actions.delete-pages')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Menu>
        <Menu.Target>
          <Button size="compact-xs" variant="default">
            {t('capture.actions.jobs')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            onClick={() =>
              void run(
                () => captureApi.startJob('startocrjobs', { mandantId, stackId, documentIds }),
                t('capture.actions.job-started'),
              )
            }
          >
            {t('capture.job-type.ocr')}
          </Menu.Item>
          <Menu.Item
            onClick={() =>
              void run(
                () => captureApi.startJob('startanalysejobs', { mandantId, stackId, documentIds }),
                t('capture.actions.job-started'),
              )
            }
          >
            {t('capture.job-type.analyse')}
          </Menu.Item>
          <Menu.Item
            onClick={() =>
              void run(
                () => captureApi.startJob('startdataextractionjobs', { mandantId, stackId, documentIds }),
                t('capture.actions.job-started'),
              )
            }
          >
            {t('capture.job-type.extraction')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Button
        size="compact-xs"
        color="green"
        disabled={document.flags.archived}
        onClick={() => void handleArchive()}
      >
        {t('capture.actions.archive')}
      </Button>
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
      <Modal
        opened={duplicates !== null}
        onClose={() => setDuplicates(null)}
        title={t('capture.duplicates.title')}
        centered
      >
        <Text size="sm">{t('capture.duplicates.text')}</Text>
        <List size="sm" my="sm" data-testid="duplicate-list">
          {(duplicates ?? []).map((duplicate) => (
            <List.Item key={duplicate.duplicateOfId}>
              {duplicate.duplicateOfTitle} ({duplicate.duplicateOfStackName}) –{' '}
              {t(`capture.duplicates.reason-${duplicate.reason}`)}
            </List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setDuplicates(null)}>
            {t('capture.common.cancel')}
          </Button>
          <Button
            color="green"
            onClick={() => {
              setDuplicates(null);
              void run(
                () =>
                  captureApi.startJob('startarchivejobs', {
                    mandantId,
                    stackId,
                    documentIds,
                    confirmDuplicates: true,
                  }),
                t('capture.actions.archive-started'),
              );
            }}
          >
            {t('capture.duplicates.archive-anyway')}
          </Button>
        </Group>
      </Modal>
    </Group>
  );
}
