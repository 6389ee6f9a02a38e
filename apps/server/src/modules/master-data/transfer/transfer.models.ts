import {
  normalizeBic,
  normalizeIban,
  normalizeVatId,
  validateAccountNumber,
  validatePersonalAccountInfo,
  type MasterdataTransferKindValue,
  type PersonalAccountKind,
  type TransferFormat,
} from '@belegfluss/shared';
import { decodeText, detectDelimiter, parseDelimited, type TextEncodingName } from './delimited.js';
import {
  DatevCategory,
  debKredColumns,
  kontenbeschriftungColumns,
  readExtf,
  type ExtfFile,
} from './datev-format.js';
import { columnsFor, type ColumnKey } from './csv-columns.js';

export type LedgerAccountRow = {
  kind: 'SACHKONTO' | 'UNTERKONTO';
  number: number;
  name: string;
  nameLong: string;
  parentNumber: number | null;
  active: boolean;
};

export type CostCentreRow = { kind: 1 | 2; number: string; name: string; active: boolean };

export type PersonalAccountRow = {
  kind: PersonalAccountKind;
  number: number;
  name: string;
  active: boolean;
  shortName: string;
  company: string;
  street: string;
  zip: string;
  city: string;
  poBox: string;
  countryCode: string;
  phone1: string;
  phone2: string;
  email: string;
  bankCode1: string;
  bankCode2: string;
  accountNumber1: string;
  accountNumber2: string;
  iban: string;
  bic: string;
  taxNumber: string;
  vatId: string;
  invoiceNumberPattern: string;
  euSupplier: boolean;
  creditForNegativeAmount: boolean;
  contraAccount: number | null;
  cost1: string;
  cost2: string;
  alternativeBookingAccount: number | null;
  section13bCheck: boolean;
  differentBillingAddress: boolean;
  billingName: string;
  billingStreet: string;
  billingZip: string;
  billingCity: string;
  billingCountryCode: string;
};

/** A problem in one line of the file (line numbers count from 1, headings included). */
export type RowIssue = { line: number; code: string; field?: string };

export type ParsedImport<Row> = {
  format: TransferFormat;
  encoding: TextEncodingName;
  formatVersion: number | null;
  rows: Row[];
  /** Lines that make the import impossible; nothing is written when there are any. */
  errors: RowIssue[];
  /** Values kept as given that fail a check (IBAN, BIC, VAT ID), to show the user. */
  warnings: RowIssue[];
};

/** A file the import cannot read at all. */
export class TransferFileError extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = 'TransferFileError';
  }
}

export type PersonalAccountRanges = Record<PersonalAccountKind, { from: number; to: number }>;

export type ImportRows = {
  ACCOUNTS: LedgerAccountRow;
  COST_CENTRES: CostCentreRow;
  PERSONAL_ACCOUNTS: PersonalAccountRow;
};

const TRUE_WORDS = new Set(['1', 'ja', 'j', 'yes', 'y', 'true', 'wahr', 'x']);
export const parseFlag = (text: string | undefined) => TRUE_WORDS.has((text ?? '').trim().toLowerCase());

/** Reads an import file of the given kind, CSV or DATEV, in any of the supported encodings. */
export function parseImportFile<K extends MasterdataTransferKindValue>(
  kind: K,
  bytes: Uint8Array,
  ranges: PersonalAccountRanges,
): ParsedImport<ImportRows[K]> {
  const extf = readExtf(bytes);
  const parsed = extf ? parseDatev(kind, extf, ranges) : parseCsv(kind, bytes, ranges);
  if (parsed.rows.length === 0 && parsed.errors.length === 0)
    throw new TransferFileError('masterdata.import_empty');
  return parsed as ParsedImport<ImportRows[K]>;
}

