import { describe, expect, it } from 'vitest';
import { decodeText, encodeWindows1252, parseDelimited } from './delimited.js';
import { readExtf } from './datev-format.js';
import { writeExport, type DatevHeaderInput } from './transfer.export.js';
import {
  emptyPersonalAccount,
  parseImportFile,
  TransferFileError,
  type PersonalAccountRanges,
  type PersonalAccountRow,
} from './transfer.models.js';

const ranges: PersonalAccountRanges = {
  DEBITOR: { from: 10000, to: 69999 },
  KREDITOR: { from: 70000, to: 99999 },
};
const datev: DatevHeaderInput = {
  adviserNumber: 29098,
  clientNumber: 55003,
  fiscalYearStart: '20250101',
  accountLength: 4,
  exportedBy: 'admin',
  createdAt: new Date('2025-03-01T10:00:00Z'),
};

const header = (category: number, name: string, version: number) =>
  `"EXTF";700;${category};"${name}";${version};20250301100000000;;"RE";"Test";"";1001;456;20250101;4;;;"";"";;;;"";;"";;"";;;"";"";`;

function fileError(work: () => unknown): string {
  try {
    work();
  } catch (error) {
    if (error instanceof TransferFileError) return error.code;
    throw error;
  }
  return 'no error';
}

describe('delimited text', () => {
  it('decodes UTF-8 with and without BOM and falls back to Windows-1252', () => {
    expect(decodeText(Buffer.from('\ufeffKöln', 'utf8'))).toEqual({ text: 'Köln', encoding: 'UTF-8' });
    expect(decodeText(Buffer.from('Köln', 'utf8'))).toEqual({ text: 'Köln', encoding: 'UTF-8' });
    expect(decodeText(encodeWindows1252('Köln – 5 €'))).toEqual({
      text: 'Köln – 5 €',
      encoding: 'Windows-1252',
    });
  });

  it('splits quoted fields with delimiters, doubled quotes and line breaks, on any line end', () => {
    const text = 'a;"b;c";"say ""hi"""\r\n1;"two\nlines";3\r4;5;6\n\n';
    expect(parseDelimited(text, ';')).toEqual([
      ['a', 'b;c', 'say "hi"'],
      ['1', 'two\nlines', '3'],
      ['4', '5', '6'],
    ]);
  });
});

