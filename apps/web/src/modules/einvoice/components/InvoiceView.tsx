import { Badge, Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatIban, type EInvoiceView } from '@belegfluss/shared';
import type { ReactNode } from 'react';
import { addressText, Fields, FieldsCard, PartyCard, useInvoiceFormat } from './InvoiceFields.js';
import { InvoiceLines } from './InvoiceLines.js';

/** Document allowances and charges (BG-20, BG-21): each column names both business terms. */
function AllowanceCharges({ invoice }: { invoice: EInvoiceView }) {
  const { t, term, amount, number } = useInvoiceFormat();
  const both = (allowance: string, charge: string) =>
    `${t(`einvoice.term.${allowance}`)} (${allowance}/${charge})`;
  return (
    <Card withBorder padding="sm">
      <Title order={5} mb="xs">
        {term('BG-20')} / {term('BG-21')}
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table data-testid="einvoice-allowances">
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              <Table.Th ta="right">{both('BT-92', 'BT-99')}</Table.Th>
              <Table.Th ta="right">{both('BT-93', 'BT-100')}</Table.Th>
              <Table.Th ta="right">{both('BT-94', 'BT-101')}</Table.Th>
              <Table.Th>{both('BT-95', 'BT-102')}</Table.Th>
              <Table.Th ta="right">{both('BT-96', 'BT-103')}</Table.Th>
              <Table.Th>{both('BT-97', 'BT-104')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.allowanceCharges.map((charge, index) => (
              <Table.Tr key={index}>
                <Table.Td>
                  {charge.isCharge ? t('einvoice.view.charge') : t('einvoice.view.allowance')}
                </Table.Td>
                <Table.Td ta="right">{amount(charge.amount, invoice.currency)}</Table.Td>
                <Table.Td ta="right">{amount(charge.baseAmount)}</Table.Td>
                <Table.Td ta="right">{charge.percent !== null ? `${number(charge.percent)} %` : ''}</Table.Td>
                <Table.Td>{charge.vatCategory}</Table.Td>
                <Table.Td ta="right">{charge.vatRate !== null ? `${number(charge.vatRate)} %` : ''}</Table.Td>
                <Table.Td>
                  {[charge.reason, charge.reasonCode && `(${both('BT-98', 'BT-105')}: ${charge.reasonCode})`]
                    .filter(Boolean)
                    .join(' ')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

function VatAndTotals({ invoice }: { invoice: EInvoiceView }) {
  const { t, term, amount, number } = useInvoiceFormat();
  const currency = invoice.currency;
  const totals = invoice.totals;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Card withBorder padding="sm">
        <Title order={5} mb="xs">
          {term('BG-23')}
        </Title>
        <Table data-testid="einvoice-vat">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('einvoice.term.BT-118')}</Table.Th>
              <Table.Th ta="right">{t('einvoice.term.BT-119')}</Table.Th>
              <Table.Th ta="right">{t('einvoice.term.BT-116')}</Table.Th>
              <Table.Th ta="right">{t('einvoice.term.BT-117')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.vatBreakdown.map((breakdown, index) => (
              <Table.Tr key={index}>
                <Table.Td>
                  {breakdown.category}
                  {breakdown.exemptionReason && (
                    <Text size="xs" c="dimmed">
                      {term('BT-120')}: {breakdown.exemptionReason}
                    </Text>
                  )}
                  {breakdown.exemptionReasonCode && (
                    <Text size="xs" c="dimmed">
                      {term('BT-121')}: {breakdown.exemptionReasonCode}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{breakdown.rate !== null ? `${number(breakdown.rate)} %` : ''}</Table.Td>
                <Table.Td ta="right">{amount(breakdown.taxableAmount)}</Table.Td>
                <Table.Td ta="right">{amount(breakdown.taxAmount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
      <FieldsCard
        title={term('BG-22')}
        rows={[
          [term('BT-106'), amount(totals.lineNet, currency)],
          [term('BT-107'), amount(totals.allowances, currency)],
          [term('BT-108'), amount(totals.charges, currency)],
          [term('BT-109'), amount(totals.taxExclusive, currency)],
          [term('BT-110'), amount(totals.vat, currency)],
          [term('BT-111'), amount(totals.vatAccounting, invoice.taxCurrency)],
          [term('BT-112'), amount(totals.taxInclusive, currency)],
          [term('BT-113'), amount(totals.paid, currency)],
          [term('BT-114'), amount(totals.rounding, currency)],
          [
            term('BT-115'),
            totals.payable !== null ? (
              <Badge variant="light" size="lg" data-testid="einvoice-payable">
                {amount(totals.payable, currency)}
              </Badge>
            ) : null,
          ],
        ]}
      />
    </SimpleGrid>
  );
}

/**
 * The readable rendering of an e-invoice: every business term the model holds, with its German
 * label and its BT/BG number, the lines, VAT breakdown, totals and payment data. Embeddable by
 * capture and workflow screens; `onOpenNotes` adds the notes button per line.
 */
export function InvoiceView({
  invoice,
  onOpenNotes,
}: {
  invoice: EInvoiceView;
  onOpenNotes?: (position: number) => void;
}) {
  const { t, term, amount, date } = useInvoiceFormat();
  const currency = invoice.currency;
  const { payee, taxRepresentative: representative, delivery } = invoice;
  return (
    <Stack gap="md" data-testid="einvoice-view">
      <Card withBorder padding="sm">
        <Title order={5} mb="xs">
          {t('einvoice.view.header')}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Fields
            rows={[
              [term('BT-1'), invoice.number],
              [term('BT-2'), date(invoice.issueDate)],
              [term('BT-3'), invoice.typeCode],
              [term('BT-5'), invoice.currency],
              [term('BT-6'), invoice.taxCurrency],
              [term('BT-7'), date(invoice.taxPointDate)],
              [term('BT-8'), invoice.taxPointDateCode],
              [term('BT-9'), date(invoice.dueDate)],
              [term('BT-20'), invoice.paymentTerms],
              [term('BT-24'), invoice.customizationId],
              [term('BT-23'), invoice.profileId],
            ]}
          />
          <Fields
            rows={[
              [term('BT-10'), invoice.buyerReference],
              [term('BT-13'), invoice.orderReference],
              [term('BT-14'), invoice.salesOrderReference],
              [term('BT-12'), invoice.contractReference],
              [term('BT-11'), invoice.projectReference],
              [term('BT-15'), invoice.receivingAdviceReference],
              [term('BT-16'), invoice.despatchAdviceReference],
              [term('BT-17'), invoice.tenderReference],
              [term('BT-18'), invoice.invoicedObject],
              [term('BT-19'), invoice.buyerAccountingReference],
              [term('BT-73'), date(invoice.invoicingPeriod?.start ?? null)],
              [term('BT-74'), date(invoice.invoicingPeriod?.end ?? null)],
              [term('BT-72'), date(delivery?.actualDeliveryDate ?? null)],
            ]}
          />
        </SimpleGrid>
        <Fields
          rows={invoice.precedingInvoices.map((preceding, index): [string, ReactNode] => [
            `${term('BT-25')} ${index + 1}`,
            [preceding.id, preceding.issueDate && `${term('BT-26')}: ${date(preceding.issueDate)}`]
              .filter(Boolean)
              .join(' · '),
          ])}
        />
        <Fields
          rows={invoice.notes.map((note, index): [string, ReactNode] => [
            `${term('BT-22')} ${index + 1}`,
            note.subjectCode ? `${note.text} (${term('BT-21')}: ${note.subjectCode})` : note.text,
          ])}
        />
      </Card>

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <PartyCard role="seller" party={invoice.seller} />
        <PartyCard role="buyer" party={invoice.buyer} />
        {payee && (
          <FieldsCard
            title={term('BG-10')}
            rows={[
              [term('BT-59'), payee.name],
              [term('BT-60'), payee.identifier],
              [term('BT-61'), payee.legalRegistration],
            ]}
          />
        )}
        {representative && (
          <FieldsCard
            title={term('BG-11')}
            rows={[
              [term('BT-62'), representative.name],
              [term('BT-63'), representative.vatId],
              [term('BG-12'), addressText(representative.address)],
            ]}
          />
        )}
        {delivery && (delivery.name || delivery.address || delivery.locationId) && (
          <FieldsCard
            title={term('BG-13')}
            rows={[
              [term('BT-70'), delivery.name],
              [term('BT-71'), delivery.locationId],
              [term('BG-15'), addressText(delivery.address)],
            ]}
          />
        )}
      </SimpleGrid>

      <InvoiceLines lines={invoice.lines} currency={currency} onOpenNotes={onOpenNotes} />
      {invoice.allowanceCharges.length > 0 && <AllowanceCharges invoice={invoice} />}
      <VatAndTotals invoice={invoice} />

      {invoice.payment.length > 0 && (
        <Card withBorder padding="sm">
          <Title order={5} mb="xs">
            {term('BG-16')}
          </Title>
          {invoice.payment.map((instruction, index) => (
            <Fields
              key={index}
              rows={[
                [term('BT-81'), instruction.meansCode],
                [term('BT-82'), instruction.meansText],
                [term('BT-83'), instruction.remittanceInformation],
                ...instruction.accounts.flatMap((account): [string, string | null][] => [
                  [term('BT-84'), account.iban ? formatIban(account.iban) : null],
                  [term('BT-85'), account.name],
                  [term('BT-86'), account.bic],
                ]),
                [term('BT-87'), instruction.cardNumber],
                [term('BT-88'), instruction.cardHolder],
                [term('BT-89'), instruction.mandateReference],
                [term('BT-91'), instruction.debitedAccount],
              ]}
            />
          ))}
        </Card>
      )}

      {invoice.documents.length > 0 && (
        <FieldsCard
          title={term('BG-24')}
          rows={invoice.documents.map((document, index): [string, ReactNode] => [
            `${term('BT-122')} ${index + 1}`,
            [
              document.id,
              document.description && `${term('BT-123')}: ${document.description}`,
              document.uri && `${term('BT-124')}: ${document.uri}`,
              document.fileName &&
                `${term('BT-125')}: ${document.fileName}${document.mimeCode ? ` (${document.mimeCode})` : ''}`,
            ]
              .filter(Boolean)
              .join('\n'),
          ])}
        />
      )}

      {invoice.thirdPartyPayments.length > 0 && (
        <FieldsCard
          title={t('einvoice.view.third-party')}
          rows={invoice.thirdPartyPayments.map((payment, index): [string, ReactNode] => [
            `${payment.description ?? t('einvoice.view.third-party')} ${index + 1}`,
            [payment.id, amount(payment.amount, currency)].filter(Boolean).join(' · '),
          ])}
        />
      )}
    </Stack>
  );
}