function parseDatev(
  kind: MasterdataTransferKindValue,
  file: ExtfFile,
  ranges: PersonalAccountRanges,
): ParsedImport<unknown> {
  const expected =
    kind === 'ACCOUNTS' ? DatevCategory.kontenbeschriftungen : DatevCategory.debitorenKreditoren;
  if (kind === 'COST_CENTRES' || file.header.category !== expected) {
    throw new TransferFileError('masterdata.import_category_mismatch');
  }
  const base = {
    format: 'DATEV' as const,
    encoding: file.encoding,
    formatVersion: file.header.formatVersion,
    errors: [] as RowIssue[],
    warnings: [] as RowIssue[],
  };
  const cell = (row: string[], position: number) => (row[position - 1] ?? '').trim();
  if (kind === 'ACCOUNTS') {
    const rows: LedgerAccountRow[] = [];
    file.rows.forEach((row, index) => {
      const line = index + 3;
      const number = cell(row, kontenbeschriftungColumns.konto);
      const name = cell(row, kontenbeschriftungColumns.beschriftung);
      const nameLong = cell(row, kontenbeschriftungColumns.beschriftungLang);
      const issues = checkNumberAndName(number, name || nameLong, line);
      if (issues.length) base.errors.push(...issues);
      else
        rows.push({
          kind: 'SACHKONTO',
          number: Number(number),
          name: (name || nameLong).slice(0, 255),
          nameLong,
          parentNumber: null,
          active: true,
        });
    });
    return { ...base, rows };
  }
  // Personal account ranges follow the ledger account length in the header (DATEV: length + 1 digits).
  const length = file.header.accountLength;
  const fileRanges: PersonalAccountRanges =
    length && length >= 4 && length <= 8
      ? {
          DEBITOR: { from: 10 ** length, to: 7 * 10 ** length - 1 },
          KREDITOR: { from: 7 * 10 ** length, to: 10 ** (length + 1) - 1 },
        }
      : ranges;
  const rows: PersonalAccountRow[] = [];
  const c = debKredColumns;
  file.rows.forEach((row, index) => {
    const line = index + 3;
    const number = cell(row, c.konto);
    const person = [cell(row, c.vorname), cell(row, c.nameNatuerlichePerson)].filter(Boolean).join(' ');
    const company = cell(row, c.nameUnternehmen);
    const name = company || person || cell(row, c.nameKeineAngabe) || cell(row, c.kurzbezeichnung);
    const issues = checkNumberAndName(number, name, line);
    const accountKind = issues.length ? null : kindByRange(Number(number), fileRanges);
    if (!issues.length && !accountKind)
      issues.push({ line, code: 'masterdata.personal_account_out_of_range' });
    if (issues.length || !accountKind) {
      base.errors.push(...issues);
      return;
    }
    const euCountry = cell(row, c.euLand);
    const euVat = cell(row, c.euUstId);
    const record = emptyPersonalAccount(accountKind, Number(number), name);
    Object.assign(record, {
      shortName: cell(row, c.kurzbezeichnung).slice(0, 50),
      company,
      street: cell(row, c.strasse),
      zip: cell(row, c.postleitzahl),
      city: cell(row, c.ort),
      poBox: cell(row, c.postfach),
      countryCode: cell(row, c.land).slice(0, 2).toUpperCase(),
      phone1: cell(row, c.telefon),
      phone2: cell(row, c.telefonGl),
      email: cell(row, c.email),
      bankCode1: cell(row, c.bankleitzahl1),
      bankCode2: cell(row, c.bankleitzahl2),
      accountNumber1: cell(row, c.kontonummer1),
      accountNumber2: cell(row, c.kontonummer2),
      iban: normalizeIban(cell(row, c.iban1)),
      bic: normalizeBic(cell(row, c.swift1)),
      taxNumber: cell(row, c.steuernummer),
      vatId: euVat ? normalizeVatId(`${euCountry}${euVat}`) : '',
      euSupplier: Boolean(euCountry && euCountry !== 'DE' && euVat),
    });
    const billingStreet = cell(row, c.strasseRechnung);
    const billingCity = cell(row, c.ortRechnung);
    if (billingStreet || billingCity || cell(row, c.postfachRechnung)) {
      Object.assign(record, {
        differentBillingAddress: true,
        billingName: name,
        billingStreet: billingStreet || cell(row, c.postfachRechnung),
        billingZip: cell(row, c.postleitzahlRechnung),
        billingCity,
        billingCountryCode: cell(row, c.landRechnung).slice(0, 2).toUpperCase(),
      });
    }
    base.warnings.push(...infoWarnings(record, line));
    rows.push(record);
  });
  return { ...base, rows };
}

