import { ScrollArea, Table, Text } from '@mantine/core';
import { formatDateTime, type Language } from '@belegfluss/shared';
import { useTranslation } from 'react-i18next';
import type { JournalEntry } from '@belegfluss/shared';
import { journalActionKey } from '../capture.view-model.js';

/** Journal entries, newest first: when, who, what (and which document, for a stack's journal). */
export function JournalTable({
  entries,
  documentTitles,
}: {
  entries: JournalEntry[];
  /** Titles of the stack's documents, to name the document an entry is about. */
  documentTitles?: Map<string, string>;
}) {
  const { t, i18n } = useTranslation();
  if (entries.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('capture.journal.empty')}
      </Text>
    );
  return (
    <ScrollArea.Autosize mah={360}>
      <Table fz="xs" striped data-testid="journal-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('capture.journal.when')}</Table.Th>
            <Table.Th>{t('capture.journal.who')}</Table.Th>
            <Table.Th>{t('capture.journal.what')}</Table.Th>
            {documentTitles && <Table.Th>{t('capture.journal.document')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const key = journalActionKey(entry.action);
            return (
              <Table.Tr key={entry.id}>
                <Table.Td>{formatDateTime(entry.createdAt, i18n.language as Language)}</Table.Td>
                <Table.Td>{entry.actor ?? t('capture.journal.system')}</Table.Td>
                <Table.Td>{key ? t(key) : entry.action}</Table.Td>
                {documentTitles && (
                  <Table.Td>
                    {entry.documentId ? (documentTitles.get(entry.documentId) ?? '—') : '—'}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
