import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  StampSignalValue,
  WfAnnotationItem,
  WfDocument,
  WfViewOptions,
  WorkflowDetail,
} from '@belegfluss/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../kernel/api-client.js';
import { blobToDataUrl } from '../../../ui/blob-data-url.js';
import { EInvoicePanel } from '../../einvoice/index.js';
import type { WorkflowApi } from '../workflow.api.js';
import { pageFrameStyle, parseAnnotationList } from '../workflow-viewer.model.js';
import { PageOverlay } from './PageOverlay.js';

const PAGE_DPI = 100;

function Thumbnail(props: {
  api: WorkflowApi;
  document: WfDocument;
  index: number;
  active: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  const image = useQuery({
    queryKey: ['workflow-page', props.document.WF_INSTANCEID, props.document.VersionId, 'thumb', props.index],
    queryFn: async () => blobToDataUrl(await props.api.thumbnail(props.document.WF_INSTANCEID, props.index)),
    staleTime: Infinity,
  });
  const url = image.data;
  return (
    <button
      type="button"
      onClick={props.onClick}
      aria-label={t('workflow.viewer.page', { page: props.index + 1 })}
      style={{
        padding: 0,
        border: `2px solid ${props.active ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-gray-3)'}`,
        background: 'white',
        cursor: 'pointer',
        width: 56,
        height: 76,
      }}
    >
      {url && <img src={url} alt="" style={{ width: '100%', height: '100%', objectFit: 'contain' }} />}
    </button>
  );
}

type Props = {
  api: WorkflowApi;
  detail: WorkflowDetail;
  currentUserId: string | null;
  pendingStamp: StampSignalValue | null;
  /** Where the pending stamp goes; null for documents without pages (e-invoices as XML). */
  onPlaceStamp: (position: { PageIndex: number; X: number; Y: number } | null) => void;
  onFailed: (error: unknown) => void;
};

/**
 * The workflow's document (WFDocViewer): the real pages with stamps and annotations, page
 * navigation, zoom and thumbnails (stored per user), notes drawn on the page, the PDF download,
 * the lock state, and the e-invoice panel for e-invoices.
 */
export function DocumentViewer(props: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { api, detail } = props;
  const instanceId = detail.WF_INSTANCEID;
  const [pageIndex, setPageIndex] = useState(0);
  const [drawing, setDrawing] = useState(false);
  const [noteText, setNoteText] = useState('');
  const document = useQuery({
    queryKey: ['workflow', 'viewer', instanceId, 'document'],
    queryFn: () => api.viewerDocument(instanceId),
    retry: false,
  });
  const options = useQuery({ queryKey: ['workflow', 'viewer', 'options'], queryFn: () => api.viewOptions() });
  const page = document.data?.Pages[pageIndex];
  const image = useQuery({
    queryKey: ['workflow-page', instanceId, document.data?.VersionId, 'image', pageIndex],
    queryFn: async () => blobToDataUrl(await api.pageImage(instanceId, pageIndex, PAGE_DPI)),
    enabled: Boolean(page),
    staleTime: Infinity,
  });
  const imageUrl = image.data ?? null;
  const annotationKey = ['workflow', 'viewer', instanceId, 'annotations', pageIndex];
  const annotations = useQuery({
    queryKey: annotationKey,
    queryFn: () => api.annotations(instanceId, pageIndex),
    enabled: Boolean(page),
  });
  const items = parseAnnotationList(annotations.data?.jsonAnnotations);
  const viewOptions: WfViewOptions = options.data ?? { zoomMode: 'fit', showThumbnails: true };

  async function saveItems(next: WfAnnotationItem[]) {
    if (!document.data) return;
    try {
      const saved = await api.saveAnnotations(instanceId, {
        docUid: document.data.DocID,
        selectedPageIndex: pageIndex,
        jsonAnnotations: JSON.stringify(next),
      });
      queryClient.setQueryData(annotationKey, saved);
    } catch (error) {
      props.onFailed(error);
      await queryClient.invalidateQueries({ queryKey: annotationKey });
    }
  }

  async function handleViewOptions(next: WfViewOptions) {
    queryClient.setQueryData(['workflow', 'viewer', 'options'], next);
    if (!detail.DeepLink) await api.setViewOptions(next).catch(props.onFailed);
  }

  async function handleDownload() {
    try {
      saveBlob(await api.pdf(instanceId), `${(document.data?.Title ?? 'Beleg').replace(/\.[^.]+$/, '')}.pdf`);
    } catch (error) {
      props.onFailed(error);
    }
  }

  if (document.isLoading) return <Loader />;
  if (document.error || !document.data) {
    return (
      <Alert color="gray" data-testid="workflow-viewer-unavailable">
        {document.error?.message ?? t('workflow.viewer.no-pages')}
      </Alert>
    );
  }
  const data = document.data;
  const pageCount = data.Pages.length;
  const canAnnotate = !detail.DeepLink;

  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        <ActionIcon
          variant="default"
          disabled={pageIndex === 0}
          onClick={() => setPageIndex(pageIndex - 1)}
          aria-label={t('workflow.viewer.previous')}
        >
          ‹
        </ActionIcon>
        <Text size="sm" data-testid="workflow-page-number">
          {t('workflow.viewer.page-of', { page: pageCount ? pageIndex + 1 : 0, count: pageCount })}
        </Text>
        <ActionIcon
          variant="default"
          disabled={pageIndex >= pageCount - 1}
          onClick={() => setPageIndex(pageIndex + 1)}
          aria-label={t('workflow.viewer.next')}
        >
          ›
        </ActionIcon>
        <Select
          size="xs"
          w={150}
          aria-label={t('workflow.viewer.zoom')}
          allowDeselect={false}
          value={viewOptions.zoomMode}
          data={(['fit', 'fullWidth', 'wholeHeight'] as const).map((mode) => ({
            value: mode,
            label: t(`workflow.viewer.zoom-${mode}`),
          }))}
          onChange={(value) =>
            value && void handleViewOptions({ ...viewOptions, zoomMode: value as WfViewOptions['zoomMode'] })
          }
        />
        <Switch
          size="xs"
          label={t('workflow.viewer.thumbnails')}
          checked={viewOptions.showThumbnails}
          onChange={(event) =>
            void handleViewOptions({ ...viewOptions, showThumbnails: event.currentTarget.checked })
          }
        />
        <Button
          size="compact-xs"
          variant="default"
          onClick={() => void handleDownload()}
          disabled={!pageCount}
        >
          {t('workflow.viewer.download')}
        </Button>
        {data.LockState.EditLocked && <Badge color="gray">{t('workflow.viewer.edit-locked')}</Badge>}
        {data.LockState.InUse && (
          <Badge color="orange">{t('workflow.viewer.in-use', { name: data.LockState.InUseBy ?? '' })}</Badge>
        )}
      </Group>
      {canAnnotate && pageCount > 0 && (
        <Group gap="xs" align="flex-end">
          <TextInput
            size="xs"
            w={260}
            label={t('workflow.viewer.note-text')}
            maxLength={999}
            value={noteText}
            onChange={(event) => setNoteText(event.currentTarget.value)}
          />
          <Button
            size="xs"
            variant={drawing ? 'filled' : 'light'}
            disabled={props.pendingStamp !== null}
            onClick={() => setDrawing(!drawing)}
          >
            {t(drawing ? 'workflow.viewer.drawing' : 'workflow.viewer.draw')}
          </Button>
        </Group>
      )}
      {props.pendingStamp && (
        <Text size="sm" c="blue" role="status">
          {t('workflow.document.place-stamp', { signal: t(`workflow.stamp.${props.pendingStamp}`) })}
        </Text>
      )}
      {viewOptions.showThumbnails && pageCount > 1 && (
        <Group gap={4}>
          {data.Pages.map((candidate) => (
            <Thumbnail
              key={candidate.PageUid}
              api={api}
              document={data}
              index={candidate.PageIndex}
              active={candidate.PageIndex === pageIndex}
              onClick={() => setPageIndex(candidate.PageIndex)}
            />
          ))}
        </Group>
      )}
      {page ? (
        <PageOverlay
          page={page}
          imageUrl={imageUrl}
          frameStyle={pageFrameStyle(page, viewOptions.zoomMode)}
          stamps={detail.Stamps.filter((stamp) => stamp.PageIndex === pageIndex)}
          annotations={items}
          currentUserId={props.currentUserId}
          stamping={props.pendingStamp !== null}
          drawing={drawing && props.pendingStamp === null}
          onPlaceStamp={(point) => props.onPlaceStamp({ PageIndex: pageIndex, X: point.x, Y: point.y })}
          onDrawn={(rect) => {
            const text = noteText.trim();
            setDrawing(false);
            setNoteText('');
            void saveItems([...items, { ...rect, type: text ? 'note' : 'rect', ...(text ? { text } : {}) }]);
          }}
          onDeleteAnnotation={
            canAnnotate ? (item) => void saveItems(items.filter((candidate) => candidate !== item)) : null
          }
        />
      ) : (
        <Group gap="xs">
          {/* An XML-only e-invoice has no pages: its readable view below is the document. */}
          {!(data.IsEInvoice && !detail.DeepLink) && (
            <Text c="dimmed" size="sm">
              {t('workflow.viewer.no-pages')}
            </Text>
          )}
          {props.pendingStamp && (
            <Button size="xs" onClick={() => props.onPlaceStamp(null)}>
              {t('workflow.viewer.without-stamp')}
            </Button>
          )}
        </Group>
      )}
      {data.IsEInvoice && !detail.DeepLink && <EInvoicePanel viewer="wf" documentId={data.DocID} />}
    </Stack>
  );
}
