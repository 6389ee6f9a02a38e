import { formatDateTime } from '@belegfluss/shared';
import { Alert, Badge, Button, Group, Image, Loader, Stack, Table, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { archiveApi } from '../archive.api.js';
import type { ArchiveDocument } from '../archive.types.js';

function PageImage({ documentId, pageNo }: { documentId: string; pageNo: number }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let current: string | null = null;
    void archiveApi.pageImage(documentId, pageNo).then((created) => {
      current = created;
      setUrl(created);
    });
    return () => {
      if (current) URL.revokeObjectURL(current);
    };
  }, [documentId, pageNo]);
  return url ? (
    <Image src={url} alt={t('archive.viewer.page', { page: pageNo })} maw={700} data-testid="archive-page" />
  ) : (
    <Loader size="sm" />
  );
}

function PageText({ documentId, pageNo }: { documentId: string; pageNo: number }) {
  const text = useQuery({
    queryKey: ['archive', 'text', documentId, pageNo],
    queryFn: () => archiveApi.pageText(documentId, pageNo),
  });
  return (
    <Text component="pre" size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="archive-page-text">
      {text.data?.text ?? ''}
    </Text>
  );
}

function KeyValues({ rows }: { rows: [string, string][] }) {
  return (
    <Table striped withTableBorder>
      <Table.Tbody>
        {rows.map(([key, value]) => (
          <Table.Tr key={key}>
            <Table.Th w={220}>{key}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Pages({ document }: { document: ArchiveDocument }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  return (
    <Stack>
      <Group>
        <Button size="xs" variant="default" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          {t('archive.viewer.previous')}
        </Button>
        <Text size="sm">{t('archive.viewer.page-of', { page, count: document.pageCount })}</Text>
        <Button
          size="xs"
          variant="default"
          disabled={page >= document.pageCount}
          onClick={() => setPage(page + 1)}
        >
          {t('archive.viewer.next')}
        </Button>
      </Group>
      {document.pdfFormat === 'none' ? (
        <Text c="dimmed">{t('archive.viewer.no-pdf')}</Text>
      ) : (
        <PageImage documentId={document.id} pageNo={page} />
      )}
    </Stack>
  );
}

function Texts({ document }: { document: ArchiveDocument }) {
  return (
    <Stack>
      {Array.from({ length: document.pageCount }, (_, index) => (
        <PageText key={index} documentId={document.id} pageNo={index + 1} />
      ))}
    </Stack>
  );
}

function Booking({ document }: { document: ArchiveDocument }) {
  const { t } = useTranslation();
  if (!document.booking) return <Text c="dimmed">{t('archive.viewer.no-booking')}</Text>;
  return (
    <Table striped withTableBorder>
      <Table.Thead>
        <Table.Tr>
          {['account', 'tax-key', 'cost1', 'cost2', 'net', 'vat', 'gross', 'text'].map((column) => (
            <Table.Th key={column}>{t(`archive.booking.${column}`)}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {document.booking.lines.map((line, index) => (
          <Table.Tr key={index}>
            {[
              line.account,
              line.taxKey,
              line.costCentre1,
              line.costCentre2,
              line.net,
              line.vat,
              line.gross,
              line.text,
            ].map((value, column) => (
              <Table.Td key={column}>{value ?? ''}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function History({ document }: { document: ArchiveDocument }) {
  const { t, i18n } = useTranslation();
  return (
    <Table striped withTableBorder data-testid="archive-history">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('archive.history.at')}</Table.Th>
          <Table.Th>{t('archive.history.actor')}</Table.Th>
          <Table.Th>{t('archive.history.source')}</Table.Th>
          <Table.Th>{t('archive.history.action')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {document.history.map((entry, index) => (
          <Table.Tr key={index}>
            <Table.Td>{formatDateTime(entry.at, i18n.language as 'de')}</Table.Td>
            <Table.Td>{entry.actor ?? ''}</Table.Td>
            <Table.Td>{t(`archive.history.sources.${entry.source}`)}</Table.Td>
            <Table.Td>{entry.action}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function EInvoice({ document }: { document: ArchiveDocument }) {
  const { t } = useTranslation();
  const einvoice = document.einvoice;
  if (!einvoice) return <Text c="dimmed">{t('archive.viewer.no-einvoice')}</Text>;
  return (
    <Stack>
      <KeyValues
        rows={[
          [t('archive.einvoice.syntax'), einvoice.syntax ?? ''],
          [t('archive.einvoice.profile'), einvoice.profile ?? ''],
          [t('archive.einvoice.state'), einvoice.state ?? ''],
          [t('archive.einvoice.valid'), einvoice.valid ? t('archive.yes') : t('archive.no')],
        ]}
      />
      {einvoice.messages.map((message, index) => (
        <Text key={index} size="sm">
          {message.severity} {message.rule}: {message.text}
        </Text>
      ))}
    </Stack>
  );
}

/** The archive document viewer: pages, text, index data, booking, history, e-invoice, revisions, downloads. */
export function ArchiveViewer({ documentId, onOpen }: { documentId: string; onOpen?: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const query = useQuery({
    queryKey: ['archive', 'document', documentId],
    queryFn: () => archiveApi.document(documentId),
  });
  if (query.isLoading) return <Loader />;
  if (!query.data) {
    return (
      <Alert color="red">
        {query.error instanceof Error ? query.error.message : t('archive.viewer.missing')}
      </Alert>
    );
  }
  const document = query.data;
  const baseName = document.title.replace(/\.[^.]+$/, '');
  return (
    <Stack data-testid="archive-viewer">
      <Group justify="space-between">
        <Group>
          <Text fw={600}>{document.title}</Text>
          <Badge>{t(`archive.status.${document.status}`)}</Badge>
          <Badge variant="light">{t('archive.viewer.revision', { revision: document.revision })}</Badge>
          {document.pdfFormat === 'pdfa-2b' && <Badge variant="outline">PDF/A-2b</Badge>}
        </Group>
        <Group>
          <Button
            size="xs"
            variant="default"
            onClick={() => void archiveApi.download(document.id, 'Pdf', `${baseName}.pdf`)}
          >
            {t('archive.viewer.download-pdf')}
          </Button>
          {document.canDownloadOriginal && (
            <Button
              size="xs"
              variant="default"
              onClick={() => void archiveApi.download(document.id, 'Original', document.title)}
            >
              {t('archive.viewer.download-original')}
            </Button>
          )}
        </Group>
      </Group>
      {document.supersededBy && onOpen && (
        <Alert color="yellow">
          {t('archive.viewer.superseded')}{' '}
          <Button size="xs" variant="subtle" onClick={() => onOpen(document.supersededBy as string)}>
            {t('archive.viewer.open-current')}
          </Button>
        </Alert>
      )}
      <Tabs defaultValue="pages" keepMounted={false}>
        <Tabs.List>
          {['pages', 'text', 'index', 'booking', 'history', 'einvoice', 'revisions', 'retention'].map(
            (tab) => (
              <Tabs.Tab key={tab} value={tab}>
                {t(`archive.viewer.tabs.${tab}`)}
              </Tabs.Tab>
            ),
          )}
        </Tabs.List>
        <Tabs.Panel value="pages" pt="sm">
          <Pages document={document} />
        </Tabs.Panel>
        <Tabs.Panel value="text" pt="sm">
          <Texts document={document} />
        </Tabs.Panel>
        <Tabs.Panel value="index" pt="sm">
          <KeyValues rows={document.indexValues.map((entry) => [entry.field, entry.value])} />
        </Tabs.Panel>
        <Tabs.Panel value="booking" pt="sm">
          <Booking document={document} />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="sm">
          <History document={document} />
        </Tabs.Panel>
        <Tabs.Panel value="einvoice" pt="sm">
          <EInvoice document={document} />
        </Tabs.Panel>
        <Tabs.Panel value="revisions" pt="sm">
          <Stack>
            {document.revisions.map((revision) => (
              <Group key={revision.id}>
                <Button
                  size="xs"
                  variant={revision.id === document.id ? 'filled' : 'default'}
                  onClick={() => onOpen?.(revision.id)}
                >
                  {t('archive.viewer.revision', { revision: revision.revision })}
                </Button>
                <Text size="sm">{formatDateTime(revision.archivedAt, i18n.language as 'de')}</Text>
                <Text size="sm" c="dimmed">
                  {revision.correctionReason ?? ''}
                </Text>
              </Group>
            ))}
            <Text size="xs" c="dimmed">
              {t('archive.viewer.hash', { hash: document.contentHash })}
            </Text>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="retention" pt="sm">
          <KeyValues
            rows={[
              [
                t('archive.retention.class'),
                t(`archive.retention.classes.${document.retention.retentionClass}`),
              ],
              [
                t('archive.retention.until'),
                document.retention.retentionUntil ?? t('archive.retention.open'),
              ],
              [
                t('archive.retention.hold'),
                document.retention.legalHold || document.retention.mandantHold
                  ? t('archive.yes')
                  : t('archive.no'),
              ],
            ]}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
