import type { MasterdataTransferKindValue } from '@belegfluss/shared';

/**
 * Our own CSV layout (semicolon-separated, German headings). Export writes `heading`; import finds
 * columns by heading or any alias, ignoring case, blanks, punctuation and umlaut spelling.
 */
export type ColumnKey =
  | 'number'
  | 'name'
  | 'nameLong'
  | 'kind'
  | 'parentNumber'
  | 'active'
  | 'shortName'
  | 'company'
  | 'street'
  | 'zip'
  | 'city'
  | 'poBox'
  | 'countryCode'
  | 'phone1'
  | 'phone2'
  | 'email'
  | 'bankCode1'
  | 'accountNumber1'
  | 'bankCode2'
  | 'accountNumber2'
  | 'iban'
  | 'bic'
  | 'taxNumber'
  | 'vatId'
  | 'invoiceNumberPattern'
  | 'euSupplier'
  | 'creditForNegativeAmount'
  | 'contraAccount'
  | 'cost1'
  | 'cost2'
  | 'alternativeBookingAccount'
  | 'section13bCheck'
  | 'differentBillingAddress'
  | 'billingName'
  | 'billingStreet'
  | 'billingZip'
  | 'billingCity'
  | 'billingCountryCode';

export type CsvColumn = { key: ColumnKey; heading: string; aliases?: string[] };

export const csvColumns: Record<MasterdataTransferKindValue, CsvColumn[]> = {
  ACCOUNTS: [
    { key: 'number', heading: 'Konto', aliases: ['Kontonummer', 'Nummer', 'Sachkonto', 'Kontonr'] },
    {
      key: 'name',
      heading: 'Bezeichnung',
      aliases: ['Name', 'Kontobezeichnung', 'Kontenbeschriftung', 'Kontobeschriftung', 'Beschriftung'],
    },
    { key: 'kind', heading: 'Art', aliases: ['Kontoart'] },
    { key: 'parentNumber', heading: 'Oberkonto', aliases: ['Hauptkonto'] },
    { key: 'nameLong', heading: 'Bezeichnung lang', aliases: ['Kontenbeschriftung lang'] },
    { key: 'active', heading: 'Aktiv' },
  ],
  COST_CENTRES: [
    { key: 'number', heading: 'Nummer', aliases: ['Kostenstelle', 'Kostenstellennummer', 'KOST', 'Kost1'] },
    { key: 'name', heading: 'Bezeichnung', aliases: ['Name', 'Kostenstellenbezeichnung'] },
    { key: 'kind', heading: 'Art', aliases: ['Kostenart', 'Kostenstellenart'] },
    { key: 'active', heading: 'Aktiv' },
  ],
  PERSONAL_ACCOUNTS: [
    { key: 'number', heading: 'Konto', aliases: ['Personenkonto', 'Kontonr', 'Kreditor', 'Debitor'] },
    { key: 'kind', heading: 'Art', aliases: ['Kontoart'] },
    { key: 'name', heading: 'Name', aliases: ['Bezeichnung'] },
    { key: 'shortName', heading: 'Kurzbezeichnung', aliases: ['Kurzname'] },
    { key: 'company', heading: 'Firma', aliases: ['Unternehmen'] },
    { key: 'street', heading: 'Straße', aliases: ['Strasse'] },
    { key: 'zip', heading: 'PLZ', aliases: ['Postleitzahl'] },
    { key: 'city', heading: 'Ort' },
    { key: 'poBox', heading: 'Postfach' },
    { key: 'countryCode', heading: 'Land', aliases: ['Ländercode', 'Laendercode'] },
    { key: 'phone1', heading: 'Telefon 1', aliases: ['Telefon'] },
    { key: 'phone2', heading: 'Telefon 2' },
    { key: 'email', heading: 'E-Mail', aliases: ['Email'] },
    { key: 'bankCode1', heading: 'BLZ 1', aliases: ['Bankleitzahl 1', 'BLZ'] },
    { key: 'accountNumber1', heading: 'Kontonummer 1', aliases: ['Bankkonto 1', 'Bank-Kontonummer 1'] },
    { key: 'bankCode2', heading: 'BLZ 2', aliases: ['Bankleitzahl 2'] },
    { key: 'accountNumber2', heading: 'Kontonummer 2', aliases: ['Bankkonto 2', 'Bank-Kontonummer 2'] },
    { key: 'iban', heading: 'IBAN' },
    { key: 'bic', heading: 'BIC', aliases: ['SWIFT', 'SWIFT-Code'] },
    { key: 'taxNumber', heading: 'Steuernummer' },
    { key: 'vatId', heading: 'USt-IdNr.', aliases: ['UStId', 'USt-ID', 'Umsatzsteuer-ID'] },
    { key: 'invoiceNumberPattern', heading: 'Rechnungsnummernmuster' },
    { key: 'euSupplier', heading: 'EU-Lieferant' },
    { key: 'creditForNegativeAmount', heading: 'Gutschrift bei negativem Betrag' },
    { key: 'contraAccount', heading: 'Gegenkonto' },
    { key: 'cost1', heading: 'KOST1', aliases: ['Kosten 1'] },
    { key: 'cost2', heading: 'KOST2', aliases: ['Kosten 2'] },
    { key: 'alternativeBookingAccount', heading: 'Alternatives Buchungskonto' },
    { key: 'section13bCheck', heading: 'Prüfung §13b', aliases: ['13b'] },
    { key: 'differentBillingAddress', heading: 'Abweichende Rechnungsanschrift' },
    { key: 'billingName', heading: 'Rechnung Name' },
    { key: 'billingStreet', heading: 'Rechnung Straße' },
    { key: 'billingZip', heading: 'Rechnung PLZ' },
    { key: 'billingCity', heading: 'Rechnung Ort' },
    { key: 'billingCountryCode', heading: 'Rechnung Land' },
  ],
};

export function normalizeHeading(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]/g, '');
}

/**
 * Maps our column keys to positions in the file's heading line; null when the file lacks the number
 * or the name column (then it is not one of our CSV files).
 */
export function columnsFor(
  kind: MasterdataTransferKindValue,
  headings: string[],
): Map<ColumnKey, number> | null {
  const positions = new Map<ColumnKey, number>();
  const normalized = headings.map(normalizeHeading);
  for (const column of csvColumns[kind]) {
    const names = [column.heading, ...(column.aliases ?? [])].map(normalizeHeading);
    const position = normalized.findIndex((heading) => names.includes(heading));
    if (position >= 0) positions.set(column.key, position);
  }
  const needsName = kind !== 'COST_CENTRES';
  if (!positions.has('number') || (needsName && !positions.has('name'))) return null;
  return positions;
}
