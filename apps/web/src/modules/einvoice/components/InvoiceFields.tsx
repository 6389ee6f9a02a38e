import { Card, Table, Text, Title } from '@mantine/core';
import { formatDate, formatDecimalString, type EInvoiceView, type Language } from '@belegfluss/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Party = EInvoiceView['seller'];
type Address = NonNullable<Party['address']>;

/** Labels with the business term number, amounts, numbers and dates in the UI language. */
export function useInvoiceFormat() {
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
export function Fields({ rows }: { rows: [string, ReactNode][] }) {
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

export function addressText(address: Address | null | undefined) {
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

/** A titled card with label/value rows. */
export function FieldsCard({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <Card withBorder padding="sm">
      <Title order={5} mb="xs">
        {title}
      </Title>
      <Fields rows={rows} />
    </Card>
  );
}

/** The business terms of the seller (BG-4) and the buyer (BG-7); the buyer has no BT-32/BT-33. */
const PARTY_TERMS = {
  seller: {
    group: 'BG-4',
    name: 'BT-27',
    tradingName: 'BT-28',
    identifiers: 'BT-29',
    legalRegistration: 'BT-30',
    vatId: 'BT-31',
    taxRegistrationId: 'BT-32',
    additionalLegalInfo: 'BT-33',
    electronicAddress: 'BT-34',
    address: 'BG-5',
    contactName: 'BT-41',
    phone: 'BT-42',
    email: 'BT-43',
  },
  buyer: {
    group: 'BG-7',
    name: 'BT-44',
    tradingName: 'BT-45',
    identifiers: 'BT-46',
    legalRegistration: 'BT-47',
    vatId: 'BT-48',
    taxRegistrationId: null,
    additionalLegalInfo: null,
    electronicAddress: 'BT-49',
    address: 'BG-8',
    contactName: 'BT-56',
    phone: 'BT-57',
    email: 'BT-58',
  },
} as const;

export function PartyCard({ role, party }: { role: keyof typeof PARTY_TERMS; party: Party }) {
  const { term } = useInvoiceFormat();
  const terms = PARTY_TERMS[role];
  const optional = (id: string | null, value: string | null): [string, ReactNode][] =>
    id ? [[term(id), value]] : [];
  return (
    <FieldsCard
      title={term(terms.group)}
      rows={[
        [term(terms.name), party.name],
        [term(terms.tradingName), party.tradingName],
        [term(terms.identifiers), party.identifiers.join(', ')],
        [term(terms.legalRegistration), party.legalRegistration],
        [term(terms.vatId), party.vatId],
        ...optional(terms.taxRegistrationId, party.taxRegistrationId),
        ...optional(terms.additionalLegalInfo, party.additionalLegalInfo),
        [term(terms.electronicAddress), party.electronicAddress],
        [term(terms.address), addressText(party.address)],
        [term(terms.contactName), party.contact?.name],
        [term(terms.phone), party.contact?.phone],
        [term(terms.email), party.contact?.email],
      ]}
    />
  );
}
