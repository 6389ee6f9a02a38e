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
  return text.includes('"') ? `"${text.replace(/"/g, '""')}"` : `"${text}"`;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const isoParts = (iso: string) => {
  if (!ISO_DATE.test(iso)) throw new Error(`not an ISO date: ${iso}`);
  return { year: iso.slice(0, 4), month: iso.slice(5, 7), day: iso.slice(8, 10) };
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

/** Windows-1252 byte of each UTF-16 code unit: "?" (63) for everything it lacks. */
const BYTE_OF = (() => {
  const table = new Uint8Array(0x10000).fill(63);
  for (let code = 0; code < 0x80; code += 1) table[code] = code;
  for (let code = 0xa0; code <= 0xff; code += 1) table[code] = code;
  for (const [char, byte] of c1Bytes) table[char.charCodeAt(0)] = byte;
  return table;
})();

/** A character that Latin-1 encodes differently from Windows-1252 or not at all. */
// eslint-disable-next-line no-control-regex -- the range starts at NUL on purpose: every ASCII code unit qualifies
const NOT_LATIN1_COMPATIBLE = /[^\x00-\x7f\xa0-\xff]/;

/**
 * Writes text as Windows-1252 bytes into `target` at `offset` and returns the bytes written (at most
 * one per UTF-16 code unit; `target` must have that room). A character outside Windows-1252 becomes
 * "?" (the pre-export check warns first). Text of ASCII and Latin-1 letters (the common case,
 * umlauts included) is written natively in one call; otherwise every code unit goes through a lookup
 * table, a surrogate pair giving one "?".
 */
export function writeWindows1252(text: string, target: Buffer, offset: number): number {
  if (!NOT_LATIN1_COMPATIBLE.test(text)) return target.write(text, offset, 'latin1');
  let length = offset;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) index += 1;
      target[length++] = 63;
    } else target[length++] = BYTE_OF[code] as number;
  }
  return length - offset;
}

/** Text as Windows-1252 bytes (see `writeWindows1252`). */
export function windows1252(text: string): Buffer {
  const bytes = Buffer.allocUnsafe(text.length);
  return bytes.subarray(0, writeWindows1252(text, bytes, 0));
}

/** Decodes Windows-1252 bytes (Node's latin1 decoder lacks the 0x80–0x9F characters). */
export function fromWindows1252(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString('latin1')
    .replace(/[\x80-\x9f]/g, (char) => C1[char.charCodeAt(0) - 0x80] ?? char);
}
