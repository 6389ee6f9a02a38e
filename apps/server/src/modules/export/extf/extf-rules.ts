import {
  BELEGFELD1_PATTERN,
  BUCHUNGSSTAPEL_COLUMN_COUNT,
  column,
  fieldLength,
} from './buchungsstapel.columns.js';
import { DEBKRED_COLUMN_COUNT } from './debkred.js';
import { fromWindows1252 } from './extf-text.js';

/**
 * DATEV's rules for an EXTF file, checked on the bytes: encoding, line ends, the header's fields,
 * column count, which fields are quoted, lengths, amounts and dates. Used by the conformance command
 * and by tests on the files the export writes; every finding names line and field.
 */

export type RuleFinding = { line: number; field: string; rule: string };
type Field = { text: string; quoted: boolean };

/** Splits Windows-1252 text into lines of fields, remembering quoting and each line's ending. */
function tokenize(text: string): { fields: Field[]; ending: string }[] {
  const lines: { fields: Field[]; ending: string }[] = [];
  let fields: Field[] = [];
  let current: Field = { text: '', quoted: false };
  let inQuotes = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] as string;
    if (inQuotes) {
      if (char === '"' && text[index + 1] === '"') {
        current.text += '"';
        index += 1;
      } else if (char === '"') inQuotes = false;
      else current.text += char;
    } else if (char === '"') {
      inQuotes = true;
      current.quoted = true;
    } else if (char === ';') {
      fields.push(current);
      current = { text: '', quoted: false };
    } else if (char === '\r' || char === '\n') {
      const ending = char === '\r' && text[index + 1] === '\n' ? '\r\n' : char;
      if (ending === '\r\n') index += 1;
      fields.push(current);
      lines.push({ fields, ending });
      fields = [];
      current = { text: '', quoted: false };
    } else current.text += char;
  }
  if (current.text !== '' || fields.length > 0) {
    fields.push(current);
    lines.push({ fields, ending: '' });
  }
  return lines;
}

const validDate = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};
const yyyymmdd = (text: string) =>
  /^\d{8}$/.test(text) &&
  validDate(Number(text.slice(0, 4)), Number(text.slice(4, 6)), Number(text.slice(6, 8)));
const ttmmjjjj = (text: string) =>
  /^\d{8}$/.test(text) &&
  validDate(Number(text.slice(4, 8)), Number(text.slice(2, 4)), Number(text.slice(0, 2)));

