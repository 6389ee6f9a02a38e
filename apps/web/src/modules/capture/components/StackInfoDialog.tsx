import { Loader, Table, Tabs } from '@mantine/core';
import { Modal } from '../../../ui/modal/Modal.js';
import type { Stack } from '@belegfluss/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { captureApi, type StackStatistics } from '../capture.api.js';
import { JournalTable } from './JournalTable.js';

const counts: (keyof Omit<StackStatistics, 'stackId'>)[] = [
  'folders',
  'documents',
  'pages',
  'green',
  'flawed',
  'locked',
  'fibuExported',
  'dmsExported',
  'archived',
  'openJobs',
];

type Props = {
  mandantId: string;
  stack: Stack;
  documentTitles: Map<string, string>;
  onClose: () => void;
};

/** Statistics (counts of folders, documents, pages, states, open jobs) and the journal of a stack. */
export function StackInfoDialog({ mandantId, stack, documentTitles, onClose }: Props) {
  const { t } = useTranslation();
  const statistics = useQuery({
    queryKey: ['capture', 'statistics', mandantId, stack.id],
    queryFn: () => captureApi.statistics(mandantId, stack.id),
  });
  const journal = useQuery({
    queryKey: ['capture', 'journal', mandantId, stack.id],
    queryFn: () => captureApi.stackJournal(mandantId, stack.id),
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('capture.stack-info.title', { name: stack.name })}
      size="lg"
      centered
    >
      <Tabs defaultValue="statistics">
        <Tabs.List>
          <Tabs.Tab value="statistics">{t('capture.stack-info.statistics')}</Tabs.Tab>
          <Tabs.Tab value="journal">{t('capture.stack-info.journal')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="statistics" pt="xs">
          {statistics.data ? (
            <Table fz="sm" data-testid="stack-statistics">
              <Table.Tbody>
                {counts.map((count) => (
                  <Table.Tr key={count}>
                    <Table.Td>{t(`capture.stack-info.count-${count}`)}</Table.Td>
                    <Table.Td ta="right" data-count={count}>
                      {statistics.data[count]}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : (
            <Loader size="sm" />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="journal" pt="xs">
          {journal.data ? (
            <JournalTable entries={journal.data} documentTitles={documentTitles} />
          ) : (
            <Loader size="sm" />
          )}
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
