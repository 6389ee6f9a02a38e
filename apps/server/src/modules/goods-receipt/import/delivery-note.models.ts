import type { DocumentPageText } from '../goods-receipt.ports.js';
import { formatQuantity, parseScaled, QUANTITY_DECIMALS } from '../goods-receipt.models.js';
import { textLines } from '../page-lines.js';

/** An item line read from a delivery note: article, quantity and unit as printed. */
export type DeliveryItem = {
  extArtikelNr: string;
  ean: string;
  pzn: string;
  description: string;
  quantity: string;
  unit: string;
};

/** Units a German delivery note prints after a quantity. */
const UNITS = new Set(
  [
    'stk',
    'st',
    'stück',
    'stueck',
    'pcs',
    'kg',
    'g',
    'l',
    'ltr',
    'm',
    'm2',
    'm²',
    'm3',
    'lfm',
    'pck',
    'pak',
    'paket',
    'krt',
    'karton',
    'ktn',
    've',
    'pal',
    'palette',
    'satz',
    'paar',
    'rolle',
    'rol',
    'dose',
    'fl',
    'flasche',
    'sack',
    'beutel',
    'eimer',
    'kiste',
    'bund',
    'set',
    'h',
    'std',
  ].map((unit) => unit),
);

const clean = (text: string) => text.replace(/^[("'[]+|[)"'\].,:;]+$/g, '');

/** EAN-8/EAN-13 (GTIN) check digit. */
export function isEan(text: string): boolean {
  if (!/^(\d{8}|\d{13})$/.test(text)) return false;
  const digits = [...text].map(Number);
  const check = digits.pop() as number;
  const sum = digits.reverse().reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

const isQuantity = (text: string) => {
  const parsed = parseScaled(text, QUANTITY_DECIMALS);
  return parsed.ok && parsed.value > 0 ? parsed.value : null;
};
const looksLikeArticle = (text: string) =>
  text.length >= 4 &&
  /\d/.test(text) &&
  !/^\d{1,2}[.,]\d{2}$/.test(text) &&
  !/^\d{1,2}\.\d{1,2}\.\d{2,4}$/.test(text);

/**
 * The item lines of a delivery note: a line with a quantity followed by a unit ("12 Stk") and an
 * article number (letters and digits, at least four characters), an EAN (valid check digit) or a
 * PZN (after "PZN"). The remaining words are its description; a leading position number is skipped.
 */
export function deliveryItems(pages: DocumentPageText[]): DeliveryItem[] {
  const items: DeliveryItem[] = [];
  for (const page of pages) {
    for (const line of textLines(page)) {
      const tokens = line.words.map((word) => clean(word.text)).filter(Boolean);
      const unitIndex = tokens.findIndex(
        (token, index) =>
          index > 0 && UNITS.has(token.toLowerCase()) && isQuantity(tokens[index - 1] ?? '') !== null,
      );
      if (unitIndex < 0) continue;
      const quantityMilli = isQuantity(tokens[unitIndex - 1] ?? '') as number;
      const used = new Set([unitIndex, unitIndex - 1]);
      const pznIndex = tokens.findIndex((token) => token.toUpperCase() === 'PZN');
      const pzn =
        pznIndex >= 0 && /^\d{7,8}$/.test(tokens[pznIndex + 1] ?? '') ? (tokens[pznIndex + 1] as string) : '';
      if (pzn) used.add(pznIndex).add(pznIndex + 1);
      const eanIndex = tokens.findIndex((token, index) => !used.has(index) && isEan(token));
      if (eanIndex >= 0) used.add(eanIndex);
      const start = /^\d{1,3}$/.test(tokens[0] ?? '') && !used.has(0) ? 1 : 0;
      if (start === 1) used.add(0);
      const articleIndex = tokens.findIndex((token, index) => !used.has(index) && looksLikeArticle(token));
      if (articleIndex >= 0) used.add(articleIndex);
      const ean = eanIndex >= 0 ? (tokens[eanIndex] as string) : '';
      const extArtikelNr = articleIndex >= 0 ? (tokens[articleIndex] as string) : '';
      if (!extArtikelNr && !ean && !pzn) continue;
      items.push({
        extArtikelNr,
        ean,
        pzn,
        description: tokens.filter((token, index) => !used.has(index) && /\p{L}/u.test(token)).join(' '),
        quantity: formatQuantity(quantityMilli),
        unit: tokens[unitIndex] as string,
      });
    }
  }
  return items;
}
