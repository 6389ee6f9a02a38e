import {
  Alert,
  Badge,
  Button,
  Fieldset,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { formatDateTime, type Language, type MailMessage } from '@belegfluss/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorsOf } from '../../ui/form-errors.js';
import { dismissMessage, downloadEml, listMessages, retryMessage } from './mail.api.js';

const stateColour: Record<MailMessage['state'], string> = {
  received: 'blue',
  imported: 'green',
  partial: 'orange',
  rejected: 'red',
  dismissed: 'gray',
};

function Reasons({ message }: { message: MailMessage }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      {message.reasons.map((reason) => (
        <Text key={`${reason.code}|${reason.fileName ?? ''}`} size="sm">
          {reason.fileName ? `${reason.fileName}: ` : ''}
          {t(`api-errors.${reason.code}`)}
        </Text>
      ))}
    </Stack>
  );
}

/** The Posteingang: received messages that wait with a reason (or all), with retry, dismiss and the .eml. */
export function PosteingangPanel({ mandantId }: { mandantId: string }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [filter, setFilter] = useState<'attention' | 'all'>('attention');
  const [error, setError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const messages = useQuery({
    queryKey: ['mail', 'messages', mandantId, filter],
    queryFn: () => listMessages(mandantId, filter),
  });
  const act = async (messageId: string, work: () => Promise<unknown>) => {
    setBusyId(messageId);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(errorsOf(failure).message);
    } finally {
      setBusyId(null);
      void client.invalidateQueries({ queryKey: ['mail', 'messages', mandantId] });
    }
  };
  const canAct = (message: MailMessage) => message.state === 'rejected' || message.state === 'partial';

  return (
    <Fieldset legend={t('mail.inbox')}>
      <Stack>
        <SegmentedControl
          value={filter}
          onChange={(value) => setFilter(value as 'attention' | 'all')}
          data={[
            { value: 'attention', label: t('mail.inbox.attention') },
            { value: 'all', label: t('mail.inbox.all') },
          ]}
        />
        {error && <Alert color="red">{error}</Alert>}
        {messages.isPending && <Loader />}
        {messages.isError && <Alert color="red">{errorsOf(messages.error).message}</Alert>}
        {messages.data?.items.length === 0 && <Text c="dimmed">{t('mail.inbox.empty')}</Text>}
        {messages.data && messages.data.items.length > 0 && (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('mail.inbox.received')}</Table.Th>
                <Table.Th>{t('mail.inbox.from')}</Table.Th>
                <Table.Th>{t('mail.inbox.subject')}</Table.Th>
                <Table.Th>{t('mail.inbox.state')}</Table.Th>
                <Table.Th>{t('mail.inbox.reason')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {messages.data.items.map((message) => (
                <Table.Tr key={message.id}>
                  <Table.Td>{formatDateTime(message.receivedAt, i18n.language as Language)}</Table.Td>
                  <Table.Td>{message.from}</Table.Td>
                  <Table.Td>{message.subject}</Table.Td>
                  <Table.Td>
                    <Badge color={stateColour[message.state]}>{t(`mail.state.${message.state}`)}</Badge>
                  </Table.Td>
                  <Table.Td>
                    <Reasons message={message} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {canAct(message) && (
                        <Button
                          size="xs"
                          loading={busyId === message.id}
                          onClick={() => void act(message.id, () => retryMessage(mandantId, message.id))}
                        >
                          {t('mail.inbox.retry')}
                        </Button>
                      )}
                      {canAct(message) && (
                        <Button
                          size="xs"
                          variant="default"
                          disabled={busyId === message.id}
                          onClick={() => void act(message.id, () => dismissMessage(mandantId, message.id))}
                        >
                          {t('mail.inbox.dismiss')}
                        </Button>
                      )}
                      {message.hasEml && (
                        <Button
                          size="xs"
                          variant="subtle"
                          onClick={() => void act(message.id, () => downloadEml(mandantId, message.id))}
                        >
                          {t('mail.inbox.eml')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Fieldset>
  );
}
