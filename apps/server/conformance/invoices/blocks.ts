import type { GeneratedInvoice, Party } from './invoice-data.js';
import type { Formats, Words } from './locale.js';
import type { Random } from './random.js';

/** One piece of text on a page: `y` is its baseline from the top, `x` its left (or right/centre) edge. */
export type TextOp = {
  page: number;
  text: string;
  x: number;
  y: number;
  size: number;
  bold?: boolean;
  align?: 'left' | 'right' | 'center';
  /** The text is drawn smaller when it would be wider than this. */
  maxWidth?: number;
};

/** What a layout draws with: the invoice, its words and formats, and the text pieces drawn so far. */
export type Sheet = {
  invoice: GeneratedInvoice;
  words: Words;
  format: Formats;
  date: (iso: string) => string;
  random: Random;
  width: number;
  height: number;
  ops: TextOp[];
  page: number;
  /** Fields this sheet printed (a field not printed is not scored). */
  printed: Set<string>;
};

export function say(sheet: Sheet, options: readonly string[]): string {
  return sheet.random.pick(options);
}

export function put(sheet: Sheet, text: string, x: number, y: number, size = 9, extra: Partial<TextOp> = {}) {
  if (text) sheet.ops.push({ page: sheet.page, text, x, y, size, ...extra });
}

/** Rows of text one under another; returns the y below the last. */
export function lines(
  sheet: Sheet,
  texts: string[],
  x: number,
  y: number,
  size = 9,
  step = size * 1.35,
  extra: Partial<TextOp> = {},
): number {
  texts.forEach((text, index) => put(sheet, text, x, y + index * step, size, extra));
  return y + texts.length * step;
}

export function addressLines(party: Party): string[] {
  return [party.name, party.street, party.city];
}

/** "Name · Street · City": the small sender line above a letter's address window. */
export function senderLine(sheet: Sheet, x: number, y: number) {
  const { seller } = sheet.invoice;
  put(
    sheet,
    [seller.name, seller.street, seller.city].join(sheet.random.pick([' · ', ' - ', ' | ', ', '])),
    x,
    y,
    6.5,
  );
}

/** The label/value pairs of the document's head: number, dates, customer, order, delivery note. */
export function metaPairs(sheet: Sheet): [string, string][] {
  const { invoice, words } = sheet;
  const receipt = invoice.kind === 'receipt';
  const pairs: [string, string][] = [
    [say(sheet, receipt ? words.receiptNumber : words.number), invoice.number],
    [say(sheet, words.date), sheet.date(invoice.issueDate)],
  ];
  if (!receipt && sheet.random.chance(0.7)) pairs.push([say(sheet, words.customer), invoice.customerNumber]);
  if (invoice.orderReference) pairs.push([say(sheet, words.order), invoice.orderReference]);
  if (invoice.deliveryNote) pairs.push([say(sheet, words.deliveryNote), invoice.deliveryNote]);
  if (invoice.dueStyle === 'date' && invoice.dueDate)
    pairs.push([say(sheet, words.due), sheet.date(invoice.dueDate)]);
  return pairs;
}

/** Label left, value at a fixed column to its right (optionally with a colon). */
export function metaLabelLeft(sheet: Sheet, x: number, y: number, valueX: number, size = 9): number {
  const colon = sheet.random.chance(0.6) ? ':' : '';
  const pairs = metaPairs(sheet);
  pairs.forEach(([label, value], index) => {
    put(sheet, `${label}${colon}`, x, y + index * size * 1.45, size);
    put(sheet, value, valueX, y + index * size * 1.45, size);
  });
  return y + pairs.length * size * 1.45;
}

/** Labels in a row, values in the row below them. */
export function metaLabelAbove(sheet: Sheet, x: number, y: number, width: number): number {
  const pairs = metaPairs(sheet);
  const step = width / pairs.length;
  pairs.forEach(([label, value], index) => {
    put(sheet, label, x + index * step, y, 7.5, { bold: true });
    put(sheet, value, x + index * step, y + 12, 9);
  });
  return y + 26;
}

