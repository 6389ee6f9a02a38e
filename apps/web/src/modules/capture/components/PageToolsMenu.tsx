import { Button, Menu } from '@mantine/core';
import type { DocumentDetail } from '@belegfluss/shared';
import { useTranslation } from 'react-i18next';
import { captureApi } from '../capture.api.js';

type Props = {
  mandantId: string;
  document: DocumentDetail;
  pageIndex: number;
  /** The pages the tools act on: the selected ones, or else the shown page. */
  pages: string[];
  nextDocumentId: string | null;
  readOnly: boolean;
  run: (work: () => Promise<unknown>, success?: string) => Promise<boolean>;
  onMovePages: () => void;
  onOpenDocument: (documentId: string) => void;
};

/** The "Seiten" menu: move, split, append, merge, remove blank pages, delete pages. */
export function PageToolsMenu({
  mandantId,
  document,
  pageIndex,
  pages,
  nextDocumentId,
  readOnly,
  run,
  onMovePages,
  onOpenDocument,
}: Props) {
  const { t } = useTranslation();
  const page = document.pages[pageIndex];
  return (
    <Menu>
      <Menu.Target>
        <Button size="compact-xs" variant="default" disabled={readOnly}>
          {t('capture.actions.pages')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item disabled={!pages.length} onClick={onMovePages}>
          {t('capture.move-pages.action')}
        </Menu.Item>
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
              () => captureApi.blankPages(mandantId, [document.id], true),
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
  );
}
