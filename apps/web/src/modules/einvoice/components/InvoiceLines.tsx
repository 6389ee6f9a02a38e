import { Button, Card, Table, Text, Title } from '@mantine/core';
import type { EInvoiceLine } from '@belegfluss/shared';
import { Fragment } from 'react';
import { useInvoiceFormat } from './InvoiceFields.js';

/** The line's further business terms, each with its label and number, under the item name. */
function LineDetails({ line, currency }: { line: EInvoiceLine; currency: string | null }) {
  const { t, term, amount, number, date } = useInvoiceFormat();
  const labelled = (id: string, value: string | null) => (value ? `${term(id)}: ${value}` : null);
  const details = [
    line.description,
    labelled('BT-127', line.note),
    labelled('BT-128', line.objectId),
    labelled('BT-132', line.orderLineReference),
    labelled('BT-133', line.accountingReference),
    line.periodStart || line.periodEnd
      ? `${term('BG-26')}: ${date(line.periodStart)} – ${date(line.periodEnd)}`
      : null,
    labelled('BT-148', line.grossPrice && amount(line.grossPrice, currency)),
    labelled('BT-147', line.priceDiscount && amount(line.priceDiscount, currency)),
    labelled('BT-155', line.sellerItemId),
    labelled('BT-156', line.buyerItemId),
    labelled('BT-157', line.standardItemId),
    labelled('BT-158', line.classifications.join(', ') || null),
    labelled('BT-159', line.originCountry),
    ...line.allowanceCharges.map((charge) =>
      [
        `${term(charge.isCharge ? 'BG-28' : 'BG-27')}: ${amount(charge.amount, currency)}`,
        charge.baseAmount && `${t('einvoice.view.base-amount')} ${amount(charge.baseAmount, currency)}`,
        charge.percent && `${number(charge.percent)} %`,
        [charge.reason, charge.reasonCode && `(${charge.reasonCode})`].filter(Boolean).join(' '),
      ]
        .filter(Boolean)
        .join(' · '),
    ),
    ...line.attributes.map((attribute) => `${attribute.name}: ${attribute.value}`),
  ].filter((text): text is string => Boolean(text));
  return (
    <>
      <Text size="sm" fw={500}>
        {line.name}
      </Text>
      {details.map((text, index) => (
        <Text key={index} size="xs" c="dimmed">
          {text}
        </Text>
      ))}
    </>
  );
}

/** The invoice lines (BG-25) with every term of a line; sub lines of the extension indented below. */
export function InvoiceLines({
  lines,
  currency,
  onOpenNotes,
}: {
  lines: EInvoiceLine[];
  currency: string | null;
  onOpenNotes?: ((position: number) => void) | undefined;
}) {
  const { t, term, amount, number } = useInvoiceFormat();
  const price = (value: string | null, baseQuantity: string | null, unit: string | null) =>
    `${amount(value)}${baseQuantity && baseQuantity !== '1' ? ` / ${number(baseQuantity)}` : ''}${unit ? ` ${unit}` : ''}`;
  const vat = (category: string | null, rate: string | null) =>
    `${category ?? ''} ${rate !== null ? `${number(rate)} %` : ''}`;
  return (
    <Card withBorder padding="sm">
      <Title order={5} mb="xs">
        {term('BG-25')}
      </Title>
      <Table.ScrollContainer minWidth={720}>
        <Table striped data-testid="einvoice-lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('einvoice.term.BT-126')}</Table.Th>
              <Table.Th>{t('einvoice.term.BT-153')}</Table.Th>
              <Table.Th ta="right">{t('einvoice.term.BT-129')}</Table.Th>
              <Table.Th>{t('einvoice.term.BT-130')}</Table.Th>
              <Table.Th ta="right">{t('einvoice.term.BT-146')}</Table.Th>
              <Table.Th>{t('einvoice.term.BT-151')}</Table.Th>
              <Table.Th ta="right">{t('einvoice.term.BT-131')}</Table.Th>
              {onOpenNotes && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <Fragment key={line.position}>
                <Table.Tr data-testid="einvoice-line">
                  <Table.Td>{line.id}</Table.Td>
                  <Table.Td>
                    <LineDetails line={line} currency={currency} />
                  </Table.Td>
                  <Table.Td ta="right">{number(line.quantity)}</Table.Td>
                  <Table.Td>{line.unitCode}</Table.Td>
                  <Table.Td ta="right">
                    {price(line.netPrice, line.baseQuantity, line.baseQuantityUnit)}
                  </Table.Td>
                  <Table.Td>{vat(line.vatCategory, line.vatRate)}</Table.Td>
                  <Table.Td ta="right">{amount(line.netAmount)}</Table.Td>
                  {onOpenNotes && (
                    <Table.Td>
                      <Button size="compact-xs" variant="subtle" onClick={() => onOpenNotes(line.position)}>
                        {t('einvoice.view.notes-button', { count: line.noteCount })}
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
                {line.subLines.map((sub, index) => (
                  <Table.Tr key={`${line.position}.${index}`} data-testid="einvoice-sub-line">
                    <Table.Td pl={8 + sub.depth * 12}>{sub.id}</Table.Td>
                    <Table.Td pl={8 + sub.depth * 12}>
                      <Text size="sm">{sub.name}</Text>
                      <Text size="xs" c="dimmed">
                        {t('einvoice.view.sub-line')}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{number(sub.quantity)}</Table.Td>
                    <Table.Td>{sub.unitCode}</Table.Td>
                    <Table.Td ta="right">{price(sub.netPrice, null, null)}</Table.Td>
                    <Table.Td>{vat(sub.vatCategory, sub.vatRate)}</Table.Td>
                    <Table.Td ta="right">{amount(sub.netAmount)}</Table.Td>
                    {onOpenNotes && <Table.Td />}
                  </Table.Tr>
                ))}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