export function currencyNote(sheet: Sheet, x: number, y: number) {
  if (!sheet.format.bareAmounts) return;
  const note = { de: 'Alle Beträge in', en: 'All amounts in', fr: 'Montants en', nl: 'Alle bedragen in' }[
    sheet.invoice.language
  ];
  put(sheet, `${note} ${sheet.invoice.currency}`, x, y, 7.5);
}

/** The items table; returns the y below it. `rateColumn` adds each line's VAT rate. */
export function itemsTable(sheet: Sheet, x0: number, x1: number, y: number, rateColumn: boolean): number {
  const { invoice, words, format } = sheet;
  const c = words.columns;
  const qtyX = x0 + (x1 - x0) * 0.5;
  const priceX = x0 + (x1 - x0) * 0.68;
  const rateX = x0 + (x1 - x0) * 0.78;
  put(sheet, c.description, x0, y, 8.5, { bold: true });
  put(sheet, c.quantity, qtyX, y, 8.5, { bold: true, align: 'right' });
  put(sheet, c.price, priceX, y, 8.5, { bold: true, align: 'right' });
  if (rateColumn) put(sheet, c.rate, rateX, y, 8.5, { bold: true, align: 'right' });
  put(sheet, c.amount, x1, y, 8.5, { bold: true, align: 'right' });
  let row = y + 16;
  for (const line of invoice.lines) {
    put(sheet, line.description, x0, row, 9);
    put(sheet, String(line.quantity), qtyX, row, 9, { align: 'right' });
    put(sheet, format.amount(line.unitCents), priceX, row, 9, { align: 'right' });
    if (rateColumn) put(sheet, `${format.rate(line.rate)} %`, rateX, row, 9, { align: 'right' });
    put(sheet, format.amount(line.netCents), x1, row, 9, { align: 'right' });
    row += 13;
  }
  return row + 6;
}

/** Net, VAT per rate, gross, payments and the amount due, labels left of right-aligned amounts. */
export function totalsBlock(sheet: Sheet, labelX: number, valueX: number, y: number): number {
  const { invoice, words, format } = sheet;
  sheet.printed.add('net_total').add('gross_total').add('vat_total').add('amount_due');
  const rows: [string, string, boolean][] = [[say(sheet, words.net), format.money(invoice.netCents), false]];
  const vatLabel = sheet.random.pick(words.vat);
  for (const rate of invoice.rates)
    rows.push([vatLabel(format.rate(rate.rate)), format.money(rate.vatCents), false]);
  if (invoice.rates.length > 1 && sheet.random.chance(0.5))
    rows.push([say(sheet, words.vatTotal), format.money(invoice.vatCents), false]);
  rows.push([say(sheet, words.gross), format.money(invoice.grossCents), true]);
  if (invoice.paidCents) {
    rows.push([say(sheet, words.paid), format.money(-invoice.paidCents), false]);
    rows.push([say(sheet, words.amountDue), format.money(invoice.dueCents), true]);
  } else if (sheet.random.chance(0.3)) {
    rows.push([say(sheet, words.amountDue), format.money(invoice.dueCents), true]);
  }
  rows.forEach(([label, value, bold], index) => {
    put(sheet, label, labelX, y + index * 14, 9, { bold });
    put(sheet, value, valueX, y + index * 14, 9, { bold, align: 'right' });
  });
  return y + rows.length * 14 + 6;
}

const SUM_WORDS = { de: ['Summe', 'Gesamt'], en: ['Total'], fr: ['Total'], nl: ['Totaal'] };