describe('DATEV EXTF import', () => {
  it('reads Kontenbeschriftungen version 2 in Windows-1252 with CRLF', () => {
    const text = [
      header(20, 'Kontenbeschriftungen', 2),
      'Konto;Kontenbeschriftung;Sprach-ID',
      '400;"Büroeinrichtung";"de-DE"',
      '1000;"Kasse";"de-DE"',
      '',
    ].join('\r\n');
    const parsed = parseImportFile('ACCOUNTS', encodeWindows1252(text), ranges);
    expect(parsed).toMatchObject({ format: 'DATEV', encoding: 'Windows-1252', formatVersion: 2, errors: [] });
    expect(parsed.rows.map((row) => [row.number, row.name])).toEqual([
      [400, 'Büroeinrichtung'],
      [1000, 'Kasse'],
    ]);
  });

  it('reads Kontenbeschriftungen version 3 in UTF-8 with LF, with the long name', () => {
    const text = [
      header(20, 'Kontenbeschriftungen', 3),
      'Konto;Kontobeschriftung;SprachId;Kontenbeschriftung lang',
      '4930;"Bürobedarf";"de-DE";"Bürobedarf und Verbrauchsmaterial"',
      '',
    ].join('\n');
    const parsed = parseImportFile('ACCOUNTS', Buffer.from(text, 'utf8'), ranges);
    expect(parsed.encoding).toBe('UTF-8');
    expect(parsed.rows[0]).toMatchObject({
      number: 4930,
      name: 'Bürobedarf',
      nameLong: 'Bürobedarf und Verbrauchsmaterial',
    });
  });

  it('names the lines with bad numbers or missing names', () => {
    const text = [
      header(20, 'Kontenbeschriftungen', 2),
      'Konto;Kontenbeschriftung;Sprach-ID',
      'A12;"Kasse";"de-DE"',
      '1200;"";"de-DE"',
      '1300;"Bank";"de-DE"',
    ].join('\r\n');
    const parsed = parseImportFile('ACCOUNTS', Buffer.from(text), ranges);
    expect(parsed.errors).toEqual([
      { line: 3, code: 'masterdata.account_number_not_numeric', field: 'number' },
      { line: 4, code: 'masterdata.account_name_required', field: 'name' },
    ]);
    expect(parsed.rows).toHaveLength(1);
  });

  it('refuses a file of another category or an empty one', () => {
    const bookings = [header(21, 'Buchungsstapel', 13), 'Umsatz;Soll/Haben-Kennzeichen', '100,00;"S"'].join(
      '\r\n',
    );
    expect(fileError(() => parseImportFile('ACCOUNTS', Buffer.from(bookings), ranges))).toBe(
      'masterdata.import_category_mismatch',
    );
    expect(fileError(() => parseImportFile('COST_CENTRES', Buffer.from(bookings), ranges))).toBe(
      'masterdata.import_category_mismatch',
    );
    const empty = [header(20, 'Kontenbeschriftungen', 2), 'Konto;Kontenbeschriftung;Sprach-ID', ''].join(
      '\r\n',
    );
    expect(fileError(() => parseImportFile('ACCOUNTS', Buffer.from(empty), ranges))).toBe(
      'masterdata.import_empty',
    );
  });

  it('writes Debitoren/Kreditoren that it reads back field by field', () => {
    const creditor: PersonalAccountRow = {
      ...emptyPersonalAccount('KREDITOR', 70001, 'Müller & Söhne GmbH'),
      company: 'Müller & Söhne GmbH',
      shortName: 'Müller',
      street: 'Hauptstraße 1',
      zip: '80331',
      city: 'München',
      countryCode: 'DE',
      phone1: '089 123',
      email: 'info@mueller.example',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      taxNumber: '143/123/45678',
      vatId: 'DE136695976',
      differentBillingAddress: true,
      billingName: 'Müller & Söhne GmbH',
      billingStreet: 'Postweg 9',
      billingZip: '80333',
      billingCity: 'München',
      billingCountryCode: 'DE',
    };
    const debtor = { ...emptyPersonalAccount('DEBITOR', 10001, 'Hans Kunde'), company: 'Hans Kunde' };
    const file = writeExport('PERSONAL_ACCOUNTS', 'DATEV', [creditor, debtor], datev);
    const extf = readExtf(file.body);
    expect(extf?.header).toMatchObject({
      category: 16,
      formatVersion: 5,
      adviserNumber: 29098,
      accountLength: 4,
    });
    expect(extf?.headings).toHaveLength(254);
    expect(extf?.rows[0]).toHaveLength(254);
    const parsed = parseImportFile('PERSONAL_ACCOUNTS', file.body, ranges);
    expect(parsed.encoding).toBe('Windows-1252');
    expect(parsed.errors).toEqual([]);
    expect(parsed.warnings).toEqual([]);
    expect(parsed.rows[0]).toEqual({ ...creditor, euSupplier: false });
    expect(parsed.rows[1]).toMatchObject({ kind: 'DEBITOR', number: 10001, name: 'Hans Kunde' });
  });

  it('writes Kontenbeschriftungen version 3 that it reads back', () => {
    const rows = [
      {
        kind: 'SACHKONTO' as const,
        number: 27,
        name: 'EDV-Software',
        nameLong: '',
        parentNumber: null,
        active: true,
      },
    ];
    const file = writeExport('ACCOUNTS', 'DATEV', rows, datev);
    expect(file.body.subarray(0, 7).toString()).toBe('"EXTF";');
    const parsed = parseImportFile('ACCOUNTS', file.body, ranges);
    expect(parsed.formatVersion).toBe(3);
    expect(parsed.rows[0]).toMatchObject({ number: 27, name: 'EDV-Software', nameLong: 'EDV-Software' });
  });
});

describe('CSV import', () => {
  it('reads our CSV export back, semicolon and UTF-8 BOM', () => {
    const rows = [
      { kind: 1 as const, number: '100', name: 'Verwaltung; Büro', active: true },
      { kind: 2 as const, number: 'P-7', name: 'Projekt "Sieben"', active: false },
    ];
    const file = writeExport('COST_CENTRES', 'CSV', rows, datev);
    expect(parseImportFile('COST_CENTRES', file.body, ranges).rows).toEqual(rows);
  });

  it('finds columns by alias in comma-separated Windows-1252 files and sorts personal accounts by range', () => {
    const text =
      'Kontonr,Bezeichnung,Straße,Ort,IBAN\r\n70010,Bäckerbedarf Kühn,Lindenstraße 4,Köln,DE89 3704 0044 0532 0130 00\r\n12000,"Kunde, Erika",,,\r\n';
    const parsed = parseImportFile('PERSONAL_ACCOUNTS', encodeWindows1252(text), ranges);
    expect(parsed.encoding).toBe('Windows-1252');
    expect(parsed.rows.map((row) => [row.kind, row.number, row.name, row.city, row.iban])).toEqual([
      ['KREDITOR', 70010, 'Bäckerbedarf Kühn', 'Köln', 'DE89370400440532013000'],
      ['DEBITOR', 12000, 'Kunde, Erika', '', ''],
    ]);
  });

  it('refuses numbers outside the ranges and warns about invalid IBANs', () => {
    const text = 'Konto;Name;IBAN\n5000;Falsch;\n70000;Lieferant;DE00123\n';
    const parsed = parseImportFile('PERSONAL_ACCOUNTS', Buffer.from(text), ranges);
    expect(parsed.errors).toEqual([{ line: 2, code: 'masterdata.personal_account_out_of_range' }]);
    expect(parsed.warnings).toEqual([{ line: 3, code: 'masterdata.iban_invalid', field: 'iban' }]);
  });

  it('refuses a file without number and name columns', () => {
    expect(fileError(() => parseImportFile('ACCOUNTS', Buffer.from('Foo;Bar\n1;2\n'), ranges))).toBe(
      'masterdata.import_format_unknown',
    );
  });
});
