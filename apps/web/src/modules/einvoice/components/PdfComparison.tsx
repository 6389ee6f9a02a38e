import { Alert, Badge, Button, Stack, Table, Text } from '@mantine/core';
import { formatDateTime, type EInvoiceComparison, type Language } from '@belegfluss/shared';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS = { same: 'green', different: 'red', missing: 'orange' } as const;

/** The name of a compared value; VAT per rate names its rate. */
function useFieldLabel() {
  const { t } = useTranslation();
  return (field: string) =>
    field.startsWith('vatRate:')
      ? t('einvoice.comparison.field.vatRate', { rate: field.slice('vatRate:'.length) })
      : t(`einvoice.comparison.field.${field}`);
}

/** Differences between the PDF and the XML of a hybrid invoice, and the confirmation that the XML counts. */
export function PdfDifferencesNotice({
  comparison,
  onConfirm,
  confirming,
}: {
  comparison: EInvoiceComparison;
  onConfirm?: () => void;
  confirming?: boolean;
}) {
  const { t, i18n } = useTranslation();
  if (!comparison.checked || comparison.differences === 0) return null;
  if (comparison.confirmedAt)
    return (
      <Alert color="gray" data-testid="einvoice-pdf-confirmed">
        {t('einvoice.comparison.confirmed', {
          name: comparison.confirmedBy ?? '',
          date: formatDateTime(comparison.confirmedAt, i18n.language as Language),
        })}
      </Alert>
    );
  return (
    <Alert
      color="red"
      title={t('einvoice.comparison.differ-title', { count: comparison.differences })}
      data-testid="einvoice-pdf-differs"
    >
      <Stack gap="xs">
        {comparison.fields
          .filter((field) => field.status === 'different')
          .map((field) => (
            <Text key={field.field} size="sm" data-testid="einvoice-pdf-difference">
              {field.message[i18n.language as Language]}
            </Text>
          ))}
        <Text size="sm">{t('einvoice.comparison.xml-counts')}</Text>
        {onConfirm && (
          <Button
            size="xs"
            color="red"
            variant="light"
            loading={confirming}
            onClick={onConfirm}
            data-testid="einvoice-confirm-xml"
          >
            {t('einvoice.comparison.confirm')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/** Each key value of the XML against what the visible PDF says; the XML is the legal invoice. */
export function PdfComparison({ comparison }: { comparison: EInvoiceComparison }) {
  const { t, i18n } = useTranslation();
  const label = useFieldLabel();
  const language = i18n.language as Language;
  if (!comparison.checked)
    return (
      <Text c="dimmed">
        {t('einvoice.comparison.skipped', {
          reason: t(`einvoice.comparison.reason.${comparison.skippedReason ?? 'no-text'}`),
        })}
      </Text>
    );
  return (
    <Stack gap="xs" data-testid="einvoice-comparison">
      <Text size="sm">{t('einvoice.comparison.intro')}</Text>
      <Table>
        <Table.Tbody>
          {comparison.fields.map((field) => (
            <Table.Tr key={field.field}>
              <Table.Td>{label(field.field)}</Table.Td>
              <Table.Td>{field.message[language]}</Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLORS[field.status]} variant="light" tt="none">
                  {t(`einvoice.comparison.status.${field.status}`)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
