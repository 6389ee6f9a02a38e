import type { MasterdataTransferKindValue, TransferFormat } from '@belegfluss/shared';
import { csvColumns, type ColumnKey } from './csv-columns.js';
import { DEBKRED_COLUMN_COUNT, DatevCategory, debKredColumns } from './datev-format.js';
import { encodeWindows1252, quoteField } from './delimited.js';
import type { CostCentreRow, LedgerAccountRow, PersonalAccountRow } from './transfer.models.js';

export type ExportRows = {
  ACCOUNTS: LedgerAccountRow[];
  COST_CENTRES: CostCentreRow[];
  PERSONAL_ACCOUNTS: PersonalAccountRow[];
};

export type DatevHeaderInput = {
  adviserNumber: number;
  clientNumber: number;
  fiscalYearStart: string;
  accountLength: number;
  exportedBy: string;
  createdAt: Date;
};

export type ExportFile = { fileName: string; contentType: string; body: Buffer };

const CRLF = '\r\n';
const flag = (value: boolean) => (value ? 'Ja' : 'Nein');

/** Writes accounts, cost centres or personal accounts as our CSV or as DATEV EXTF. */
export function writeExport<K extends MasterdataTransferKindValue>(
  kind: K,
  format: TransferFormat,
  rows: ExportRows[K],
  datev: DatevHeaderInput,
): ExportFile {
  const stamp = datev.createdAt.toISOString().slice(0, 10).replace(/-/g, '');
  const baseName = { ACCOUNTS: 'Konten', COST_CENTRES: 'Kostenstellen', PERSONAL_ACCOUNTS: 'Personenkonten' }[
    kind
  ];
  if (format === 'CSV') {
    return {
      fileName: `${baseName}_${stamp}.csv`,
      contentType: 'text/csv; charset=utf-8',
      body: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(writeCsv(kind, rows), 'utf8')]),
    };
  }
  if (kind === 'COST_CENTRES') throw new Error('DATEV has no EXTF format for cost centres');
  const text =
    kind === 'ACCOUNTS'
      ? writeKontenbeschriftungen(rows as LedgerAccountRow[], datev)
      : writeDebitorenKreditoren(rows as PersonalAccountRow[], datev);
  return {
    fileName: `EXTF_${kind === 'ACCOUNTS' ? 'Kontenbeschriftungen' : 'DebKred_Stamm'}_${stamp}.csv`,
    contentType: 'text/csv; charset=windows-1252',
    body: encodeWindows1252(text),
  };
}

function csvValue(row: Record<string, unknown>, key: ColumnKey): string {
  const value = row[key];
  if (typeof value === 'boolean') return flag(value);
  if (value === null || value === undefined) return '';
  if (key === 'kind' && typeof value === 'string') {
    return (
      { SACHKONTO: 'Sachkonto', UNTERKONTO: 'Unterkonto', DEBITOR: 'Debitor', KREDITOR: 'Kreditor' }[value] ??
      value
    );
  }
  return String(value);
}

function writeCsv(kind: MasterdataTransferKindValue, rows: readonly object[]): string {
  const columns = csvColumns[kind];
  const lines = [columns.map((column) => quoteField(column.heading, false)).join(';')];
  for (const row of rows) {
    lines.push(
      columns
        .map((column) => quoteField(csvValue(row as Record<string, unknown>, column.key), false))
        .join(';'),
    );
  }
  return lines.join(CRLF) + CRLF;
}

/** The 31 fields of the EXTF header line. */
function extfHeader(
  category: number,
  formatName: string,
  formatVersion: number,
  datev: DatevHeaderInput,
): string {
  const created = datev.createdAt
    .toISOString()
    .replace(/[-:TZ.]/g, '')
    .slice(0, 17);
  const fields: (string | number)[] = [
    '"EXTF"',
    700,
    category,
    `"${formatName}"`,
    formatVersion,
    created,
    '',
    '"BF"',
    quoteField(datev.exportedBy.slice(0, 25), true),
    '""',
    datev.adviserNumber,
    datev.clientNumber,
    datev.fiscalYearStart,
    datev.accountLength,
  ];
  while (fields.length < 31) fields.push('');
  return fields.join(';');
}

