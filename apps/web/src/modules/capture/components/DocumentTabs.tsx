import {
  Alert,
  Box,
  Group,
  Loader,
  ScrollArea,
  SegmentedControl,
  Switch,
  Table,
  Tabs,
  Text,
  Tooltip,
} from '@mantine/core';
import {
  sourceToDisplayed,
  type DocumentDetail,
  type IndexFieldName,
  type Language,
} from '@belegfluss/shared';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BookingEditor, captureBookingSource } from '../../booking/index.js';
import { EInvoicePanel } from '../../einvoice/index.js';
import { captureApi, type FieldDefinition } from '../capture.api.js';
import { AttachmentsPanel } from './AttachmentsPanel.js';
import { displayValue } from './CaptureMask.js';
import { PdfPageView, type ZoomMode } from './PdfPageView.js';

type Props = {
  mandantId: string;
  document: DocumentDetail;
  definitions: FieldDefinition[];
  pdf: PDFDocumentProxy | null;
  pdfError: string | null;
  pageIndex: number;
  tab: string;
  onTab: (tab: string) => void;
  zoomMode: ZoomMode;
  onZoomMode: (mode: ZoomMode) => void;
  /** The user's setting `highlightSearchArea`: mark on the page where each value was read. */
  highlightSources: boolean;
  activeField: IndexFieldName | null;
  selectMode: boolean;
  onSelectMode: (on: boolean) => void;
  onSelectRect: (rect: { Left: number; Top: number; Width: number; Height: number }) => void;
  lastSelection: string | null;
  readOnly: boolean;
  /** Who works here: splits of other users are read-only in the Kontierung. */
  currentKuerzel: string;
};

