import { decodeText, detectDelimiter, parseDelimited, type TextEncodingName } from './delimited.js';

/**
 * DATEV's EXTF interchange format: line 1 is a header of 31 fields (marker, version, format
 * category, format name, format version, ..., adviser, client, fiscal year start, ledger account
 * length, ...), line 2 the column headings, then one line per record, separated by semicolons.
 */
export const DatevCategory = {
  debitorenKreditoren: 16,
  kontenbeschriftungen: 20,
  buchungsstapel: 21,
} as const;

export type ExtfHeader = {
  marker: 'EXTF' | 'DTVF';
  versionNumber: number;
  category: number;
  formatName: string;
  formatVersion: number;
  adviserNumber: number | null;
  clientNumber: number | null;
  fiscalYearStart: string;
  accountLength: number | null;
};

export type ExtfFile = {
  header: ExtfHeader;
  headings: string[];
  rows: string[][];
  encoding: TextEncodingName;
};

const toNumber = (text: string | undefined) => {
  const value = Number.parseInt(text ?? '', 10);
  return Number.isFinite(value) ? value : null;
};

/** Reads an EXTF file; null when the first field is not EXTF or DTVF. */
export function readExtf(bytes: Uint8Array): ExtfFile | null {
  const { text, encoding } = decodeText(bytes);
  const rows = parseDelimited(text, ';');
  const first = rows[0];
  const marker = first?.[0]?.trim();
  if (!first || (marker !== 'EXTF' && marker !== 'DTVF')) return null;
  return {
    header: {
      marker,
      versionNumber: toNumber(first[1]) ?? 0,
      category: toNumber(first[2]) ?? 0,
      formatName: first[3] ?? '',
      formatVersion: toNumber(first[4]) ?? 0,
      adviserNumber: toNumber(first[10]),
      clientNumber: toNumber(first[11]),
      fiscalYearStart: first[12] ?? '',
      accountLength: toNumber(first[13]),
    },
    headings: rows[1] ?? [],
    rows: rows.slice(2),
    encoding,
  };
}

/** True when the bytes start like an EXTF file, without decoding the whole file. */
export function looksLikeExtf(bytes: Uint8Array): boolean {
  const start = decodeText(bytes.subarray(0, 16)).text.replace(/^\uFEFF/, '');
  return /^"?(EXTF|DTVF)"?;/.test(start);
}

export { detectDelimiter };

/**
 * Column positions (1-based, as DATEV numbers them) of the Debitoren/Kreditoren format (category 16,
 * format version 5). Headings differ between DATEV releases ("IBAN 1", "IBAN-Nr. 1"); positions do not.
 */
export const debKredColumns = {
  konto: 1,
  nameUnternehmen: 2,
  nameNatuerlichePerson: 4,
  vorname: 5,
  nameKeineAngabe: 6,
  kurzbezeichnung: 8,
  euLand: 9,
  euUstId: 10,
  strasse: 16,
  postfach: 17,
  postleitzahl: 18,
  ort: 19,
  land: 20,
  telefon: 29,
  telefonGl: 31,
  email: 33,
  bankleitzahl1: 41,
  kontonummer1: 43,
  iban1: 45,
  swift1: 47,
  bankleitzahl2: 52,
  kontonummer2: 54,
  iban2: 56,
  steuernummer: 100,
  strasseRechnung: 154,
  postfachRechnung: 155,
  postleitzahlRechnung: 156,
  ortRechnung: 157,
  landRechnung: 158,
} as const;

/** Number of columns the Debitoren/Kreditoren format version 5 has. */
export const DEBKRED_COLUMN_COUNT = 254;

/** Column positions of Kontenbeschriftungen (category 20): version 2 has three, version 3 adds the long name. */
export const kontenbeschriftungColumns = {
  konto: 1,
  beschriftung: 2,
  sprache: 3,
  beschriftungLang: 4,
} as const;
