import { Alert, Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import type { ExportCheckResult, ExportIssue } from '@belegfluss/shared';
import { useTranslation } from 'react-i18next';

type Props = {
  mandantId: string;
  check: ExportCheckResult;
  /** Called when the user follows a document's link (the capture page opens it in place). */
  onOpenDocument?: ((issue: ExportIssue) => void) | undefined;
};

/** Where a finding's document opens: the capture page with Mandant, stack and document chosen. */
export function captureLink(mandantId: string, issue: ExportIssue): string {
  const query = new URLSearchParams({
    mandantId,
    stackId: issue.stackId ?? '',
    documentId: issue.documentId ?? '',
  });
  return `#/MainFrame/Unides?${query}`;
}

/**
 * The pre-export check as a list: what would be exported, then every finding with its document
 * (a link that opens it in capture), the field and the message in DATEV's wording.
 */
export function ExportCheckView({ mandantId, check, onOpenDocument }: Props) {
  const { t } = useTranslation();
  const errors = check.issues.filter((issue) => issue.severity === 'error').length;
  return (
    <Stack gap="xs" data-testid="export-check">
      <Text size="sm" data-testid="export-check-summary">
        {t('export.check.summary', {
          documents: check.documents,
          rows: check.rows,
          periods: check.periods.join(', ') || '–',
        })}
      </Text>
      {check.autoJobsRunning && (
        <Alert color="orange" p="xs" data-testid="export-auto-jobs">
          {t('api-errors.capture.stack_auto_jobs_running')}
        </Alert>
      )}
      {check.documents === 0 && (
        <Alert color="yellow" p="xs" data-testid="export-nothing">
          {t('api-errors.export.nothing_to_export')}
        </Alert>
      )}
      {errors > 0 && (
        <Alert color="red" p="xs">
          {t('export.check.errors', { count: errors })}
        </Alert>
      )}
      {check.issues.length === 0 ? (
        check.documents > 0 && (
          <Text size="sm" c="green" data-testid="export-check-clean">
            {t('export.check.clean')}
          </Text>
        )
      ) : (
        <Table striped withTableBorder fz="xs" data-testid="export-issues">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('export.check.severity')}</Table.Th>
              <Table.Th>{t('export.check.document')}</Table.Th>
              <Table.Th>{t('export.check.field')}</Table.Th>
              <Table.Th>{t('export.check.message')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {check.issues.map((issue, index) => (
              <Table.Tr key={`${issue.documentId ?? 'setup'}-${index}`} data-testid="export-issue">
                <Table.Td>
                  <Badge size="xs" color={issue.severity === 'error' ? 'red' : 'yellow'}>
                    {t(`export.check.severity-${issue.severity}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {issue.documentId ? (
                    <Anchor
                      size="xs"
                      href={captureLink(mandantId, issue)}
                      onClick={() => onOpenDocument?.(issue)}
                      data-testid="export-issue-document"
                    >
                      {issue.documentTitle || t('export.check.open-document')}
                    </Anchor>
                  ) : (
                    t('export.check.settings')
                  )}
                </Table.Td>
                <Table.Td>{issue.field}</Table.Td>
                <Table.Td>{issue.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