function writeKontenbeschriftungen(rows: LedgerAccountRow[], datev: DatevHeaderInput): string {
  const lines = [
    extfHeader(DatevCategory.kontenbeschriftungen, 'Kontenbeschriftungen', 3, datev),
    'Konto;Kontenbeschriftung;Sprach-ID;Kontenbeschriftung lang',
  ];
  for (const row of rows) {
    lines.push(
      [
        row.number,
        quoteField(row.name.slice(0, 40), true),
        '"de-DE"',
        quoteField((row.nameLong || row.name).slice(0, 300), true),
      ].join(';'),
    );
  }
  return lines.join(CRLF) + CRLF;
}

/** Headings of the DATEV columns we fill; the other columns carry empty headings and values. */
const debKredHeadings: Partial<Record<keyof typeof debKredColumns, string>> = {
  konto: 'Konto',
  nameUnternehmen: 'Name (Adressatentyp Unternehmen)',
  kurzbezeichnung: 'Kurzbezeichnung',
  euLand: 'EU-Land',
  euUstId: 'EU-UStID',
  strasse: 'Straße',
  postfach: 'Postfach',
  postleitzahl: 'Postleitzahl',
  ort: 'Ort',
  land: 'Land',
  telefon: 'Telefon',
  telefonGl: 'Telefon GL',
  email: 'E-Mail',
  bankleitzahl1: 'Bankleitzahl 1',
  kontonummer1: 'Bank-Kontonummer 1',
  iban1: 'IBAN-Nr. 1',
  swift1: 'SWIFT-Code 1',
  bankleitzahl2: 'Bankleitzahl 2',
  kontonummer2: 'Bank-Kontonummer 2',
  steuernummer: 'Steuernummer',
  strasseRechnung: 'Straße (Rechnungsadresse)',
  postfachRechnung: 'Postfach (Rechnungsadresse)',
  postleitzahlRechnung: 'Postleitzahl (Rechnungsadresse)',
  ortRechnung: 'Ort (Rechnungsadresse)',
  landRechnung: 'Land (Rechnungsadresse)',
};

function writeDebitorenKreditoren(rows: PersonalAccountRow[], datev: DatevHeaderInput): string {
  const headings = Array.from({ length: DEBKRED_COLUMN_COUNT }, () => '');
  for (const [key, heading] of Object.entries(debKredHeadings)) {
    headings[debKredColumns[key as keyof typeof debKredColumns] - 1] = heading;
  }
  // Adressatentyp: 2 = Unternehmen.
  headings[6] = 'Adressatentyp';
  const lines = [
    extfHeader(DatevCategory.debitorenKreditoren, 'Debitoren/Kreditoren', 5, datev),
    headings.join(';'),
  ];
  const c = debKredColumns;
  for (const row of rows) {
    const fields = Array.from({ length: DEBKRED_COLUMN_COUNT }, () => '');
    const text = (position: number, value: string) => {
      fields[position - 1] = value ? quoteField(value, true) : '';
    };
    fields[c.konto - 1] = String(row.number);
    text(c.nameUnternehmen, (row.company || row.name).slice(0, 50));
    fields[6] = '"2"';
    text(c.kurzbezeichnung, row.shortName.slice(0, 15));
    const vatCountry = row.vatId.slice(0, 2);
    text(c.euLand, row.vatId ? vatCountry : '');
    text(c.euUstId, row.vatId.slice(2));
    text(c.strasse, row.street);
    text(c.postfach, row.poBox);
    text(c.postleitzahl, row.zip);
    text(c.ort, row.city);
    text(c.land, row.countryCode);
    text(c.telefon, row.phone1);
    text(c.telefonGl, row.phone2);
    text(c.email, row.email);
    text(c.bankleitzahl1, row.bankCode1);
    text(c.kontonummer1, row.accountNumber1);
    text(c.iban1, row.iban);
    text(c.swift1, row.bic);
    text(c.bankleitzahl2, row.bankCode2);
    text(c.kontonummer2, row.accountNumber2);
    text(c.steuernummer, row.taxNumber);
    if (row.differentBillingAddress) {
      text(c.strasseRechnung, row.billingStreet);
      text(c.postleitzahlRechnung, row.billingZip);
      text(c.ortRechnung, row.billingCity);
      text(c.landRechnung, row.billingCountryCode);
    }
    lines.push(fields.join(';'));
  }
  return lines.join(CRLF) + CRLF;
}
