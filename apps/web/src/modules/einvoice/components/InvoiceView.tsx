import { Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  formatDate,
  formatDecimalString,
  formatIban,
  type EInvoiceView,
  type Language,
} from '@belegfluss/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Party = EInvoiceView['seller'];
type Address = NonNullable<Party['address']>;

function useFormat() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  return {
    t,
    term: (id: string) => `${t(`einvoice.term.${id}`)} (${id})`,
    amount: (value: string | null, currency?: string | null) =>
      value === null ? '' : `${formatDecimalString(value, language)}${currency ? ` ${currency}` : ''}`,
    number: (value: string | null) => (value === null ? '' : formatDecimalString(value, language, 0)),
    date: (value: string | null) => (value ? formatDate(value, language) || value : ''),
  };
}

/** Label/value rows; rows without a value are left out. */
function Fields({ rows }: { rows: [string, ReactNode][] }) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (shown.length === 0) return null;
  return (
    <Table withRowBorders={false} verticalSpacing={2}>
      <Table.Tbody>
        {shown.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Td w="45%">
              <Text size="sm" c="dimmed">
                {label}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text component="div" size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {value}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function addressText(address: Address | null) {
  if (!address) return '';
  return [
    address.line1,
    address.line2,
    address.line3,
    [address.postCode, address.city].filter(Boolean).join(' '),
    address.subdivision,
    address.country,
  ]
    .filter(Boolean)
    .join('\n');
}

function PartyCard({ title, party }: { title: string; party: Party }) {
  const { term } = useFormat();
  return (
    <Card withBorder padding="sm">
      <Title order={5} mb="xs">
        {title}
      </Title>
      <Fields
        rows={[
          [term('BT-27'), party.name],
          [term('BT-28'), party.tradingName],
          [term('BT-29'), party.identifiers.join(', ')],
          [term('BT-30'), party.legalRegistration],
          [term('BT-31'), party.vatId],
          [term('BT-32'), party.taxRegistrationId],
          [term('BT-34'), party.electronicAddress],
          [term('BG-5'), addressText(party.address)],
          [term('BT-41'), party.contact?.name],
          [term('BT-42'), party.contact?.phone],
          [term('BT-43'), party.contact?.email],
        ]}
      />
    </Card>
  );
}

/**
 * The readable rendering of an e-invoice: every business term with its German label (and the
 * BT/BG number), the lines, VAT breakdown, totals and payment data. Embeddable by capture and
 * workflow screens; `onOpenNotes` adds the notes button per line.
 */
export function InvoiceView({
  invoice,
  onOpenNotes,
}: {
  invoice: EInvoiceView;
  onOpenNotes?: (position: number) => void;
}) {
  const { t, term, amount, number, date } = useFormat();
  const currency = invoice.currency;
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
              [term('BT-72'), date(invoice.delivery?.actualDeliveryDate ?? null)],
            ]}
          />
        </SimpleGrid>
        {invoice.precedingInvoices.length > 0 && (
          <Fields
            rows={invoice.precedingInvoices.map((preceding, index) => [
              `${term('BT-25')} ${index + 1}`,
              [preceding.id, date(preceding.issueDate)].filter(Boolean).join(' · '),
            ])}
          />
        )}
        {invoice.notes.length > 0 && (
          <Fields
            rows={invoice.notes.map((note, index) => [
              `${term('BG-1')} ${index + 1}`,
              note.subjectCode ? `${note.subjectCode}: ${note.text}` : note.text,
            ])}
          />
        )}
      </Card>

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <PartyCard title={term('BG-4')} party={invoice.seller} />
        <PartyCard title={term('BG-7')} party={invoice.buyer} />
        {invoice.payee && (
          <Card withBorder padding="sm">
            <Title order={5} mb="xs">
              {term('BG-10')}
            </Title>
            <Fields
              rows={[
                [term('BT-27'), invoice.payee.name],
                [term('BT-29'), invoice.payee.identifier],
                [term('BT-30'), invoice.payee.legalRegistration],
              ]}
            />
          </Card>
        )}
        {invoice.taxRepresentative && (
          <Card withBorder padding="sm">
            <Title order={5} mb="xs">
              {term('BG-11')}
            </Title>
            <Fields
              rows={[
                [term('BT-27'), invoice.taxRepresentative.name],
                [term('BT-31'), invoice.taxRepresentative.vatId],
                [term('BG-5'), addressText(invoice.taxRepresentative.address)],
              ]}
            />
          </Card>
        )}
        {invoice.delivery &&
          (invoice.delivery.name || invoice.delivery.address || invoice.delivery.locationId) && (
            <Card withBorder padding="sm">
              <Title order={5} mb="xs">
                {term('BG-13')}
              </Title>
              <Fields
                rows={[
                  [term('BT-70'), invoice.delivery.name],
                  [term('BT-71'), invoice.delivery.locationId],
                  [term('BG-5'), addressText(invoice.delivery.address)],
                ]}
              />
            </Card>
          )}
      </SimpleGrid>

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
              {invoice.lines.map((line) => (
                <Table.Tr key={line.position}>
                  <Table.Td>{line.id}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {line.name}
                    </Text>
                    {[
                      line.description,
                      line.note,
                      line.sellerItemId && `${t('einvoice.term.BT-155')}: ${line.sellerItemId}`,
                      line.buyerItemId && `${t('einvoice.term.BT-156')}: ${line.buyerItemId}`,
                      line.standardItemId && `${t('einvoice.term.BT-157')}: ${line.standardItemId}`,
                      line.periodStart && `${date(line.periodStart)} – ${date(line.periodEnd)}`,
                    ]
                      .filter(Boolean)
                      .map((text) => (
                        <Text key={String(text)} size="xs" c="dimmed">
                          {text}
                        </Text>
                      ))}
                    {line.allowanceCharges.map((charge, index) => (
                      <Text key={index} size="xs" c="dimmed">
                        {charge.isCharge ? t('einvoice.view.charge') : t('einvoice.view.allowance')}:{' '}
                        {amount(charge.amount, currency)} {charge.reason ?? charge.reasonCode ?? ''}
                      </Text>
                    ))}
                    {line.attributes.map((attribute, index) => (
                      <Text key={`a${index}`} size="xs" c="dimmed">
                        {attribute.name}: {attribute.value}
                      </Text>
                    ))}
                  </Table.Td>
                  <Table.Td ta="right">{number(line.quantity)}</Table.Td>
                  <Table.Td>{line.unitCode}</Table.Td>
                  <Table.Td ta="right">
                    {amount(line.netPrice)}
                    {line.baseQuantity && line.baseQuantity !== '1' ? ` / ${number(line.baseQuantity)}` : ''}
                  </Table.Td>
                  <Table.Td>
                    {line.vatCategory} {line.vatRate !== null ? `${number(line.vatRate)} %` : ''}
                  </Table.Td>
                  <Table.Td ta="right">{amount(line.netAmount)}</Table.Td>
                  {onOpenNotes && (
                    <Table.Td>
                      <Button size="compact-xs" variant="subtle" onClick={() => onOpenNotes(line.position)}>
                        {t('einvoice.view.notes-button', { count: line.noteCount })}
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>

      {invoice.allowanceCharges.length > 0 && (
        <Card withBorder padding="sm">
          <Title order={5} mb="xs">
            {term('BG-20')}
          </Title>
          <Fields
            rows={invoice.allowanceCharges.map((charge, index) => [
              `${charge.isCharge ? t('einvoice.view.charge') : t('einvoice.view.allowance')} ${index + 1}`,
              `${amount(charge.amount, currency)} · ${charge.vatCategory ?? ''} ${charge.vatRate ?? ''} % · ${charge.reason ?? charge.reasonCode ?? ''}`,
            ])}
          />
        </Card>
      )}

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
                    {breakdown.exemptionReason || breakdown.exemptionReasonCode ? (
                      <Text size="xs" c="dimmed">
                        {breakdown.exemptionReason ?? breakdown.exemptionReasonCode}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td ta="right">
                    {breakdown.rate !== null ? `${number(breakdown.rate)} %` : ''}
                  </Table.Td>
                  <Table.Td ta="right">{amount(breakdown.taxableAmount)}</Table.Td>
                  <Table.Td ta="right">{amount(breakdown.taxAmount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
        <Card withBorder padding="sm">
          <Title order={5} mb="xs">
            {term('BG-22')}
          </Title>
          <Fields
            rows={[
              [term('BT-106'), amount(invoice.totals.lineNet, currency)],
              [term('BT-107'), amount(invoice.totals.allowances, currency)],
              [term('BT-108'), amount(invoice.totals.charges, currency)],
              [term('BT-109'), amount(invoice.totals.taxExclusive, currency)],
              [term('BT-110'), amount(invoice.totals.vat, currency)],
              [term('BT-111'), amount(invoice.totals.vatAccounting, invoice.taxCurrency)],
              [term('BT-112'), amount(invoice.totals.taxInclusive, currency)],
              [term('BT-113'), amount(invoice.totals.paid, currency)],
              [term('BT-114'), amount(invoice.totals.rounding, currency)],
              [
                term('BT-115'),
                invoice.totals.payable !== null ? (
                  <Badge variant="light" size="lg" data-testid="einvoice-payable">
                    {amount(invoice.totals.payable, currency)}
                  </Badge>
                ) : null,
              ],
            ]}
          />
        </Card>
      </SimpleGrid>

      {invoice.payment.length > 0 && (
        <Card withBorder padding="sm">
          <Title order={5} mb="xs">
            {term('BG-16')}
          </Title>
          {invoice.payment.map((instruction, index) => (
            <Fields
              key={index}
              rows={[
                [term('BT-81'), [instruction.meansCode, instruction.meansText].filter(Boolean).join(' · ')],
                [term('BT-83'), instruction.remittanceInformation],
                ...instruction.accounts.flatMap((account): [string, string | null][] => [
                  [term('BT-84'), account.iban ? formatIban(account.iban) : null],
                  [term('BT-85'), account.name],
                  [term('BT-86'), account.bic],
                ]),
                [term('BT-87'), instruction.cardNumber],
                [term('BT-89'), instruction.mandateReference],
                [term('BT-91'), instruction.debitedAccount],
              ]}
            />
          ))}
        </Card>
      )}

      {invoice.documents.length > 0 && (
        <Card withBorder padding="sm">
          <Title order={5} mb="xs">
            {term('BG-24')}
          </Title>
          <Fields
            rows={invoice.documents.map((document, index) => [
              `${term('BT-122')} ${index + 1}`,
              [document.id, document.description, document.uri, document.fileName]
                .filter(Boolean)
                .join(' · '),
            ])}
          />
        </Card>
      )}
      <Group />
    </Stack>
  );
}
