import { ActionIcon, Alert, Button, FileButton, Group, ScrollArea, Table, Text } from '@mantine/core';
import { formatDateTime, type Language } from '@belegfluss/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../kernel/api-client.js';
import { captureApi } from '../capture.api.js';

const sizeText = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${Math.round(bytes / 1024)} KB`
      : `${(bytes / 1048576).toFixed(1)} MB`;

/** Files attached to the document (delivery notes, e-mails, spreadsheets): add, open, delete. */
export function AttachmentsPanel({
  mandantId,
  documentId,
  readOnly,
}: {
  mandantId: string;
  documentId: string;
  readOnly: boolean;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const queryKey = ['capture', 'attachments', mandantId, documentId];
  const attachments = useQuery({
    queryKey,
    queryFn: () => captureApi.attachments(mandantId, documentId),
  });

  async function handle(work: () => Promise<unknown>) {
    setError(null);
    setBusy(true);
    try {
      await work();
      await queryClient.invalidateQueries({ queryKey });
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ScrollArea h="100%" p="xs" data-testid="attachments-panel">
      <Group justify="space-between" mb="xs">
        <Text size="sm" fw={600}>
          {t('capture.attachments.title')}
        </Text>
        <FileButton
          onChange={(file) =>
            file && void handle(() => captureApi.addAttachment(mandantId, documentId, file))
          }
          inputProps={{ 'data-testid': 'attachment-input' } as Record<string, string>}
        >
          {(props) => (
            <Button size="compact-xs" disabled={readOnly} loading={busy} {...props}>
              {t('capture.attachments.add')}
            </Button>
          )}
        </FileButton>
      </Group>
      {error && (
        <Alert color="red" p="xs" mb="xs" role="alert">
          {error}
        </Alert>
      )}
      {attachments.data?.length === 0 && (
        <Text size="xs" c="dimmed">
          {t('capture.attachments.empty')}
        </Text>
      )}
      {!!attachments.data?.length && (
        <Table fz="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('capture.attachments.name')}</Table.Th>
              <Table.Th>{t('capture.attachments.size')}</Table.Th>
              <Table.Th>{t('capture.attachments.added')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {attachments.data.map((attachment) => (
              <Table.Tr key={attachment.id} data-testid="attachment-row">
                <Table.Td>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => void handle(() => captureApi.downloadAttachment(mandantId, attachment))}
                  >
                    {attachment.fileName}
                  </Button>
                </Table.Td>
                <Table.Td>{sizeText(attachment.size)}</Table.Td>
                <Table.Td>
                  {formatDateTime(attachment.createdAt, i18n.language as Language)} ·{' '}
                  {attachment.createdBy ?? '—'}
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="red"
                    disabled={readOnly}
                    aria-label={t('capture.attachments.delete', { name: attachment.fileName })}
                    onClick={() => void handle(() => captureApi.deleteAttachment(mandantId, attachment.id))}
                  >
                    ✕
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </ScrollArea>
  );
}