function parseCsv(
  kind: MasterdataTransferKindValue,
  bytes: Uint8Array,
  ranges: PersonalAccountRanges,
): ParsedImport<unknown> {
  const { text, encoding } = decodeText(bytes);
  const firstLine = text.split(/\r?\n|\r/, 1)[0] ?? '';
  const table = parseDelimited(text, detectDelimiter(firstLine));
  const headings = table[0];
  if (!headings) throw new TransferFileError('masterdata.import_empty');
  const columns = columnsFor(kind, headings);
  if (!columns) throw new TransferFileError('masterdata.import_format_unknown');
  const base = {
    format: 'CSV' as const,
    encoding,
    formatVersion: null,
    errors: [] as RowIssue[],
    warnings: [] as RowIssue[],
  };
  const read = (row: string[], key: ColumnKey) => {
    const position = columns.get(key);
    return position === undefined ? '' : (row[position] ?? '').trim();
  };
  const rows: unknown[] = [];
  table.slice(1).forEach((row, index) => {
    const line = index + 2;
    if (row.every((value) => !value.trim())) return;
    if (kind === 'COST_CENTRES') {
      const number = read(row, 'number');
      if (!number || number.length > 36) {
        base.errors.push({ line, code: 'masterdata.cost_centre_number_required', field: 'number' });
        return;
      }
      const kindText = read(row, 'kind').toUpperCase();
      rows.push({
        kind: kindText === '2' || kindText === 'KOST2' ? 2 : 1,
        number,
        name: read(row, 'name').slice(0, 255),
        active: columns.has('active') ? parseFlag(read(row, 'active')) : true,
      } satisfies CostCentreRow);
      return;
    }
    const number = read(row, 'number');
    const name = read(row, 'name');
    const issues = checkNumberAndName(number, name, line);
    if (kind === 'ACCOUNTS') {
      const parent = read(row, 'parentNumber');
      if (parent)
        issues.push(...validateAccountNumber(parent, 'parentNumber').map((found) => ({ ...found, line })));
      if (issues.length) {
        base.errors.push(...issues);
        return;
      }
      const kindText = read(row, 'kind').toUpperCase();
      rows.push({
        kind: kindText.startsWith('U') ? 'UNTERKONTO' : 'SACHKONTO',
        number: Number(number),
        name: name.slice(0, 255),
        nameLong: read(row, 'nameLong'),
        parentNumber: parent ? Number(parent) : null,
        active: columns.has('active') ? parseFlag(read(row, 'active')) : true,
      } satisfies LedgerAccountRow);
      return;
    }
    const kindText = read(row, 'kind').toUpperCase();
    const accountKind: PersonalAccountKind | null = kindText.startsWith('D')
      ? 'DEBITOR'
      : kindText.startsWith('K')
        ? 'KREDITOR'
        : issues.length
          ? null
          : kindByRange(Number(number), ranges);
    if (!issues.length && (!accountKind || kindByRange(Number(number), ranges) !== accountKind)) {
      issues.push({ line, code: 'masterdata.personal_account_out_of_range' });
    }
    if (issues.length || !accountKind) {
      base.errors.push(...issues);
      return;
    }
    const optionalNumber = (key: ColumnKey) => {
      const value = read(row, key);
      return /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
    };
    const record: PersonalAccountRow = {
      ...emptyPersonalAccount(accountKind, Number(number), name),
      active: columns.has('active') ? parseFlag(read(row, 'active')) : true,
      shortName: read(row, 'shortName').slice(0, 50),
      company: read(row, 'company'),
      street: read(row, 'street'),
      zip: read(row, 'zip'),
      city: read(row, 'city'),
      poBox: read(row, 'poBox'),
      countryCode: read(row, 'countryCode').slice(0, 2).toUpperCase(),
      phone1: read(row, 'phone1'),
      phone2: read(row, 'phone2'),
      email: read(row, 'email'),
      bankCode1: read(row, 'bankCode1'),
      bankCode2: read(row, 'bankCode2'),
      accountNumber1: read(row, 'accountNumber1'),
      accountNumber2: read(row, 'accountNumber2'),
      iban: normalizeIban(read(row, 'iban')),
      bic: normalizeBic(read(row, 'bic')),
      taxNumber: read(row, 'taxNumber'),
      vatId: normalizeVatId(read(row, 'vatId')),
      invoiceNumberPattern: read(row, 'invoiceNumberPattern').slice(0, 100),
      euSupplier: parseFlag(read(row, 'euSupplier')),
      creditForNegativeAmount: parseFlag(read(row, 'creditForNegativeAmount')),
      contraAccount: optionalNumber('contraAccount'),
      cost1: read(row, 'cost1'),
      cost2: read(row, 'cost2'),
      alternativeBookingAccount: optionalNumber('alternativeBookingAccount'),
      section13bCheck: parseFlag(read(row, 'section13bCheck')),
      differentBillingAddress: parseFlag(read(row, 'differentBillingAddress')),
      billingName: read(row, 'billingName'),
      billingStreet: read(row, 'billingStreet'),
      billingZip: read(row, 'billingZip'),
      billingCity: read(row, 'billingCity'),
      billingCountryCode: read(row, 'billingCountryCode').slice(0, 2).toUpperCase(),
    };
    base.warnings.push(...infoWarnings(record, line));
    rows.push(record);
  });
  return { ...base, rows };
}

