import type { Sheet } from './blocks.js';
import {
  generateInvoice,
  type Country,
  type GeneratedInvoice,
  type InvoiceKind,
  type Language,
} from './invoice-data.js';
import { LAYOUTS, type LayoutName } from './layouts.js';
import { WORDS, amountFormatter, dateFormatter } from './locale.js';
import { createRandom, seedOf } from './random.js';
import { renderPdf, type FontFamily } from './render.js';

export type TruthFields = Record<string, { value: string; visible: boolean }>;
export type GeneratedDocument = {
  name: string;
  layout: LayoutName;
  language: Language;
  pdf: Uint8Array;
  fields: TruthFields;
  invoice: GeneratedInvoice;
};

export type DocumentSpec = {
  id: string;
  language: Language;
  country: Country;
  kind: InvoiceKind;
  layout: LayoutName;
  font: FontFamily;
};

const COUNTRIES: Record<Language, Country[]> = {
  de: ['DE', 'DE', 'DE', 'AT'],
  en: ['GB', 'NZ', 'GB', 'DE'],
  fr: ['FR', 'FR', 'BE'],
  nl: ['NL', 'NL', 'BE'],
};
const LANGUAGES: Language[] = ['de', 'en', 'fr', 'nl'];
const INVOICE_LAYOUTS: LayoutName[] = ['letter', 'modern', 'sidebar', 'marketplace'];
const FONTS: FontFamily[] = ['helvetica', 'times', 'courier'];

/**
 * The specs of the generated set: every language with every layout, invoices, paid invoices and
 * receipts, three font families. `count` documents, the same ones on every run.
 */
export function generatedSpecs(count: number): DocumentSpec[] {
  const specs: DocumentSpec[] = [];
  for (let index = 0; index < count; index += 1) {
    const language = LANGUAGES[index % 4]!;
    const round = Math.floor(index / 4);
    const receipt = round % 5 === 4;
    const layout: LayoutName = receipt ? 'receipt' : INVOICE_LAYOUTS[(round + index) % 4]!;
    const kind: InvoiceKind = receipt ? 'receipt' : round % 6 === 2 ? 'paid' : 'invoice';
    const countries = COUNTRIES[language];
    specs.push({
      id: `gen-${String(index).padStart(3, '0')}-${language}-${layout}-${kind}`,
      language,
      country: countries[round % countries.length]!,
      kind,
      layout,
      font: FONTS[(index + round) % 3]!,
    });
  }
  return specs;
}

function truthOf(invoice: GeneratedInvoice, printed: Set<string>): TruthFields {
  const amount = (cents: number) =>
    `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
  const fields: TruthFields = {
    invoice_number: { value: invoice.number, visible: true },
    issue_date: { value: invoice.issueDate, visible: true },
    currency: { value: invoice.currency, visible: true },
    seller_name: { value: invoice.seller.name, visible: true },
    net_total: { value: amount(invoice.netCents), visible: printed.has('net_total') },
    vat_total: { value: amount(invoice.vatCents), visible: printed.has('vat_total') },
    gross_total: { value: amount(invoice.grossCents), visible: printed.has('gross_total') },
    amount_due: { value: amount(invoice.dueCents), visible: printed.has('amount_due') },
  };
  if (invoice.seller.vatId)
    fields.seller_vat_id = { value: invoice.seller.vatId, visible: printed.has('seller_vat_id') };
  if (invoice.seller.iban) fields.iban = { value: invoice.seller.iban, visible: printed.has('iban') };
  if (invoice.orderReference) fields.order_reference = { value: invoice.orderReference, visible: true };
  if (invoice.dueDate) fields.due_date = { value: invoice.dueDate, visible: true };
  return fields;
}

/** Draws one generated invoice and returns its PDF with the truth of every printed field. */
export async function generateDocument(spec: DocumentSpec): Promise<GeneratedDocument> {
  const random = createRandom(seedOf(spec.id));
  const invoice = generateInvoice(spec, random);
  const receipt = spec.layout === 'receipt';
  const sheet: Sheet = {
    invoice,
    words: WORDS[spec.language],
    format: amountFormatter(spec.language, spec.country, invoice.currency, random),
    date: dateFormatter(spec.language, random),
    random,
    width: receipt ? 226 : 595,
    height: 842,
    ops: [],
    page: 0,
    printed: new Set(),
  };
  LAYOUTS[spec.layout](sheet);
  const height = receipt ? Math.max(...sheet.ops.map((op) => op.y)) + 30 : 842;
  const pdf = await renderPdf(sheet.ops, { width: sheet.width, height }, spec.font);
  return {
    name: `${spec.id}.pdf`,
    layout: spec.layout,
    language: spec.language,
    pdf,
    fields: truthOf(invoice, sheet.printed),
    invoice,
  };
}