/** A per-rate tax table (rate, net, tax, gross) with a totals row, as on receipts and marketplace invoices. */
export function taxTable(sheet: Sheet, x0: number, x1: number, y: number, size = 8): number {
  const { invoice, words, format } = sheet;
  const t = words.taxTable;
  const columns = [x0, x0 + (x1 - x0) * 0.45, x0 + (x1 - x0) * 0.72, x1];
  [t.rate, t.net, t.tax, t.gross].forEach((text, index) =>
    put(sheet, text, columns[index]!, y, size, { bold: true, align: index ? 'right' : 'left' }),
  );
  let row = y + size * 1.5;
  invoice.rates.forEach((rate, index) => {
    const letter = sheet.invoice.kind === 'receipt' ? `${String.fromCharCode(65 + index)} ` : '';
    const cells = [
      `${letter}${format.rate(rate.rate)} %`,
      format.amount(rate.netCents),
      format.amount(rate.vatCents),
      format.amount(rate.netCents + rate.vatCents),
    ];
    cells.forEach((text, column) =>
      put(sheet, text, columns[column]!, row, size, { align: column ? 'right' : 'left' }),
    );
    row += size * 1.4;
  });
  if (invoice.rates.length > 1 || sheet.random.chance(0.5)) {
    const sum = [
      say(sheet, SUM_WORDS[invoice.language]),
      format.amount(invoice.netCents),
      format.amount(invoice.vatCents),
      format.amount(invoice.grossCents),
    ];
    sum.forEach((text, column) =>
      put(sheet, text, columns[column]!, row, size, { bold: true, align: column ? 'right' : 'left' }),
    );
    row += size * 1.4;
  }
  sheet.printed.add('net_total').add('vat_total');
  return row + 4;
}

/** Payment terms (days or Skonto) and the bank line. */
export function paymentBlock(sheet: Sheet, x: number, y: number, withBank: boolean): number {
  const { invoice, words } = sheet;
  const texts: string[] = [];
  if (invoice.dueStyle === 'days') texts.push(sheet.random.pick(words.dueDays)(invoice.paymentDays));
  if (invoice.skonto && invoice.dueDate) {
    const skontoDate = new Date(`${invoice.issueDate}T00:00:00Z`);
    skontoDate.setUTCDate(skontoDate.getUTCDate() + invoice.skonto.days);
    texts.push(
      sheet.random.pick(words.skonto)(
        invoice.skonto.percent,
        sheet.date(skontoDate.toISOString().slice(0, 10)),
      ),
    );
  }
  if (withBank && invoice.seller.iban) {
    texts.push(
      `${say(sheet, words.bank)}: IBAN ${spacedIban(invoice.seller.iban, sheet)}${invoice.seller.bic ? ` · BIC ${invoice.seller.bic}` : ''}`,
    );
    sheet.printed.add('iban');
  }
  return lines(sheet, texts, x, y, 8.5);
}

export function spacedIban(iban: string, sheet: Sheet): string {
  return sheet.random.chance(0.75) ? iban.replace(/(.{4})/g, '$1 ').trim() : iban;
}

export function vatIdText(sheet: Sheet): string | null {
  const { seller } = sheet.invoice;
  if (!seller.vatId) return null;
  sheet.printed.add('seller_vat_id');
  const printed = sheet.random.chance(0.3)
    ? seller.vatId.replace(/^([A-Z]{2})(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3 $4')
    : seller.vatId;
  return `${say(sheet, sheet.words.vatId)}${sheet.random.chance(0.7) ? ':' : ''} ${printed}`;
}

/** A three-column footer: address, bank, tax numbers (as German business letters print them). */
export function footer(sheet: Sheet, y: number) {
  const { seller } = sheet.invoice;
  const columnWidth = (sheet.width - 80) / 3;
  lines(sheet, [seller.name, seller.street, seller.city, seller.phone], 40, y, 7);
  const bank: string[] = [];
  if (seller.iban) {
    bank.push(say(sheet, sheet.words.bank), `IBAN: ${spacedIban(seller.iban, sheet)}`);
    if (seller.bic) bank.push(`BIC: ${seller.bic}`);
    sheet.printed.add('iban');
  }
  lines(sheet, bank, 40 + columnWidth, y, 7);
  const tax = [
    vatIdText(sheet),
    seller.taxNumber ? `${say(sheet, sheet.words.taxNumber)}: ${seller.taxNumber}` : null,
    seller.email,
  ].filter((text): text is string => Boolean(text));
  lines(sheet, tax, 40 + columnWidth * 2, y, 7);
}