function checkNumberAndName(number: string, name: string, line: number): RowIssue[] {
  const issues: RowIssue[] = validateAccountNumber(number).map((found) => ({
    line,
    code: found.code,
    field: 'number',
  }));
  if (!name) issues.push({ line, code: 'masterdata.account_name_required', field: 'name' });
  return issues;
}

export function kindByRange(number: number, ranges: PersonalAccountRanges): PersonalAccountKind | null {
  if (number >= ranges.DEBITOR.from && number <= ranges.DEBITOR.to) return 'DEBITOR';
  if (number >= ranges.KREDITOR.from && number <= ranges.KREDITOR.to) return 'KREDITOR';
  return null;
}

function infoWarnings(record: PersonalAccountRow, line: number): RowIssue[] {
  return validatePersonalAccountInfo({
    iban: record.iban,
    bic: record.bic,
    vatId: record.vatId,
    email: record.email,
    invoiceNumberPattern: record.invoiceNumberPattern,
  }).map((found) => ({ line, code: found.code, field: found.path }));
}

export function emptyPersonalAccount(
  kind: PersonalAccountKind,
  number: number,
  name: string,
): PersonalAccountRow {
  return {
    kind,
    number,
    name: name.slice(0, 255),
    active: true,
    shortName: '',
    company: '',
    street: '',
    zip: '',
    city: '',
    poBox: '',
    countryCode: '',
    phone1: '',
    phone2: '',
    email: '',
    bankCode1: '',
    bankCode2: '',
    accountNumber1: '',
    accountNumber2: '',
    iban: '',
    bic: '',
    taxNumber: '',
    vatId: '',
    invoiceNumberPattern: '',
    euSupplier: false,
    creditForNegativeAmount: false,
    contraAccount: null,
    cost1: '',
    cost2: '',
    alternativeBookingAccount: null,
    section13bCheck: false,
    differentBillingAddress: false,
    billingName: '',
    billingStreet: '',
    billingZip: '',
    billingCity: '',
    billingCountryCode: '',
  };
}

/** Keeps the last row of each key: a file that names an account twice means its last line. */
export function lastPerKey<Row>(rows: Row[], key: (row: Row) => string): Row[] {
  const byKey = new Map<string, Row>();
  for (const row of rows) {
    const id = key(row);
    byKey.delete(id);
    byKey.set(id, row);
  }
  return [...byKey.values()];
}
