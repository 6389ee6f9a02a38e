import { ActionIcon, Alert, Button, Group, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { blobToDataUrl } from '../../../ui/blob-data-url.js';
import type { GoodsReceiptApi } from '../goods-receipt.api.js';
import { SplitAreaPage } from './SplitAreaPage.js';
import type { PanelRun } from './use-panel-run.js';

type Props = {
  api: GoodsReceiptApi;
  mandantId: string;
  documentId: string;
  editable: boolean;
  run: PanelRun;
  /** The image of the document's page at this index (the workflow's viewer renders it). */
  pageImage: (pageIndex: number) => Promise<Blob>;
};

/**
 * The document view of the goods-receipt panel (spec 001): the page with the marked areas of the
 * linked lines, page and mark navigation, and the mark mode in which a dragged rectangle marks
 * where the selected linked line is printed.
 */
export function DocumentAreasSection(props: Props) {
  const { t } = useTranslation();
  const { api, mandantId, documentId, run } = props;
  const view = useQuery({
    queryKey: ['goods-receipt', documentId, 'view'],
    queryFn: () => api.docView(mandantId, documentId),
  });
  const state = useQuery({
    queryKey: ['goods-receipt', documentId, 'state'],
    queryFn: () => api.state(mandantId),
  });
  const linked = useQuery({
    queryKey: ['goods-receipt', documentId, 'doc'],
    queryFn: () => api.gridDoc(mandantId, documentId),
  });
  const pages = view.data?.Pages ?? [];
  const page = pages.find((candidate) => candidate.PageUID === view.data?.SelectedPageUID) ?? pages[0];
  const image = useQuery({
    queryKey: ['goods-receipt-page', documentId, page?.Index],
    queryFn: async () => blobToDataUrl(await props.pageImage(page?.Index ?? 0)),
    enabled: Boolean(page),
    staleTime: Infinity,
  });

  if (view.isError) return <Alert color="red">{view.error.message}</Alert>;
  if (!view.data) return <Loader size="sm" />;
  const areas = view.data.Areas;
  const selectedId = state.data?.SelectedBuWkId ?? null;
  const selectedLine = linked.data?.Rows.find((row) => row.BuWkData.ID_BU_WK === selectedId)?.BuWkData;
  const selectedArea = areas.find((area) => area.ID_BU_WK === selectedId);
  const marking = props.editable && view.data.MarkMode && Boolean(selectedLine);
  const position = page ? pages.indexOf(page) : -1;
  const turnTo = (index: number) => {
    const target = pages[index];
    if (target) void run(() => api.setPage(mandantId, target.PageUID));
  };

  return (
    <Stack gap="xs" data-testid="goods-receipt-document">
      <Title order={5}>{t('goods-receipt.document.title')}</Title>
      <Group gap="xs" wrap="wrap">
        <ActionIcon
          variant="default"
          disabled={position <= 0}
          onClick={() => turnTo(position - 1)}
          aria-label={t('goods-receipt.document.previous-page')}
        >
          ‹
        </ActionIcon>
        <Text size="sm">
          {t('goods-receipt.document.page-of', { page: position + 1, count: pages.length })}
        </Text>
        <ActionIcon
          variant="default"
          disabled={position < 0 || position >= pages.length - 1}
          onClick={() => turnTo(position + 1)}
          aria-label={t('goods-receipt.document.next-page')}
        >
          ›
        </ActionIcon>
        <Switch
          size="xs"
          label={t('goods-receipt.document.mark-mode')}
          checked={view.data.MarkMode}
          disabled={!props.editable}
          onChange={(event) => {
            const active = event.currentTarget.checked;
            void run(() => api.markMode(mandantId, active));
          }}
        />
        <Button
          size="xs"
          variant="default"
          disabled={areas.length === 0}
          onClick={() => void run(() => api.markNavigation(mandantId, 'BACKWARD'))}
        >
          {t('goods-receipt.document.previous-mark')}
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={areas.length === 0}
          onClick={() => void run(() => api.markNavigation(mandantId, 'FORWARD'))}
        >
          {t('goods-receipt.document.next-mark')}
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={!props.editable || !selectedArea}
          onClick={() => selectedId && void run(() => api.splitArea(mandantId, selectedId, null))}
        >
          {t('goods-receipt.document.remove-mark')}
        </Button>
      </Group>
      {view.data.MarkMode && props.editable && (
        <Text size="sm" c="dimmed" data-testid="goods-receipt-mark-hint">
          {selectedLine
            ? t('goods-receipt.document.mark-hint', {
                label: selectedLine.EXT_ARTIKEL_NR || selectedLine.EXT_ARTIKEL_BEZ,
              })
            : t('goods-receipt.document.choose-line')}
        </Text>
      )}
      {page ? (
        <SplitAreaPage
          page={page}
          imageUrl={image.data ?? null}
          areas={areas.filter((area) => area.PageUID === page.PageUID)}
          marking={marking}
          onSelectArea={(area) => void run(() => api.selectDoc(mandantId, [area.ID_BU_WK]))}
          onMarked={(box) =>
            selectedId &&
            void run(() => api.splitArea(mandantId, selectedId, { PageUID: page.PageUID, Box: box }))
          }
        />
      ) : (
        <Text c="dimmed">{t('goods-receipt.document.no-pages')}</Text>
      )}
      {image.isError && <Alert color="red">{t('goods-receipt.document.image-failed')}</Alert>}
    </Stack>
  );
}
