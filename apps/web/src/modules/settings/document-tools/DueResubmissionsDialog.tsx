import { Alert, Button, Group, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { Modal } from '../../../ui/modal/Modal.js';
import { formatDate, parseDateInput, type Language, type Resubmission } from '@belegfluss/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorsOf } from '../../../ui/form-errors.js';
import { listDueResubmissions, listResubmissions, saveResubmissions } from './document-tools.api.js';
import { berlinToday } from './dates.js';

/**
 * Open resubmissions due until a date: the caller's own (assigned to them, or planned by them for
 * nobody else) or all of the Mandant. A row opens its document or marks the entry as done.
 */
export function DueResubmissionsDialog(props: {
  opened: boolean;
  onClose: () => void;
  mandantId: string;
  onOpenDocument?: (documentId: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [untilText, setUntilText] = useState(() => formatDate(berlinToday(), 'de'));
  const [scope, setScope] = useState<'mine' | 'all'>('mine');
  const [actionError, setActionError] = useState<string | null>(null);
  const until = parseDateInput(untilText);
  const due = useQuery({
    queryKey: ['resubmissions-due', props.mandantId, until, scope],
    queryFn: () => listDueResubmissions(props.mandantId, until as string, scope === 'mine'),
    enabled: props.opened && until !== null,
  });
  const today = berlinToday();

  async function handleDone(entry: Resubmission) {
    setActionError(null);
    try {
      const entries = await listResubmissions(props.mandantId, entry.documentId);
      await saveResubmissions(
        props.mandantId,
        entry.documentId,
        entries.map((other) => ({
          id: other.id,
          dueDate: other.dueDate,
          note: other.note,
          userId: other.userId,
          done: other.done || other.id === entry.id,
        })),
      );
      await client.invalidateQueries({ queryKey: ['resubmissions-due'] });
      await client.invalidateQueries({ queryKey: ['resubmissions', props.mandantId, entry.documentId] });
    } catch (error) {
      setActionError(errorsOf(error).message);
    }
  }

  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('settings.due.title')} size="xl" centered>
      <Stack>
        <Group align="end">
          <TextInput
            label={t('settings.due.until')}
            w={160}
            value={untilText}
            error={until === null ? t('api-errors.settings.date_invalid') : undefined}
            onChange={(event) => setUntilText(event.currentTarget.value)}
          />
          <SegmentedControl
            aria-label={t('settings.due.scope')}
            value={scope}
            onChange={(value) => setScope(value as 'mine' | 'all')}
            data={[
              { value: 'mine', label: t('settings.due.mine') },
              { value: 'all', label: t('settings.due.all') },
            ]}
          />
        </Group>
        {(actionError ?? due.error) && (
          <Alert color="red" role="alert">
            {actionError ?? errorsOf(due.error).message}
          </Alert>
        )}
        {due.data && due.data.length === 0 ? (
          <Text c="dimmed">{t('settings.due.empty')}</Text>
        ) : (
          <Table data-testid="due-resubmissions" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={130}>{t('settings.resubmission.due-date')}</Table.Th>
                <Table.Th>{t('settings.resubmission.note')}</Table.Th>
                <Table.Th w={200}>{t('settings.due.document')}</Table.Th>
                <Table.Th w={200} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(due.data ?? []).map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>
                    {formatDate(entry.dueDate, i18n.language as Language)}
                    {entry.dueDate < today && (
                      <Text span c="red" size="xs" ml={4}>
                        {t('settings.due.overdue')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{entry.note}</Table.Td>
                  <Table.Td>
                    <Text size="xs" c="dimmed" truncate>
                      {entry.documentId}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end">
                      {props.onOpenDocument && (
                        <Button
                          size="compact-xs"
                          variant="light"
                          onClick={() => {
                            props.onOpenDocument?.(entry.documentId);
                            props.onClose();
                          }}
                        >
                          {t('settings.due.open')}
                        </Button>
                      )}
                      <Button size="compact-xs" variant="default" onClick={() => void handleDone(entry)}>
                        {t('settings.due.mark-done')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Modal>
  );
}
