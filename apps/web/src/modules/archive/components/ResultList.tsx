import { formatAmount, formatDate } from '@belegfluss/shared';
import { Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ArchiveRow, SearchRun } from '../archive.types.js';

type Props = {
  run: SearchRun | null;
  rows: ArchiveRow[];
  columns: string[];
  selected: string | null;
  onOpen: (id: string) => void;
  onAbort: () => void;
  onMore: () => void;
};

/** The results list: hits, search state, maximum count, the mask's result columns. */
export function ResultList({ run, rows, columns, selected, onOpen, onAbort, onMore }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as 'de';
  const cell = (row: ArchiveRow, column: string) => {
    const value = row.values[column] ?? '';
    if (column === 'Betrag' && row.grossAmount)
      return formatAmount(Math.round(Number(row.grossAmount) * 100), language);
    if ((column === 'Belegdatum' || column === 'ArchiviertAm') && value)
      return formatDate(value.slice(0, 10), language);
    if (column === 'Status') return t(`archive.status.${row.status}`);
    return value;
  };
  const running = run?.state === 'started' || run?.state === 'found_continuing';
  return (
    <>
      {run && (
        <Group gap="md" data-testid="archive-search-state">
          <Text size="sm">{t(`archive.search.state.${run.state}`)}</Text>
          <Text size="sm">{t('archive.search.hits', { hits: run.hits, max: run.maxCount })}</Text>
          {run.warnings.map((code) => (
            <Text key={code} size="sm" c="orange">
              {t(`api-errors.${code}`)}
            </Text>
          ))}
          {run.errorCode && (
            <Text size="sm" c="red">
              {t(`api-errors.${run.errorCode}`)}
            </Text>
          )}
          {running && (
            <Button size="xs" variant="default" onClick={onAbort}>
              {t('archive.search.abort')}
            </Button>
          )}
        </Group>
      )}
      <Table striped highlightOnHover withTableBorder data-testid="archive-results">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column}>{t(`archive.fields.${column}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.id}
              onClick={() => onOpen(row.id)}
              style={{ cursor: 'pointer' }}
              bg={row.id === selected ? 'var(--mantine-color-blue-light)' : undefined}
            >
              {columns.map((column) => (
                <Table.Td key={column}>{cell(row, column)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {run && rows.length < run.hits && (
        <Button size="xs" variant="default" onClick={onMore}>
          {t('archive.search.more')}
        </Button>
      )}
    </>
  );
}
