import { Badge, Stack, Table, Text } from '@mantine/core';
import type { EInvoiceComparison } from '@belegfluss/shared';
import { useTranslation } from 'react-i18next';

/** The PDF's visible text against the XML's key fields; the XML is the legal invoice. */
export function PdfComparison({ comparison }: { comparison: EInvoiceComparison }) {
  const { t } = useTranslation();
  if (!comparison.checked)
    return (
      <Text c="dimmed">{t('einvoice.comparison.skipped', { reason: comparison.skippedReason ?? '' })}</Text>
    );
  return (
    <Stack gap="xs" data-testid="einvoice-comparison">
      <Text size="sm">{t('einvoice.comparison.intro')}</Text>
      <Table>
        <Table.Tbody>
          {comparison.fields.map((field) => (
            <Table.Tr key={field.field}>
              <Table.Td>{t(`einvoice.comparison.field.${field.field}`)}</Table.Td>
              <Table.Td ff="monospace">{field.xmlValue}</Table.Td>
              <Table.Td>
                <Badge color={field.foundInPdf ? 'green' : 'orange'} variant="light">
                  {t(field.foundInPdf ? 'einvoice.comparison.found' : 'einvoice.comparison.missing')}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
