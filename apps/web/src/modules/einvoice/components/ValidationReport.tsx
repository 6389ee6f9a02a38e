import { Alert, Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { EInvoiceReport, Language } from '@belegfluss/shared';
import { useTranslation } from 'react-i18next';

const LEVEL_COLORS = { error: 'red', warning: 'orange', information: 'blue' } as const;

/**
 * The validation-result tab: verdict, profile, and per finding the rule ID, its level, our message
 * in the UI language and where in the invoice (business terms and XML path).
 */
export function ValidationReport({ report }: { report: EInvoiceReport }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const count = (level: string) => report.findings.filter((finding) => finding.level === level).length;
  const reasons = report.reasons.filter((reason) => !reason.code.startsWith('rule:'));
  return (
    <Stack gap="sm" data-testid="einvoice-report">
      <Alert
        color={report.verdict === 'valid' ? 'green' : 'red'}
        title={t(`einvoice.verdict.${report.verdict}`)}
      >
        <Group gap="lg">
          {report.profile && (
            <Text size="sm">
              {t('einvoice.report.profile')}: {report.profile}
            </Text>
          )}
          {report.syntax && (
            <Text size="sm">
              {t('einvoice.report.syntax')}: {report.syntax}
            </Text>
          )}
          <Text size="sm">
            {[
              t('einvoice.report.errors', { count: count('error') }),
              t('einvoice.report.warnings', { count: count('warning') }),
              t('einvoice.report.information', { count: count('information') }),
            ].join(', ')}
          </Text>
        </Group>
        <Text size="sm" data-testid="einvoice-rule-set">
          {report.ruleSet
            ? t('einvoice.report.rule-set', {
                xrechnung: report.ruleSet.xrechnung,
                schematron: report.ruleSet.xrechnungSchematron,
                cen: report.ruleSet.cen,
                kosit: report.ruleSet.kositConfiguration,
              })
            : t('einvoice.report.rule-set-unknown')}
        </Text>
        {report.pdf?.xmlFileName && (
          <Text size="sm">{t('einvoice.pdf.attachment', { name: report.pdf.xmlFileName })}</Text>
        )}
      </Alert>
      {report.notices.map((notice) => (
        <Alert key={notice.de} color="yellow" data-testid="einvoice-notice">
          {notice[language]}
        </Alert>
      ))}
      {reasons.length > 0 && (
        <Stack gap={4}>
          <Text fw={600}>{t('einvoice.report.reasons')}</Text>
          {reasons.map((reason) => (
            <Text key={reason.code} size="sm" c="red" data-testid="einvoice-reason">
              {reason.message[language]}
            </Text>
          ))}
        </Stack>
      )}
      {report.findings.length === 0 ? (
        reasons.length === 0 && <Text c="dimmed">{t('einvoice.report.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('einvoice.report.rule')}</Table.Th>
                <Table.Th>{t('einvoice.report.level')}</Table.Th>
                <Table.Th>{t('einvoice.report.message')}</Table.Th>
                <Table.Th>{t('einvoice.report.where')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.findings.map((finding) => (
                <Table.Tr key={finding.ruleId} data-testid="einvoice-finding">
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {finding.ruleId}
                    </Text>
                  </Table.Td>
                  <Table.Td miw={120}>
                    <Badge
                      color={LEVEL_COLORS[finding.level]}
                      variant="light"
                      tt="none"
                      style={{ overflow: 'visible' }}
                    >
                      {t(`einvoice.level.${finding.level}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{finding.message[language]}</Text>
                  </Table.Td>
                  <Table.Td>
                    {finding.terms.length > 0 && <Text size="xs">{finding.terms.join(', ')}</Text>}
                    <Text size="xs" c="dimmed" ff="monospace" style={{ wordBreak: 'break-all' }}>
                      {finding.location}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
