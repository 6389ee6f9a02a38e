import {
  addressLines,
  currencyNote,
  footer,
  itemsTable,
  lines,
  metaLabelAbove,
  metaLabelLeft,
  paymentBlock,
  put,
  say,
  senderLine,
  taxTable,
  totalsBlock,
  vatIdText,
  type Sheet,
} from './blocks.js';

function title(sheet: Sheet): string {
  return say(sheet, sheet.invoice.kind === 'receipt' ? sheet.words.receiptTitle : sheet.words.title);
}

function thanks(sheet: Sheet, x: number, y: number, align: 'left' | 'center' = 'left') {
  put(sheet, say(sheet, sheet.words.thanks), x, y, 8.5, { align });
}

/** A German business letter (DIN 5008): letterhead right, sender line over the address window, info block, footer. */
function letter(sheet: Sheet) {
  const { invoice } = sheet;
  put(sheet, invoice.seller.name, 555, 60, 15, { bold: true, align: 'right' });
  lines(sheet, [invoice.seller.street, invoice.seller.city, invoice.seller.phone], 555, 78, 8, 10.5, {
    align: 'right',
  });
  senderLine(sheet, 60, 140);
  lines(sheet, addressLines(invoice.buyer), 60, 158, 10, 13);
  metaLabelLeft(sheet, 350, 150, 455, 8.5);
  const numberInTitle = sheet.random.chance(0.4);
  put(sheet, numberInTitle ? `${title(sheet)} ${invoice.number}` : title(sheet), 60, 270, 14, { bold: true });
  currencyNote(sheet, 60, 288);
  let y = itemsTable(sheet, 60, 540, 305, sheet.random.chance(0.3));
  y = totalsBlock(sheet, 360, 540, y + 10);
  paymentBlock(sheet, 60, y + 16, false);
  thanks(sheet, 60, y + 60);
  footer(sheet, 770);
}

/** English-style: big title left, seller block right, "Bill to" block, labels above values, bank block at the end. */
function modern(sheet: Sheet) {
  const { invoice } = sheet;
  put(sheet, title(sheet).toUpperCase(), 40, 70, 24, { bold: true });
  const sellerBlock = [invoice.seller.name, invoice.seller.street, invoice.seller.city, invoice.seller.email];
  const vat = vatIdText(sheet);
  if (vat) sellerBlock.push(vat);
  lines(sheet, sellerBlock, 555, 50, 8.5, 11.5, { align: 'right' });
  put(sheet, `${say(sheet, sheet.words.billTo)}:`, 40, 130, 8, { bold: true });
  lines(sheet, addressLines(invoice.buyer), 40, 144, 9.5, 12);
  metaLabelAbove(sheet, 40, 210, 515);
  currencyNote(sheet, 40, 250);
  let y = itemsTable(sheet, 40, 555, 268, false);
  y = totalsBlock(sheet, 370, 555, y + 8);
  y = paymentBlock(sheet, 40, y + 14, true);
  thanks(sheet, 40, y + 20);
  if (!invoice.seller.iban && !vat) footer(sheet, 780);
}

/** Two columns: the seller's sidebar on the left, the invoice in a column on the right. */
function sidebar(sheet: Sheet) {
  const { invoice } = sheet;
  const side = [
    invoice.seller.name,
    invoice.seller.street,
    invoice.seller.city,
    '',
    invoice.seller.phone,
    invoice.seller.email,
    '',
  ];
  const vat = vatIdText(sheet);
  if (vat) side.push(...vat.split(/(?<=:) /));
  if (invoice.seller.iban) {
    side.push('', say(sheet, sheet.words.bank), 'IBAN', invoice.seller.iban.replace(/(.{4})/g, '$1 ').trim());
    sheet.printed.add('iban');
  }
  put(sheet, side[0]!, 30, 60, 11, { bold: true });
  lines(sheet, side.slice(1), 30, 76, 7.5, 10.5);
  put(sheet, title(sheet), 200, 60, 18, { bold: true });
  put(sheet, say(sheet, sheet.words.billTo), 200, 95, 7.5, { bold: true });
  lines(sheet, addressLines(invoice.buyer), 200, 108, 9, 11.5);
  metaLabelLeft(sheet, 390, 100, 480, 8);
  currencyNote(sheet, 200, 190);
  let y = itemsTable(sheet, 200, 560, 210, false);
  y = totalsBlock(sheet, 390, 560, y + 8);
  paymentBlock(sheet, 200, y + 14, false);
}

