import {
  formatDate,
  formatDecimalString,
  formatIban,
  type EInvoiceComparison,
  type EInvoiceComparisonField,
  type ExtractionResult,
  type Language,
} from '@belegfluss/shared';
import { eq, parseDecimal, toPlainString } from './engine/decimal.js';
import type { Invoice } from './engine/model.js';

/**
 * XML against the visible PDF of a hybrid invoice. The PDF's values come from the product's data
 * extraction (text layer or OCR). A value counts as shown when the extraction read the same value
 * or the XML's value is printed anywhere in the PDF (the extraction may have picked another figure);
 * it differs when the PDF is read to say something else and the XML's value is printed nowhere. The
 * XML is the invoice by law: nothing is corrected, every difference is shown.
 */
/** `code`: an identifier compared without blanks (VAT ID); `iban` is also shown in groups of four. */
type Kind = 'amount' | 'date' | 'text' | 'iban' | 'code';
type Check = { field: string; kind: Kind; xml: string | undefined; pdf: string | undefined };

const LANGUAGES: Language[] = ['de', 'en', 'ru'];
const normalizeText = (value: string) => value.replace(/\s+/g, ' ').trim().toLowerCase();
const spaceless = (value: string) => value.replace(/\s+/g, '').toUpperCase();

function same(kind: Kind, a: string, b: string): boolean {
  if (kind === 'amount') {
    const left = parseDecimal(a);
    const right = parseDecimal(b);
    return left !== null && right !== null && eq(left, right);
  }
  if (kind === 'iban' || kind === 'code') return spaceless(a) === spaceless(b);
  if (kind === 'date') return a.slice(0, 10) === b.slice(0, 10);
  return normalizeText(a) === normalizeText(b);
}

function amountSpellings(value: string): string[] {
  const decimal = parseDecimal(value);
  if (!decimal) return [value];
  const plain = toPlainString(decimal, 2).replace('-', '');
  const [whole = '', fraction = '00'] = plain.split('.');
  const group = (separator: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return [
    `${group('.')},${fraction}`,
    `${whole},${fraction}`,
    `${group(',')}.${fraction}`,
    `${whole}.${fraction}`,
  ];
}

function dateSpellings(iso: string): string[] {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return [iso];
  const [, year, month, day] = match as unknown as [string, string, string, string];
  return [
    iso.slice(0, 10),
    `${day}.${month}.${year}`,
    `${day}.${month}.${year.slice(2)}`,
    `${day}/${month}/${year}`,
    `${Number(day)}.${Number(month)}.${year}`,
  ];
}

/** Whether the XML's value is printed somewhere in the PDF's text (as a whole number or token). */
export function printedInText(kind: Kind, value: string, text: string): boolean {
  if (kind === 'iban' || kind === 'code') return spaceless(text).includes(spaceless(value));
  const compact = text.replace(/\s+/g, ' ');
  const spellings =
    kind === 'amount' ? amountSpellings(value) : kind === 'date' ? dateSpellings(value) : [value];
  return spellings.some((spelling) => {
    const escaped = spelling.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const pattern =
      kind === 'text'
        ? new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'iu')
        : new RegExp(`(^|[^\\d.,])${escaped}($|[^\\d]|[.,](?!\\d))`);
    return pattern.test(compact);
  });
}

function display(kind: Kind, value: string, language: Language, currency: string | undefined): string {
  if (kind === 'amount')
    return `${formatDecimalString(value, language)} ${currency === 'EUR' ? '€' : (currency ?? '')}`.trim();
  if (kind === 'date') return formatDate(value, language) || value;
  if (kind === 'iban') return formatIban(value);
  return value;
}

