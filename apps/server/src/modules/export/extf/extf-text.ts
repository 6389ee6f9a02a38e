/**
 * The value shapes of DATEV's EXTF format: amounts with a decimal comma and no thousands separator,
 * dates as TTMM or TTMMJJJJ, text always in double quotes with inner quotes doubled, Windows-1252 bytes.
 */

/** Cents as DATEV writes an amount: "1234,56", no sign, no thousands separator. */
export function amountText(cents: number): string {
  const absolute = Math.abs(Math.round(cents));
  const whole = Math.floor(absolute / 100);
  const fraction = String(absolute % 100).padStart(2, '0');
  return `${whole},${fraction}`;
}

/** A quoted text field; DATEV quotes every text field, empty ones too. */
export function quoted(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

const isoParts = (iso: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new Error(`not an ISO date: ${iso}`);
  return { year: match[1] as string, month: match[2] as string, day: match[3] as string };
};

/** Belegdatum: day and month (TTMM); the year comes from the header's Datum vom. */
export function ttmm(iso: string): string {
  const { day, month } = isoParts(iso);
  return `${day}${month}`;
}

/** Leistungsdatum, Fälligkeit: TTMMJJJJ. */
export function ttmmjjjj(iso: string): string {
  const { day, month, year } = isoParts(iso);
  return `${day}${month}${year}`;
}

/** Header dates (WJ-Beginn, Datum vom/bis): JJJJMMTT. */
export function jjjjmmtt(iso: string): string {
  const { day, month, year } = isoParts(iso);
  return `${year}${month}${day}`;
}

/** The header's "Erzeugt am": JJJJMMTTHHMMSSFFF in UTC. */
export function createdStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:TZ.]/g, '')
    .slice(0, 17);
}

/** The characters Windows-1252 puts at 0x80–0x9F (unused: 81, 8D, 8F, 90, 9D). */
const C1 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const c1Bytes = new Map([...C1].map((char, index) => [char, 0x80 + index]));

/** Whether a character exists in Windows-1252 (others would become "?" in the file). */
export function isWindows1252(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 || (code >= 0xa0 && code <= 0xff) || c1Bytes.has(char);
}

/** Text as Windows-1252 bytes; a character outside it becomes "?" (the pre-export check warns first). */
export function windows1252(text: string): Buffer {
  const bytes = Buffer.allocUnsafe(text.length);
  let length = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 63;
    bytes[length++] = code < 0x80 || (code >= 0xa0 && code <= 0xff) ? code : (c1Bytes.get(char) ?? 63);
  }
  return bytes.subarray(0, length);
}

/** Decodes Windows-1252 bytes (Node's latin1 decoder lacks the 0x80–0x9F characters). */
export function fromWindows1252(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString('latin1')
    .replace(/[\x80-\x9f]/g, (char) => C1[char.charCodeAt(0) - 0x80] ?? char);
}