/** The document view with the tabs PDF, full text, index data, Kontierung and attachments, and for e-invoices the e-invoice. */
export function DocumentTabs(props: Props) {
  const { t, i18n } = useTranslation();
  const { document, pageIndex } = props;
  const page = document.pages[pageIndex];
  const text = useQuery({
    queryKey: ['capture', 'page-text', page?.id, page?.hasText],
    queryFn: () => captureApi.pageText(props.mandantId, page?.id as string),
    enabled: props.tab === 'fulltext' && !!page,
  });
  const queryClient = useQueryClient();
  // The e-invoice validation job fills the mask; reload the document once the e-invoice is there.
  const handleEInvoiceLoaded = useCallback(
    () =>
      void queryClient.invalidateQueries({ queryKey: ['capture', 'document', props.mandantId, document.id] }),
    [queryClient, props.mandantId, document.id],
  );
  // An XML-only e-invoice has no pages: it opens on its E-Rechnung tab, the PDF tab only says why it is empty.
  const xmlOnly = document.kind === 'einvoice' && document.pages.length === 0;
  const { tab, onTab } = props;
  const openedDocumentId = useRef<string | null>(null);
  useEffect(() => {
    if (openedDocumentId.current === document.id) return;
    openedDocumentId.current = document.id;
    if (xmlOnly && tab === 'pdf') onTab('einvoice');
  }, [document.id, xmlOnly, tab, onTab]);
  const kinds = new Map(props.definitions.map((definition) => [definition.field, definition.kind]));
  const highlights =
    page && props.highlightSources
      ? document.index
          .filter((entry) => entry.pageId === page.id && entry.area)
          .map((entry) => ({
            box: sourceToDisplayed(entry.area as NonNullable<typeof entry.area>, page, page.rotation),
            label: t(`capture.field.${entry.field}`),
            active: entry.field === props.activeField,
          }))
      : [];

  return (
    <Tabs
      value={props.tab === 'einvoice' && document.kind !== 'einvoice' ? 'pdf' : props.tab}
      onChange={(value) => props.onTab(value ?? 'pdf')}
      keepMounted={false}
      h="100%"
      style={{ display: 'flex', flexDirection: 'column' }}
    >
      <Tabs.List>
        <Tabs.Tab value="pdf">{t('capture.tabs.pdf')}</Tabs.Tab>
        <Tabs.Tab value="fulltext">{t('capture.tabs.fulltext')}</Tabs.Tab>
        <Tabs.Tab value="index">{t('capture.tabs.index')}</Tabs.Tab>
        {document.kind === 'einvoice' && <Tabs.Tab value="einvoice">{t('einvoice.tab.document')}</Tabs.Tab>}
        <Tabs.Tab value="booking">{t('booking.tab')}</Tabs.Tab>
        <Tabs.Tab value="attachments">{t('capture.tabs.attachments')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="pdf" style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        <Group gap="xs" p={4}>
          <SegmentedControl
            size="xs"
            value={props.zoomMode}
            onChange={(value) => props.onZoomMode(value as ZoomMode)}
            data={(['wholeHeight', 'fullWidth', 'fit'] as const).map((value) => ({
              value,
              label: t(`capture.zoom.${value}`),
            }))}
          />
          <Tooltip
            label={
              props.activeField
                ? t('capture.viewer.select-hint', { field: t(`capture.field.${props.activeField}`) })
                : t('capture.viewer.select-no-field')
            }
          >
            <Switch
              size="xs"
              label={t('capture.viewer.select-mode')}
              checked={props.selectMode}
              onChange={(event) => props.onSelectMode(event.currentTarget.checked)}
              data-testid="select-mode"
            />
          </Tooltip>
          {props.lastSelection !== null && (
            <Text size="xs" c="dimmed" data-testid="last-selection">
              {t('capture.viewer.selected', { text: props.lastSelection || '—' })}
            </Text>
          )}
        </Group>
        <div style={{ flex: 1, minHeight: 0 }}>
          {props.pdfError && <Alert color="red">{props.pdfError}</Alert>}
          {!props.pdf && !props.pdfError && document.pages.length > 0 && <Loader size="sm" m="md" />}
          {document.pages.length === 0 && (
            <Alert color="gray" variant="light" m="md" role="status" data-testid="no-pdf-hint">
              {t('capture.viewer.no-pdf')}
            </Alert>
          )}
          {props.pdf && page && (
            <PdfPageView
              pdf={props.pdf}
              pageIndex={pageIndex}
              zoomMode={props.zoomMode}
              highlights={highlights}
              showTextLayer={!props.selectMode}
              onSelectRect={props.selectMode ? props.onSelectRect : undefined}
            />
          )}
        </div>
      </Tabs.Panel>
      <Tabs.Panel value="fulltext" style={{ flex: 1, minHeight: 0 }}>
        <ScrollArea h="100%" p="xs">
          {text.isLoading && <Loader size="sm" />}
          {text.data &&
            (text.data.text ? (
              <pre data-testid="fulltext" style={{ whiteSpace: 'pre-wrap', fontSize: 12 }}>
                {text.data.text}
              </pre>
            ) : (
              <Text c="dimmed">{t('capture.viewer.no-text')}</Text>
            ))}
        </ScrollArea>
      </Tabs.Panel>
      <Tabs.Panel value="index" style={{ flex: 1, minHeight: 0 }}>
        <ScrollArea h="100%">
          <Table fz="xs" data-testid="index-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('capture.index.field')}</Table.Th>
                <Table.Th>{t('capture.index.value')}</Table.Th>
                <Table.Th>{t('capture.index.source')}</Table.Th>
                <Table.Th>{t('capture.index.page')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {document.index.map((entry) => (
                <Table.Tr key={entry.field} style={{ color: entry.valid ? undefined : '#e03131' }}>
                  <Table.Td>{t(`capture.field.${entry.field}`)}</Table.Td>
                  <Table.Td>
                    {displayValue(kinds.get(entry.field) ?? 'text', entry.value, i18n.language as Language)}
                  </Table.Td>
                  <Table.Td>{t(`capture.mask.source-${entry.source}`)}</Table.Td>
                  <Table.Td>
                    {entry.pageId
                      ? document.pages.findIndex((candidate) => candidate.id === entry.pageId) + 1 || '—'
                      : '—'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="xs" c="dimmed" p="xs">
            {t('capture.index.versions', { count: document.versions.length })}
          </Text>
        </ScrollArea>
      </Tabs.Panel>
      {document.kind === 'einvoice' && (
        <Tabs.Panel value="einvoice" style={{ flex: 1, minHeight: 0, minWidth: 0 }}>
          {/* A plain scroll box takes its width from the column, so wide invoice tables scroll inside it. */}
          <Box h="100%" p="xs" style={{ overflow: 'auto' }} data-testid="einvoice-scroll">
            <EInvoicePanel viewer="cap" documentId={document.id} onLoaded={handleEInvoiceLoaded} />
          </Box>
        </Tabs.Panel>
      )}
      <Tabs.Panel value="booking" style={{ flex: 1, minHeight: 0, overflow: 'auto' }} p="xs">
        <BookingEditor
          source={captureBookingSource(props.mandantId, document.id)}
          readOnly={props.readOnly}
          currentKuerzel={props.currentKuerzel}
        />
      </Tabs.Panel>
      <Tabs.Panel value="attachments" style={{ flex: 1, minHeight: 0 }}>
        <AttachmentsPanel mandantId={props.mandantId} documentId={document.id} readOnly={props.readOnly} />
      </Tabs.Panel>
    </Tabs>
  );
}
