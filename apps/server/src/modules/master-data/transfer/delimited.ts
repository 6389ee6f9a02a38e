/**
 * Reading and writing delimited text (CSV as DATEV and spreadsheets write it): encodings, line
 * ends, quoted fields with doubled quotes and line breaks inside quotes.
 */

export type TextEncodingName = 'UTF-8' | 'Windows-1252';

/**
 * Decodes file bytes: a UTF-8 byte-order mark or bytes that are valid UTF-8 mean UTF-8; anything
 * else is Windows-1252, the encoding DATEV and German Excel write.
 */
export function decodeText(bytes: Uint8Array): { text: string; encoding: TextEncodingName } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'UTF-8' };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'UTF-8' };
  } catch {
    return { text: decodeWindows1252(bytes), encoding: 'Windows-1252' };
  }
}

/** The characters Windows-1252 puts at 0x80–0x9F, where Latin-1 has control codes (unused: 81, 8D, 8F, 90, 9D). */
const C1_CHARACTERS = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const windows1252Extra: Record<string, number> = Object.fromEntries(
  [...C1_CHARACTERS].map((char, index) => [char, 0x80 + index]),
);

/**
 * Windows-1252 differs from Latin-1 only in 0x80–0x9F (€, „, –, ...). Decoded by hand because
 * Node's TextDecoder treats the label as Latin-1 there.
 */
export function decodeWindows1252(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString('latin1')
    .replace(/[\x80-\x9f]/g, (char) => C1_CHARACTERS[char.charCodeAt(0) - 0x80] ?? char);
}

/** Encodes text as Windows-1252 (DATEV's encoding); characters it cannot hold become "?". */
export function encodeWindows1252(text: string): Buffer {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 63;
    if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) bytes.push(code);
    else bytes.push(windows1252Extra[char] ?? 63);
  }
  return Buffer.from(bytes);
}

/** Splits text into rows of fields. Handles CRLF, LF and CR, quotes and doubled quotes. */
export function parseDelimited(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let index = 0;
  const endRow = () => {
    row.push(field);
    field = '';
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
  };
  while (index < text.length) {
    const char = text[index] as string;
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index += 1;
        } else quoted = false;
      } else field += char;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      row.push(field);
      field = '';
    } else if (char === '\r' || char === '\n') {
      endRow();
      if (char === '\r' && text[index + 1] === '\n') index += 1;
    } else field += char;
    index += 1;
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

/** The delimiter of a heading line: the most frequent of semicolon, tab and comma outside quotes. */
export function detectDelimiter(firstLine: string): string {
  const unquoted = firstLine.replace(/"[^"]*"/g, '');
  const counts = [';', '\t', ','].map((candidate) => ({
    candidate,
    count: unquoted.split(candidate).length - 1,
  }));
  counts.sort((a, b) => b.count - a.count);
  return counts[0] && counts[0].count > 0 ? counts[0].candidate : ';';
}

/** One field for writing: quoted when it is text (DATEV quotes text fields), doubled inner quotes. */
export function quoteField(value: string | number | null | undefined, asText: boolean): string {
  if (value === null || value === undefined) return asText ? '""' : '';
  const text = String(value);
  if (!asText && !/[";\r\n]/.test(text)) return text;
  return `"${text.replace(/"/g, '""')}"`;
}
