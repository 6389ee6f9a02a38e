import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { Modal } from '../../../ui/modal/Modal.js';
import {
  formatDate,
  parseDateInput,
  RESUBMISSION_NOTE_MAX,
  validateResubmissionDate,
  type Resubmission,
  type ValidationIssue,
} from '@belegfluss/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorsOf, errorsOfIssues, noErrors, type FormErrors } from '../../../ui/form-errors.js';
import {
  listAssignableUsers,
  listResubmissions,
  saveResubmissions,
  type ResubmissionDraft,
} from './document-tools.api.js';
import { berlinToday } from './dates.js';

type Row = ResubmissionDraft & { key: string };

let rowCounter = 0;
const nextKey = () => `row-${(rowCounter += 1)}`;

/**
 * The rules of the server, checked before sending: a new or changed date must be valid, not in the
 * past and at most two years ahead; an unchanged stored date may stay; notes up to 999 characters.
 */
export function checkResubmissionRows(rows: Row[], stored: Resubmission[], today: string): ValidationIssue[] {
  return rows.flatMap((row, index) => {
    const previous = stored.find((entry) => entry.id === row.id);
    const path = `entries.${index}`;
    const issues =
      previous && parseDateInput(row.dueDate) === previous.dueDate
        ? []
        : validateResubmissionDate(row.dueDate, today, `${path}.dueDate`).issues;
    return row.note.length > RESUBMISSION_NOTE_MAX
      ? [...issues, { path: `${path}.note`, code: 'settings.note_too_long' }]
      : issues;
  });
}

/** Dates are typed as dd.MM.yyyy in every language (the form the shared date parser reads). */
function toRows(entries: Resubmission[]): Row[] {
  return entries.map((entry) => ({
    key: entry.id,
    id: entry.id,
    dueDate: formatDate(entry.dueDate, 'de'),
    note: entry.note,
    userId: entry.userId,
    done: entry.done,
  }));
}

/** Resubmission dates of one document: list, add, change, remove; saved together. */
export function ResubmissionDialog(props: {
  opened: boolean;
  onClose: () => void;
  mandantId: string;
  documentId: string;
  documentTitle: string;
}) {
  const { t } = useTranslation();
  const stored = useQuery({
    queryKey: ['resubmissions', props.mandantId, props.documentId],
    queryFn: () => listResubmissions(props.mandantId, props.documentId),
    enabled: props.opened,
  });
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('settings.resubmission.title', { document: props.documentTitle })}
      size="xl"
      centered
    >
      {stored.data ? (
        <ResubmissionForm {...props} stored={stored.data} />
      ) : stored.error ? (
        <Alert color="red">{errorsOf(stored.error).message}</Alert>
      ) : (
        <Text c="dimmed">{t('common.busy')}</Text>
      )}
    </Modal>
  );
}

function ResubmissionForm(props: {
  mandantId: string;
  documentId: string;
  stored: Resubmission[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const users = useQuery({
    queryKey: ['resubmission-users', props.mandantId],
    queryFn: () => listAssignableUsers(props.mandantId),
  });
  const [rows, setRows] = useState<Row[]>(() => toRows(props.stored));
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [saving, setSaving] = useState(false);
  const update = (key: string, patch: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  async function handleSave() {
    const local = errorsOfIssues(checkResubmissionRows(rows, props.stored, berlinToday()));
    if (local.message) return setErrors(local);
    setSaving(true);
    try {
      const saved = await saveResubmissions(
        props.mandantId,
        props.documentId,
        rows.map(({ key: _key, ...entry }) => entry),
      );
      client.setQueryData(['resubmissions', props.mandantId, props.documentId], saved);
      void client.invalidateQueries({ queryKey: ['resubmissions-due'] });
      props.onClose();
    } catch (error) {
      setErrors(errorsOf(error));
    } finally {
      setSaving(false);
    }
  }

  const userOptions = (users.data ?? []).map((user) => ({
    value: user.id,
    label: `${user.fullName} (${user.name})`,
  }));
  return (
    <Stack>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('settings.resubmission.empty')}</Text>
      ) : (
        <Table data-testid="resubmission-rows" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={150}>{t('settings.resubmission.due-date')}</Table.Th>
              <Table.Th>{t('settings.resubmission.note')}</Table.Th>
              <Table.Th w={220}>{t('settings.resubmission.user')}</Table.Th>
              <Table.Th w={80}>{t('settings.resubmission.done')}</Table.Th>
              <Table.Th w={40} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={row.key}>
                <Table.Td>
                  <TextInput
                    size="xs"
                    placeholder="TT.MM.JJJJ"
                    aria-label={t('settings.resubmission.due-date')}
                    value={row.dueDate}
                    error={errors.fields[`entries.${index}.dueDate`]}
                    onChange={(event) => update(row.key, { dueDate: event.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td>
                  <Textarea
                    size="xs"
                    rows={1}
                    aria-label={t('settings.resubmission.note')}
                    value={row.note}
                    error={errors.fields[`entries.${index}.note`]}
                    onChange={(event) => update(row.key, { note: event.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td>
                  <Select
                    size="xs"
                    clearable
                    searchable
                    aria-label={t('settings.resubmission.user')}
                    placeholder={t('settings.resubmission.user-self')}
                    data={userOptions}
                    value={row.userId}
                    error={errors.fields[`entries.${index}.userId`]}
                    onChange={(value) => update(row.key, { userId: value })}
                  />
                </Table.Td>
                <Table.Td>
                  <Checkbox
                    aria-label={t('settings.resubmission.done')}
                    checked={row.done}
                    onChange={(event) => update(row.key, { done: event.currentTarget.checked })}
                  />
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('settings.resubmission.remove')}
                    onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
                  >
                    ×
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Button
        variant="subtle"
        w="fit-content"
        onClick={() =>
          setRows((current) => [
            ...current,
            { key: nextKey(), dueDate: '', note: '', userId: null, done: false },
          ])
        }
      >
        {t('settings.resubmission.add')}
      </Button>
      {errors.message && (
        <Alert color="red" role="alert" data-testid="dialog-error">
          {errors.message}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onClose}>
          {t('common.cancel')}
        </Button>
        <Button loading={saving} onClick={() => void handleSave()}>
          {t('common.save')}
        </Button>
      </Group>
    </Stack>
  );
}
