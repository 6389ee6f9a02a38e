import { Badge, Button, Group, Stack, Table, Textarea } from '@mantine/core';
import {
  formatDateTime,
  WORKFLOW_NOTE_MAX_LENGTH,
  type HistoryEntry,
  type Language,
} from '@belegfluss/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The workflow history (every step), with a field to add a note. */
export function HistoryPanel(props: {
  entries: HistoryEntry[] | undefined;
  canNote: boolean;
  onNote: (text: string) => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);

  async function handleSave() {
    setSaving(true);
    try {
      await props.onNote(note.trim());
      setNote('');
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack>
      <Table striped withTableBorder aria-label={t('workflow.history.title')} data-testid="workflow-history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('workflow.history.time')}</Table.Th>
            <Table.Th>{t('workflow.history.user')}</Table.Th>
            <Table.Th>{t('workflow.history.type')}</Table.Th>
            <Table.Th>{t('workflow.history.text')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.entries?.map((entry) => (
            <Table.Tr key={entry.GUID}>
              <Table.Td>{formatDateTime(entry.TIME_STAMP, language)}</Table.Td>
              <Table.Td>{entry.Fullname}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {entry.EntryTypeNames.map((name) => (
                    <Badge key={name} size="xs" variant="light">
                      {t(`workflow.history-type.${name}`)}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>{entry.TEXT}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {props.canNote && (
        <Group align="flex-end">
          <Textarea
            style={{ flex: 1 }}
            label={t('workflow.history.note')}
            maxLength={WORKFLOW_NOTE_MAX_LENGTH}
            autosize
            minRows={1}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          <Button onClick={() => void handleSave()} loading={saving} disabled={!note.trim()}>
            {t('workflow.history.add-note')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
