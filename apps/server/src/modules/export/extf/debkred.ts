import { CRLF } from './buchungsstapel.js';
import { createdStamp, jjjjmmtt, quoted, windows1252 } from './extf-text.js';

/** Debitoren/Kreditoren (category 16, format version 5) has 254 columns. */
export const DEBKRED_COLUMN_COUNT = 254;

/** 1-based positions and DATEV's headings of the columns the export fills. */
const debKredColumns = {
  konto: [1, 'Konto'],
  name: [2, 'Name (Adressatentyp Unternehmen)'],
  adressatentyp: [7, 'Adressatentyp'],
  kurzbezeichnung: [8, 'Kurzbezeichnung'],
  euLand: [9, 'EU-Land'],
  euUstId: [10, 'EU-UStID'],
  strasse: [16, 'Straße'],
  postleitzahl: [18, 'Postleitzahl'],
  ort: [19, 'Ort'],
  land: [20, 'Land'],
  iban: [45, 'IBAN-Nr. 1'],
  swift: [47, 'SWIFT-Code 1'],
  steuernummer: [100, 'Steuernummer'],
} as const satisfies Record<string, readonly [number, string]>;

/** Field lengths of the filled columns (DATEV's format description). */
export const debKredLength = {
  name: 50,
  kurzbezeichnung: 15,
  strasse: 36,
  postleitzahl: 10,
  ort: 30,
  iban: 34,
  swift: 11,
  steuernummer: 20,
} as const;

export type PersonalAccount = {
  number: number;
  name: string;
  shortName: string;
  vatId: string;
  street: string;
  zip: string;
  city: string;
  countryCode: string;
  iban: string;
  bic: string;
  taxNumber: string;
};

export type DebKredHeader = {
  adviserNumber: number;
  clientNumber: number;
  fiscalYearStart: string;
  accountLength: number;
  exportedBy: string;
  origin: string;
  createdAt: Date;
};

function headerLine(header: DebKredHeader): string {
  const fields: string[] = Array.from({ length: 31 }, () => '');
  fields[0] = quoted('EXTF');
  fields[1] = '700';
  fields[2] = '16';
  fields[3] = quoted('Debitoren/Kreditoren');
  fields[4] = '5';
  fields[5] = createdStamp(header.createdAt);
  fields[7] = quoted(header.origin.slice(0, 2));
  fields[8] = quoted(header.exportedBy.slice(0, 25));
  fields[9] = quoted('');
  fields[10] = String(header.adviserNumber);
  fields[11] = String(header.clientNumber);
  fields[12] = jjjjmmtt(header.fiscalYearStart);
  fields[13] = String(header.accountLength);
  return fields.join(';');
}

function accountLine(account: PersonalAccount): string {
  const fields: string[] = Array.from({ length: DEBKRED_COLUMN_COUNT }, () => '');
  const text = ([position]: readonly [number, string], value: string, length?: number) => {
    fields[position - 1] = quoted(length ? value.slice(0, length) : value);
  };
  fields[debKredColumns.konto[0] - 1] = String(account.number);
  const c = debKredColumns;
  text(c.name, account.name, debKredLength.name);
  text(c.adressatentyp, '2');
  text(c.kurzbezeichnung, account.shortName, debKredLength.kurzbezeichnung);
  const vatId = account.vatId.replace(/\s/g, '').toUpperCase();
  text(c.euLand, vatId ? vatId.slice(0, 2) : '');
  text(c.euUstId, vatId.slice(2));
  text(c.strasse, account.street, debKredLength.strasse);
  text(c.postleitzahl, account.zip, debKredLength.postleitzahl);
  text(c.ort, account.city, debKredLength.ort);
  text(c.land, account.countryCode.slice(0, 2));
  text(c.iban, account.iban.replace(/\s/g, ''), debKredLength.iban);
  text(c.swift, account.bic, debKredLength.swift);
  text(c.steuernummer, account.taxNumber, debKredLength.steuernummer);
  return fields.join(';');
}

/** The Debitoren/Kreditoren file for the personal accounts a batch introduces, as Windows-1252 bytes. */
export function writeDebKred(header: DebKredHeader, accounts: PersonalAccount[]): Buffer {
  const headings = Array.from({ length: DEBKRED_COLUMN_COUNT }, () => '');
  for (const [position, heading] of Object.values(debKredColumns)) headings[position - 1] = heading;
  const lines = [headerLine(header), headings.join(';'), ...accounts.map(accountLine)];
  return windows1252(lines.join(CRLF) + CRLF);
}
