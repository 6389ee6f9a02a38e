import { describe, expect, it } from 'vitest';
import { readExtf } from '../../master-data/index.js';
import {
  buchungsstapelChunks,
  rowLine,
  type BookingRow,
  type BuchungsstapelHeader,
} from './buchungsstapel.js';
import { writeDebKred } from './debkred.js';
import { checkExtfFile } from './extf-rules.js';
import { amountText, fromWindows1252 } from './extf-text.js';

const header: BuchungsstapelHeader = {
  adviserNumber: 29098,
  clientNumber: 55003,
  fiscalYearStart: '2026-01-01',
  accountLength: 4,
  from: '2026-03-01',
  to: '2026-03-31',
  description: 'Belegfluss März 2026',
  locked: false,
  chart: '03',
  exportedBy: 'Erika Erfasser',
  origin: 'BF',
  createdAt: new Date('2026-04-02T10:11:12.345Z'),
};

const row = (overrides: Partial<BookingRow> = {}): BookingRow => ({
  amountCents: 11900,
  side: 'S',
  currency: null,
  exchangeRate: null,
  baseAmountCents: null,
  account: 4930,
  contraAccount: 70001,
  taxKey: '9',
  documentDate: '2026-03-05',
  belegfeld1: 'RE-2026/17',
  belegfeld2: '',
  bookingText: 'Bürobedarf "Papier" Größe A4',
  documentGuid: '0f8fad5b-d9cb-469f-a165-70867728950e',
  info: [['Kreditor', 'Papier Schulz GmbH']],
  kost1: '100',
  kost2: '',
  euVatId: '',
  bookingGuid: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  serviceDate: '2026-03-01',
  dueDate: '2026-03-19',
  vatRateBp: 1900,
  ...overrides,
});

async function fileOf(rows: BookingRow[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of buchungsstapelChunks(header, rows)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe('EXTF Buchungsstapel writer', () => {
  it('writes amounts with a decimal comma and no thousands separator', () => {
    expect(amountText(123456789)).toBe('1234567,89');
    expect(amountText(-5)).toBe('0,05');
    expect(amountText(100)).toBe('1,00');
  });

  it('writes Windows-1252 with CRLF that keeps every DATEV rule and reads back through the importer', async () => {
    const bytes = await fileOf([row(), row({ side: 'H', amountCents: 5350, taxKey: '8', kost1: '' })]);
    expect(checkExtfFile(bytes)).toEqual([]);
    expect(bytes.includes(Buffer.from('Bürobedarf', 'utf8'))).toBe(false);
    expect(bytes.includes(Buffer.from('Bürobedarf', 'latin1'))).toBe(true);
    const text = fromWindows1252(bytes);
    expect(text.split('\r\n')).toHaveLength(5);
    const parsed = readExtf(bytes);
    expect(parsed?.encoding).toBe('Windows-1252');
    expect(parsed?.header).toMatchObject({
      category: 21,
      formatVersion: 13,
      adviserNumber: 29098,
      clientNumber: 55003,
    });
    expect(parsed?.headings).toHaveLength(125);
    expect(parsed?.rows).toHaveLength(2);
    const first = parsed?.rows[0] ?? [];
    expect(first[0]).toBe('119,00');
    expect(first[1]).toBe('S');
    expect(first[9]).toBe('0503');
    expect(first[13]).toBe('Bürobedarf "Papier" Größe A4');
    expect(first[19]).toBe('BEDI "0F8FAD5B-D9CB-469F-A165-70867728950E"');
    expect(first[114]).toBe('01032026');
    expect(first[116]).toBe('19032026');
  });

  it('writes foreign currency with Kurs, Basis-Umsatz and EUR', () => {
    const fields = rowLine(
      row({ currency: 'USD', exchangeRate: '1,0850', baseAmountCents: 10968, amountCents: 11900 }),
    ).split(';');
    expect(fields.slice(0, 6)).toEqual(['119,00', '"S"', '"USD"', '1,0850', '109,68', '"EUR"']);
  });

  it('finds each broken rule in a file that breaks them', async () => {
    const good = fromWindows1252(await fileOf([row()]));
    const broken = good
      .replace('119,00;"S"', '119.00;"X"')
      .replace('"RE-2026/17"', `"${'R'.repeat(37)}"`)
      .replace(';0503;', ';3102;')
      .replace('\r\n', '\n');
    const rules = checkExtfFile(Buffer.from(broken, 'latin1')).map((finding) => finding.field);
    expect(rules).toEqual(
      expect.arrayContaining(['Umsatz', 'Soll/Haben-Kennzeichen', 'Belegfeld 1', 'Belegdatum', 'Zeilenende']),
    );
    expect(checkExtfFile(Buffer.from(good, 'utf8')).map((finding) => finding.rule)).toContain(
      'Windows-1252, nicht UTF-8',
    );
  });

  it('streams many rows in chunks of at most 1 MB that add up to the whole file', async () => {
    const count = 12_000;
    function* rows() {
      for (let index = 0; index < count; index += 1) {
        yield row({ belegfeld1: `R${index}`, bookingText: `Zeile ${index} ${'ä'.repeat(40)}` });
      }
    }
    const chunks: Buffer[] = [];
    for await (const chunk of buchungsstapelChunks(header, rows())) chunks.push(Buffer.from(chunk));
    expect(chunks.length).toBeGreaterThan(1);
    expect(Math.max(...chunks.map((chunk) => chunk.length))).toBeLessThanOrEqual(1024 * 1024);
    const parsed = readExtf(Buffer.concat(chunks));
    expect(parsed?.rows).toHaveLength(count);
    expect(parsed?.rows[count - 1]?.[10]).toBe(`R${count - 1}`);
  });
});

describe('EXTF Debitoren/Kreditoren writer', () => {
  it('writes category 16 version 5 with 254 columns that read back', () => {
    const bytes = writeDebKred(header, [
      {
        number: 70001,
        name: 'Papier Schulz GmbH',
        shortName: 'Schulz',
        vatId: 'DE 123456789',
        street: 'Hauptstraße 1',
        zip: '80331',
        city: 'München',
        countryCode: 'DE',
        iban: 'DE02 1203 0000 0000 2020 51',
        bic: 'BYLADEM1001',
        taxNumber: '',
      },
    ]);
    expect(checkExtfFile(bytes)).toEqual([]);
    const parsed = readExtf(bytes);
    expect(parsed?.header).toMatchObject({ category: 16, formatVersion: 5 });
    expect(parsed?.rows[0]?.slice(0, 2)).toEqual(['70001', 'Papier Schulz GmbH']);
    expect(parsed?.rows[0]?.[9]).toBe('123456789');
    expect(parsed?.rows[0]?.[44]).toBe('DE02120300000000202051');
  });
});
