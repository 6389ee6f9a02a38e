import { normalizeIban } from '@belegfluss/shared';

/** Pure rules of creditor matching: comparable names and IBANs, and the seller's address in page text. */

const LEGAL_FORMS = /\b(gmbh|mbh|ag|kg|ohg|ug|e\.?\s?k\.?|gbr|se|co|haftungsbeschränkt|&)\b/gu;

/** A name as compared: lower case, punctuation and legal forms left out, blanks collapsed. */
export function comparableName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[.,;:'"()/\\·|+-]/gu, ' ')
    .replace(LEGAL_FORMS, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** Two names denote the same company (case, punctuation and legal form aside); blanks never match. */
export function sameName(a: string, b: string): boolean {
  const left = comparableName(a);
  return left !== '' && left === comparableName(b);
}

/** The invoice's IBAN differs from the creditor's stored one (both given; blanks and case aside). */
export function ibanDiffers(invoiceIban: string, storedIban: string): boolean {
  const invoice = normalizeIban(invoiceIban);
  const stored = normalizeIban(storedIban);
  return invoice !== '' && stored !== '' && invoice !== stored;
}

export type SellerAddress = { street: string; zip: string; city: string; countryCode: string };

const ZIP_CITY = /^(?:(D|DE|A|AT|CH)\s?-\s?)?(\d{4,5})\s+([A-Za-zÄÖÜäöüß][\p{L} .\-()/]*)$/u;
const STREET = /^[\p{L}][\p{L} .\-ß]*?\s\d+\s?[a-zA-Z]?(?:\s?[-/]\s?\d+\s?[a-zA-Z]?)?$/u;
const countryOfPrefix: Record<string, string> = { D: 'DE', DE: 'DE', A: 'AT', AT: 'AT', CH: 'CH' };

/** The parts of a line as a sender line writes them ("Muster GmbH · Hauptstr. 5 · 10115 Berlin"). */
const partsOf = (line: string) =>
  line
    .split(/\s[·|•–]\s|\s-\s|,\s/u)
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * The seller's street and town from a page's text: in the lines that name the seller (a sender line)
 * or in the few lines after the name, a street with house number followed by postcode and town.
 * Empty fields when the text does not show them.
 */
export function sellerAddressFromText(text: string, sellerName: string): SellerAddress {
  const empty: SellerAddress = { street: '', zip: '', city: '', countryCode: '' };
  const name = comparableName(sellerName);
  if (name === '') return empty;
  const lines = text.split(/\r?\n/u).map((line) => line.trim());
  for (const [index, line] of lines.entries()) {
    if (!comparableName(line).includes(name)) continue;
    const parts = [...partsOf(line).slice(1), ...lines.slice(index + 1, index + 5).flatMap(partsOf)];
    for (const [position, part] of parts.entries()) {
      const town = ZIP_CITY.exec(part);
      if (!town) continue;
      const street =
        parts
          .slice(0, position)
          .reverse()
          .find((candidate) => STREET.test(candidate)) ?? '';
      const [, prefix, zip = '', city = ''] = town;
      const countryCode = prefix ? (countryOfPrefix[prefix] ?? '') : zip.length === 5 ? 'DE' : '';
      return { street, zip, city: city.trim(), countryCode };
    }
  }
  return empty;
}

/** The BIC printed on a page ("BIC: COBADEFFXXX"), '' when none. */
export function bicFromText(text: string): string {
  const match =
    /\b(?:BIC|SWIFT|Swift)(?:[\s-]*Code)?\s*:?\s*([A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?)\b/u.exec(text);
  return match?.[1] ?? '';
}