/** A marketplace invoice: buyer first, "Sold by …" with the seller's VAT ID, per-line rates and a tax table. */
function marketplace(sheet: Sheet) {
  const { invoice } = sheet;
  put(sheet, title(sheet), 40, 50, 16, { bold: true });
  put(sheet, say(sheet, sheet.words.billTo), 40, 80, 8, { bold: true });
  lines(sheet, addressLines(invoice.buyer), 40, 93, 9, 11.5);
  put(sheet, `${say(sheet, sheet.words.soldBy)}: ${invoice.seller.name}`, 320, 80, 9);
  lines(sheet, [invoice.seller.street, invoice.seller.city], 320, 93, 8, 10.5);
  const vat = vatIdText(sheet);
  if (vat) put(sheet, vat, 320, 118, 8);
  metaLabelLeft(sheet, 40, 160, 160, 8.5);
  currencyNote(sheet, 320, 160);
  let y = itemsTable(sheet, 40, 555, 250, true);
  y = taxTable(sheet, 300, 555, y + 10);
  put(sheet, say(sheet, sheet.words.gross), 300, y + 10, 10, { bold: true });
  put(sheet, sheet.format.money(invoice.grossCents), 555, y + 10, 10, { bold: true, align: 'right' });
  sheet.printed.add('gross_total').add('amount_due');
  if (invoice.paidCents) {
    put(sheet, say(sheet, sheet.words.paid), 300, y + 24, 9);
    put(sheet, sheet.format.money(-invoice.paidCents), 555, y + 24, 9, { align: 'right' });
    put(sheet, say(sheet, sheet.words.amountDue), 300, y + 38, 10, { bold: true });
    put(sheet, sheet.format.money(invoice.dueCents), 555, y + 38, 10, { bold: true, align: 'right' });
  }
  paymentBlock(sheet, 40, y + 70, true);
}

/** A till receipt: narrow, centred shop head, items with gross prices, the total, then the tax table. */
function receipt(sheet: Sheet) {
  const { invoice, format } = sheet;
  const mid = sheet.width / 2;
  const right = sheet.width - 12;
  put(sheet, invoice.seller.name, mid, 30, 10, { bold: true, align: 'center' });
  lines(sheet, [invoice.seller.street, invoice.seller.city, invoice.seller.phone], mid, 44, 7.5, 10, {
    align: 'center',
  });
  const vat = vatIdText(sheet);
  let y = 80;
  if (vat) put(sheet, vat, mid, y, 7.5, { align: 'center' });
  y += 18;
  put(sheet, title(sheet), 12, y, 9, { bold: true });
  y = metaLabelLeft(sheet, 12, y + 12, 90, 7.5) + 6;
  for (const line of invoice.lines) {
    const label = line.quantity > 1 ? `${line.quantity} x ${line.description}` : line.description;
    put(sheet, label, 12, y, 7.5);
    const letter = String.fromCharCode(65 + invoice.rates.findIndex((rate) => rate.rate === line.rate));
    put(sheet, `${format.amount(line.netCents)} ${letter}`, right, y, 7.5, { align: 'right' });
    y += 10;
  }
  y += 6;
  put(sheet, say(sheet, sheet.words.receiptTotal), 12, y, 10, { bold: true });
  put(sheet, format.money(invoice.grossCents), right, y, 10, { bold: true, align: 'right' });
  sheet.printed.add('gross_total');
  y += 14;
  put(
    sheet,
    say(sheet, ['Karte', 'EC-Karte', 'Bar', 'Card', 'Carte bancaire', 'PIN', 'Contant']),
    12,
    y,
    7.5,
  );
  put(sheet, format.amount(invoice.grossCents), right, y, 7.5, { align: 'right' });
  y = taxTable(sheet, 12, right, y + 18, 7);
  thanks(sheet, mid, y + 12, 'center');
}

export const LAYOUTS = { letter, modern, sidebar, marketplace, receipt } as const;
export type LayoutName = keyof typeof LAYOUTS;
