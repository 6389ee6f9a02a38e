import { Loader, Table, Text } from '@mantine/core';
import { Modal } from '../../../ui/modal/Modal.js';
import { formatDateTime, type DocumentDetail, type Language } from '@belegfluss/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { captureApi } from '../capture.api.js';
import { JournalTable } from './JournalTable.js';

/** The history of a document: its versions (each page operation writes one) and its journal. */
export function DocumentHistoryDialog({
  mandantId,
  document,
  onClose,
}: {
  mandantId: string;
  document: DocumentDetail;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const history = useQuery({
    queryKey: ['capture', 'history', mandantId, document.id, document.updatedAt],
    queryFn: () => captureApi.documentHistory(mandantId, document.id),
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('capture.history.title', { title: document.title })}
      size="lg"
      centered
    >
      {!history.data && <Loader size="sm" />}
      {history.data && (
        <>
          <Text fw={600} size="sm">
            {t('capture.history.versions')}
          </Text>
          <Table fz="xs" mb="md" data-testid="version-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('capture.history.version')}</Table.Th>
                <Table.Th>{t('capture.history.operation')}</Table.Th>
                <Table.Th>{t('capture.history.pages')}</Table.Th>
                <Table.Th>{t('capture.journal.who')}</Table.Th>
                <Table.Th>{t('capture.journal.when')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.data.versions.map((version) => (
                <Table.Tr key={version.id}>
                  <Table.Td>{version.versionNo}</Table.Td>
                  <Table.Td>
                    {t(`capture.history.operation-${version.operation}`, { defaultValue: version.operation })}
                  </Table.Td>
                  <Table.Td>{version.pageCount}</Table.Td>
                  <Table.Td>{version.createdBy ?? t('capture.journal.system')}</Table.Td>
                  <Table.Td>{formatDateTime(version.createdAt, i18n.language as Language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text fw={600} size="sm">
            {t('capture.history.journal')}
          </Text>
          <JournalTable entries={history.data.journal} />
        </>
      )}
    </Modal>
  );
}
