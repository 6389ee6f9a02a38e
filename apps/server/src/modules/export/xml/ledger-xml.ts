import type { BookingRow } from '../extf/buchungsstapel.js';

/**
 * The ledger XML of one incoming invoice for DATEV's XML-Schnittstelle online (schema
 * Belegverwaltung_online_ledger_import_v060): one accountsPayableLedger per booking line inside one
 * consolidate element, elements in the schema's order.
 */

export const LEDGER_NAMESPACE = 'http://xml.datev.de/bedi/tps/ledger/v060';
export const DOCUMENT_NAMESPACE = 'http://xml.datev.de/bedi/tps/document/v06.0';
export const GENERATOR = 'Belegfluss';

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/[^\t\n\r\u0020-\u{10ffff}]/gu, '');
}

/** Signed cents as the schema's decimal: "-119.00". */
export const decimal = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

export type LedgerDocument = {
  rows: BookingRow[];
  /** Tax rate of each row in basis points (same order as rows). */
  rates: number[];
  supplierName: string;
  supplierCity: string;
};

const element = (name: string, value: string | null | undefined) =>
  value === null || value === undefined || value === '' ? '' : `<${name}>${escapeXml(value)}</${name}>`;

/** The schema's rate: a dot and exactly six decimals ("1,085" → "1.085000"). */
const sixDecimals = (rate: string) => {
  const [whole = '0', fraction = ''] = rate.replace('.', ',').split(',');
  return `${whole}.${fraction.padEnd(6, '0').slice(0, 6)}`;
};

/** invoiceId allows letters, digits and $ % & * + - / only. */
const invoiceIdOf = (text: string) => text.replace(/[^a-zA-Z0-9$%&*+\-/]/g, '').slice(0, 36);

function ledgerLine(row: BookingRow, rateBp: number, document: LedgerDocument): string {
  const signed = row.side === 'H' ? -row.amountCents : row.amountCents;
  const parts = [
    element('date', row.documentDate),
    element('amount', decimal(signed)),
    element('accountNo', String(row.account)),
    row.taxKey ? element('buCode', String(Number(row.taxKey))) : '',
    element('costCategoryId', row.kost1.trim()),
    element('costCategoryId2', row.kost2.trim()),
    rateBp > 0 && rateBp < 10_000 ? element('tax', decimal(rateBp)) : '',
    element('currencyCode', row.currency ?? 'EUR'),
    `<invoiceId>${escapeXml(invoiceIdOf(row.belegfeld1))}</invoiceId>`,
    element('bookingText', row.bookingText.slice(0, 60)),
    row.exchangeRate ? element('exchangeRate', sixDecimals(row.exchangeRate)) : '',
    element('dueDate', row.dueDate),
    row.contraAccount >= 10_000 ? element('bpAccountNo', String(row.contraAccount)) : '',
    element('deliveryDate', row.serviceDate),
    element('supplierName', document.supplierName.slice(0, 50)),
    element('supplierCity', document.supplierCity.slice(0, 30)),
  ];
  return `<accountsPayableLedger>${parts.join('')}</accountsPayableLedger>`;
}

/** The whole ledger file of one invoice (UTF-8). */
export function ledgerXml(document: LedgerDocument): string {
  const first = document.rows[0] as BookingRow;
  const total = document.rows.reduce(
    (sum, row) => sum + (row.side === 'H' ? -row.amountCents : row.amountCents),
    0,
  );
  const invoiceId = invoiceIdOf(first.belegfeld1);
  const attributes = [
    `consolidatedAmount="${decimal(total)}"`,
    `consolidatedDate="${first.documentDate}"`,
    invoiceId ? `consolidatedInvoiceId="${escapeXml(invoiceId)}"` : '',
    `consolidatedCurrencyCode="${first.currency ?? 'EUR'}"`,
  ]
    .filter(Boolean)
    .join(' ');
  const lines = document.rows
    .map((row, index) => ledgerLine(row, document.rates[index] ?? 0, document))
    .join('');
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\r\n` +
    `<LedgerImport xmlns="${LEDGER_NAMESPACE}" version="6.0" generator_info="${GENERATOR}" generating_system="${GENERATOR}" ` +
    `xml_data="Kopie nur zur Verbuchung berechtigt nicht zum Vorsteuerabzug">` +
    `<consolidate ${attributes}>${lines}</consolidate></LedgerImport>\r\n`
  );
}
