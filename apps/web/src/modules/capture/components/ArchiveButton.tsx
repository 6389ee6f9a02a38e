import { Button, Group, List, Text } from '@mantine/core';
import { Modal } from '../../../ui/modal/Modal.js';
import type { DocumentDetail, Duplicate } from '@belegfluss/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { captureApi, type InvoiceNumberCheck } from '../capture.api.js';

type Props = {
  mandantId: string;
  stackId: string;
  document: DocumentDetail;
  run: (work: () => Promise<unknown>, success?: string) => Promise<boolean>;
};

type Findings = { duplicates: Duplicate[]; sameNumber: InvoiceNumberCheck['documents'] };

const valueOf = (document: DocumentDetail, field: string) =>
  document.index.find((entry) => entry.field === field)?.value ?? '';

/**
 * "Archivieren": before the archive job starts, the user sees duplicates (same file or same
 * creditor, number, amount and date) and other documents with the same invoice number.
 */
export function ArchiveButton({ mandantId, stackId, document, run }: Props) {
  const { t } = useTranslation();
  const [findings, setFindings] = useState<Findings | null>(null);
  const documentIds = [document.id];

  const archive = (confirmDuplicates: boolean) =>
    run(
      () => captureApi.startJob('startarchivejobs', { mandantId, stackId, documentIds, confirmDuplicates }),
      t('capture.actions.archive-started'),
    );

  async function handleArchive() {
    const number = valueOf(document, 'Kennung');
    const creditor =
      valueOf(document, 'Konto') || valueOf(document, 'UStId') || valueOf(document, 'Kreditor');
    const [duplicates, check] = await Promise.all([
      captureApi.duplicates(mandantId, documentIds).catch(() => []),
      number
        ? captureApi
            .invoiceNumberCheck(mandantId, number, document.id, creditor || undefined)
            .catch(() => null)
        : Promise.resolve(null),
    ]);
    const duplicateIds = new Set(duplicates.map((duplicate) => duplicate.duplicateOfId));
    const sameNumber = (check?.documents ?? []).filter((match) => !duplicateIds.has(match.id));
    if (duplicates.length || sameNumber.length) return setFindings({ duplicates, sameNumber });
    await archive(false);
  }

  return (
    <>
      <Button
        size="compact-xs"
        color="green"
        disabled={document.flags.archived}
        onClick={() => void handleArchive()}
      >
        {t('capture.actions.archive')}
      </Button>
      <Modal
        opened={findings !== null}
        onClose={() => setFindings(null)}
        title={t('capture.duplicates.title')}
        centered
      >
        {findings && findings.duplicates.length > 0 && (
          <>
            <Text size="sm">{t('capture.duplicates.text')}</Text>
            <List size="sm" my="sm" data-testid="duplicate-list">
              {findings.duplicates.map((duplicate) => (
                <List.Item key={duplicate.duplicateOfId}>
                  {duplicate.duplicateOfTitle} ({duplicate.duplicateOfStackName}) –{' '}
                  {t(`capture.duplicates.reason-${duplicate.reason}`)}
                </List.Item>
              ))}
            </List>
          </>
        )}
        {findings && findings.sameNumber.length > 0 && (
          <>
            <Text size="sm">
              {t('capture.duplicates.same-number', { number: valueOf(document, 'Kennung') })}
            </Text>
            <List size="sm" my="sm" data-testid="same-number-list">
              {findings.sameNumber.map((match) => (
                <List.Item key={match.id}>
                  {match.title} ({match.stackName}){match.archived ? ` – ${t('capture.flag.archived')}` : ''}
                </List.Item>
              ))}
            </List>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setFindings(null)}>
            {t('capture.common.cancel')}
          </Button>
          <Button
            color="green"
            onClick={() => {
              setFindings(null);
              void archive(true);
            }}
          >
            {t('capture.duplicates.archive-anyway')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