/** Bytes that are valid multi-byte UTF-8 mean the writer did not encode Windows-1252. */
function looksLikeUtf8(bytes: Uint8Array): boolean {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return true;
  if (!bytes.some((byte) => byte >= 0x80)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

type HeaderFacts = { category: number; accountLength: number; from: string; to: string };

function checkHeader(fields: Field[], findings: RuleFinding[]): HeaderFacts | null {
  const finding = (field: string, rule: string) => findings.push({ line: 1, field, rule });
  if (fields.length !== 31) finding('Header', `31 Felder erwartet, ${fields.length} gefunden`);
  const value = (index: number) => fields[index]?.text ?? '';
  if (value(0) !== 'EXTF' || !fields[0]?.quoted) finding('Kennzeichen', '"EXTF" in Anführungszeichen');
  if (value(1) !== '700') finding('Versionsnummer', '700');
  const category = Number(value(2));
  const expected = { 21: ['Buchungsstapel', '13'], 16: ['Debitoren/Kreditoren', '5'] }[category];
  if (!expected) {
    finding('Formatkategorie', '21 oder 16');
    return null;
  }
  if (value(3) !== expected[0] || !fields[3]?.quoted) finding('Formatname', `"${expected[0]}"`);
  if (value(4) !== expected[1]) finding('Formatversion', String(expected[1]));
  if (!/^\d{17}$/.test(value(5))) finding('Erzeugt am', 'JJJJMMTTHHMMSSFFF');
  const adviser = Number(value(10));
  if (!/^\d+$/.test(value(10)) || adviser < 1001 || adviser > 9_999_999)
    finding('Beraternummer', '1001 bis 9999999');
  const client = Number(value(11));
  if (!/^\d+$/.test(value(11)) || client < 1 || client > 99_999) finding('Mandantennummer', '1 bis 99999');
  if (!yyyymmdd(value(12))) finding('WJ-Beginn', 'JJJJMMTT');
  const accountLength = Number(value(13));
  if (!(accountLength >= 4 && accountLength <= 8)) finding('Sachkontenlänge', '4 bis 8');
  if (category !== 21) return { category, accountLength, from: '', to: '' };
  const [from, to, start] = [value(14), value(15), value(12)];
  if (!yyyymmdd(from) || !yyyymmdd(to) || from > to) finding('Datum vom/bis', 'JJJJMMTT, vom ≤ bis');
  else if (yyyymmdd(start)) {
    const end = `${Number(start.slice(0, 4)) + 1}${start.slice(4)}`;
    if (from < start || to >= end) finding('Datum vom/bis', 'im Wirtschaftsjahr ab WJ-Beginn');
  }
  if (value(16).length > fieldLength.headerBezeichnung) finding('Bezeichnung', 'höchstens 30 Zeichen');
  if (value(18) !== '1') finding('Buchungstyp', '1 (Finanzbuchführung)');
  if (!['0', '1', ''].includes(value(20))) finding('Festschreibung', '0 oder 1');
  if (!/^[A-Z]{3}$/.test(value(21)) || !fields[21]?.quoted) finding('WKZ', 'ISO-Code in Anführungszeichen');
  return { category, accountLength, from, to };
}

/** Columns DATEV defines as text (always quoted) among those a Buchungsstapel row uses. */
const textColumns: number[] = [
  column.sollHaben,
  column.wkzUmsatz,
  column.buSchluessel,
  column.belegfeld1,
  column.belegfeld2,
  column.buchungstext,
  column.beleglink,
  ...Array.from({ length: 16 }, (_, index) => column.beleginfoArt1 + index),
  column.kost1,
  column.kost2,
  column.euLandUstId,
  column.buchungsGuid,
];
const numericColumns: number[] = [
  column.umsatz,
  column.kurs,
  column.basisUmsatz,
  column.konto,
  column.gegenkonto,
  column.belegdatum,
  column.festschreibung,
  column.leistungsdatum,
  column.faelligkeit,
];

function checkBookingRow(fields: Field[], line: number, header: HeaderFacts, findings: RuleFinding[]) {
  const finding = (field: string, rule: string) => findings.push({ line, field, rule });
  if (fields.length !== BUCHUNGSSTAPEL_COLUMN_COUNT) {
    finding('Zeile', `${BUCHUNGSSTAPEL_COLUMN_COUNT} Felder erwartet, ${fields.length} gefunden`);
    return;
  }
  const at = (position: number) => fields[position - 1] as Field;
  const text = (position: number) => at(position).text;
  for (const position of textColumns) {
    if (text(position) !== '' && !at(position).quoted)
      finding(`Feld ${position}`, 'Text in Anführungszeichen');
  }
  for (const position of numericColumns) {
    if (at(position).quoted) finding(`Feld ${position}`, 'Zahl ohne Anführungszeichen');
  }
  const amount = text(column.umsatz);
  if (!/^\d{1,10},\d{2}$/.test(amount) || /^0+,00$/.test(amount))
    finding('Umsatz', 'positiv, Dezimalkomma, zwei Nachkommastellen');
  if (!['S', 'H'].includes(text(column.sollHaben))) finding('Soll/Haben-Kennzeichen', '"S" oder "H"');
  if (text(column.wkzUmsatz) && !/^[A-Z]{3}$/.test(text(column.wkzUmsatz))) finding('WKZ Umsatz', 'ISO-Code');
  if (text(column.wkzUmsatz) && text(column.wkzUmsatz) !== 'EUR') {
    if (!/^([1-9]\d{0,3}|0),\d{2,6}$/.test(text(column.kurs)) || /^0,0+$/.test(text(column.kurs)))
      finding('Kurs', 'Fremdwährung braucht einen Kurs');
    if (!/^\d{1,10},\d{2}$/.test(text(column.basisUmsatz)))
      finding('Basis-Umsatz', 'Fremdwährung braucht ihn');
    if (text(column.wkzUmsatz + 3) !== 'EUR') finding('WKZ Basis-Umsatz', '"EUR"');
  }
  const longest = header.accountLength + 1;
  for (const [name, position] of [
    ['Konto', column.konto],
    ['Gegenkonto', column.gegenkonto],
  ] as const) {
    const account = text(position);
    if (!/^\d{1,9}$/.test(account) || account.length > longest)
      finding(name, `Ziffern, höchstens ${longest} Stellen`);
  }
  if (!/^\d{0,4}$/.test(text(column.buSchluessel))) finding('BU-Schlüssel', 'höchstens 4 Ziffern');
  const belegdatum = text(column.belegdatum);
  const year = Number(header.from.slice(0, 4));
  if (
    !/^\d{4}$/.test(belegdatum) ||
    !validDate(year, Number(belegdatum.slice(2)), Number(belegdatum.slice(0, 2)))
  )
    finding('Belegdatum', 'TTMM');
  else {
    const iso = `${year}${belegdatum.slice(2)}${belegdatum.slice(0, 2)}`;
    if (iso < header.from || iso > header.to) finding('Belegdatum', 'im Zeitraum Datum vom/bis');
  }
  const belegfeld1 = text(column.belegfeld1);
  if (belegfeld1.length > fieldLength.belegfeld1 || !BELEGFELD1_PATTERN.test(belegfeld1))
    finding('Belegfeld 1', 'höchstens 36 Zeichen aus A–Z 0–9 $ & % * + - /');
  if (text(column.belegfeld2).length > fieldLength.belegfeld2) finding('Belegfeld 2', 'höchstens 12 Zeichen');
  if (text(column.buchungstext).length > fieldLength.buchungstext)
    finding('Buchungstext', 'höchstens 60 Zeichen');
  const link = text(column.beleglink);
  if (link && !/^(BEDI|DDMS|DORG) "[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}"$/.test(link))
    finding('Beleglink', 'BEDI "<GUID>"');
  for (let index = 0; index < 8; index += 1) {
    if (text(column.beleginfoArt1 + index * 2).length > fieldLength.beleginfoArt)
      finding(`Beleginfo - Art ${index + 1}`, 'höchstens 20 Zeichen');
    if (text(column.beleginfoArt1 + index * 2 + 1).length > fieldLength.beleginfoInhalt)
      finding(`Beleginfo - Inhalt ${index + 1}`, 'höchstens 210 Zeichen');
  }
  for (const [name, position] of [
    ['KOST1', column.kost1],
    ['KOST2', column.kost2],
  ] as const) {
    if (text(position).length > fieldLength.kost) finding(name, 'höchstens 36 Zeichen');
  }
  for (const [name, position] of [
    ['Leistungsdatum', column.leistungsdatum],
    ['Fälligkeit', column.faelligkeit],
  ] as const) {
    if (text(position) && !ttmmjjjj(text(position))) finding(name, 'TTMMJJJJ');
  }
  if (!['', '0', '1'].includes(text(column.festschreibung))) finding('Festschreibung', '0 oder 1');
  if (text(column.buchungsGuid).length > fieldLength.buchungsGuid)
    finding('Buchungs GUID', 'höchstens 36 Zeichen');
}

function checkDebKredRow(fields: Field[], line: number, header: HeaderFacts, findings: RuleFinding[]) {
  const finding = (field: string, rule: string) => findings.push({ line, field, rule });
  if (fields.length !== DEBKRED_COLUMN_COUNT) {
    finding('Zeile', `${DEBKRED_COLUMN_COUNT} Felder erwartet, ${fields.length} gefunden`);
    return;
  }
  const account = fields[0] as Field;
  if (account.quoted || !/^\d+$/.test(account.text) || account.text.length !== header.accountLength + 1)
    finding('Konto', `Personenkonto mit ${header.accountLength + 1} Stellen, ohne Anführungszeichen`);
  const name = fields[1] as Field;
  if (!name.quoted || name.text.length === 0 || name.text.length > 50)
    finding('Name', '1 bis 50 Zeichen, in Anführungszeichen');
}

/** Every rule finding of one EXTF file (empty when the file keeps every rule). */
export function checkExtfFile(bytes: Uint8Array): RuleFinding[] {
  const findings: RuleFinding[] = [];
  if (looksLikeUtf8(bytes)) findings.push({ line: 0, field: 'Datei', rule: 'Windows-1252, nicht UTF-8' });
  const lines = tokenize(fromWindows1252(bytes));
  lines.forEach((line, index) => {
    if (line.ending !== '\r\n') findings.push({ line: index + 1, field: 'Zeilenende', rule: 'CRLF' });
  });
  const [first, headings, ...rows] = lines;
  if (!first) return [...findings, { line: 1, field: 'Datei', rule: 'leer' }];
  const header = checkHeader(first.fields, findings);
  if (!header) return findings;
  const columns = header.category === 21 ? BUCHUNGSSTAPEL_COLUMN_COUNT : DEBKRED_COLUMN_COUNT;
  if (headings?.fields.length !== columns)
    findings.push({ line: 2, field: 'Spaltenüberschriften', rule: `${columns} Spalten` });
  const check = header.category === 21 ? checkBookingRow : checkDebKredRow;
  rows.forEach((row, index) => check(row.fields, index + 3, header, findings));
  return findings;
}