function message(
  status: EInvoiceComparisonField['status'],
  kind: Kind,
  xml: string,
  pdf: string | null,
  currency: string | undefined,
): EInvoiceComparisonField['message'] {
  const text = (language: Language) => {
    const x = display(kind, xml, language, currency);
    const p = pdf === null ? '' : display(kind, pdf, language, currency);
    if (status === 'different')
      return {
        de: `PDF zeigt ${p}, XML enthält ${x}`,
        en: `PDF shows ${p}, XML contains ${x}`,
        ru: `В PDF указано ${p}, в XML — ${x}`,
      }[language];
    if (status === 'missing')
      return {
        de: `XML enthält ${x}, im PDF nicht gefunden`,
        en: `XML contains ${x}, not found in the PDF`,
        ru: `В XML — ${x}, в PDF не найдено`,
      }[language];
    return { de: `PDF und XML: ${x}`, en: `PDF and XML: ${x}`, ru: `PDF и XML: ${x}` }[language];
  };
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, text(language)]),
  ) as EInvoiceComparisonField['message'];
}

function compareOne(
  check: Check,
  text: string,
  currency: string | undefined,
): EInvoiceComparisonField | null {
  if (!check.xml) return null;
  const pdf = check.pdf ?? null;
  const status: EInvoiceComparisonField['status'] =
    (pdf !== null && same(check.kind, check.xml, pdf)) || printedInText(check.kind, check.xml, text)
      ? 'same'
      : pdf !== null
        ? 'different'
        : 'missing';
  return {
    field: check.field,
    xmlValue: check.xml,
    pdfValue: status === 'same' ? check.xml : pdf,
    status,
    message: message(status, check.kind, check.xml, pdf, currency),
  };
}

const decimalOf = (value: string | undefined) => {
  const parsed = parseDecimal(value);
  return parsed ? toPlainString(parsed, 2) : undefined;
};

/** The key values of the XML (number, dates, totals, VAT per rate, IBAN, seller) against the PDF. */
export function compareXmlWithPdf(
  model: Invoice,
  extracted: ExtractionResult,
  text: string,
): EInvoiceComparison {
  const read = (name: keyof ExtractionResult['fields']) => extracted.fields[name]?.value;
  const iban = model.paymentInstructions
    .flatMap((instruction) => instruction.creditTransfers)
    .find((transfer) => transfer.accountId)?.accountId;
  const checks: Check[] = [
    { field: 'invoiceNumber', kind: 'text', xml: model.number, pdf: read('invoiceNumber') },
    { field: 'issueDate', kind: 'date', xml: model.issueDate, pdf: read('invoiceDate') },
    {
      field: 'taxExclusive',
      kind: 'amount',
      xml: decimalOf(model.totals.taxExclusive),
      pdf: read('netTotal'),
    },
    { field: 'vat', kind: 'amount', xml: decimalOf(model.totals.vat), pdf: read('vatTotal') },
    {
      field: 'taxInclusive',
      kind: 'amount',
      xml: decimalOf(model.totals.taxInclusive),
      pdf: read('grossTotal'),
    },
    { field: 'payable', kind: 'amount', xml: decimalOf(model.totals.payable), pdf: read('amountDue') },
    ...model.vatBreakdown.map((breakdown): Check => {
      const rate = parseDecimal(breakdown.rate);
      const printed = extracted.vatRates.find((line) => {
        const candidate = parseDecimal(line.rate);
        return rate !== null && candidate !== null && eq(rate, candidate);
      });
      return {
        field: `vatRate:${breakdown.rate ?? breakdown.category ?? ''}`,
        kind: 'amount',
        xml: decimalOf(breakdown.taxAmount),
        pdf: printed?.vat,
      };
    }),
    { field: 'iban', kind: 'iban', xml: iban?.replace(/\s+/g, ''), pdf: read('iban') },
    {
      field: 'sellerName',
      kind: 'text',
      xml: model.seller.name ?? model.seller.tradingName,
      pdf: read('sellerName'),
    },
    { field: 'sellerVatId', kind: 'code', xml: model.seller.vatId, pdf: read('vatId') },
  ];
  const fields = checks
    .map((check) => compareOne(check, text, model.currency))
    .filter((field): field is EInvoiceComparisonField => field !== null);
  return {
    checked: true,
    skippedReason: null,
    fields,
    differences: fields.filter((field) => field.status === 'different').length,
    confirmedBy: null,
    confirmedAt: null,
  };
}
