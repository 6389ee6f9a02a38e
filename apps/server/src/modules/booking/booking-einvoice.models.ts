import type { DefaultLine } from './booking.models.js';
import { parseHundredths } from './booking.models.js';

/** Booking lines prefilled from an e-invoice's XML (setting `zugferdBookingInfo`). */

export type EInvoiceBookingInfo = {
  sellerName: string;
  vatBreakdown: { rate: string; taxableAmount: string; taxAmount: string }[];
  lines: { name: string; netAmount: string; vatRate: string; accountingReference: string }[];
};

export type ZugferdBookingInfo = {
  bookingTextSource: 'LIEFERANT' | 'RECHNUNGSNUMMER' | 'ERSTE_POSITION' | 'KEINE';
  bookLineItemsSeparately: boolean;
  defaultTaxCode: string;
};

/** A default line with what the XML says beyond amounts: account (BT-133), tax key and text. */
export type EInvoiceLine = DefaultLine & { account: string; taxKey: string; text: string };

const hundredths = (text: string) => {
  const parsed = parseHundredths(text === '' ? '0' : text);
  return parsed.ok ? parsed.value : null;
};

function bookingText(info: EInvoiceBookingInfo, setting: ZugferdBookingInfo, invoiceNumber: string) {
  switch (setting.bookingTextSource) {
    case 'LIEFERANT':
      return info.sellerName;
    case 'RECHNUNGSNUMMER':
      return invoiceNumber;
    case 'ERSTE_POSITION':
      return info.lines[0]?.name ?? '';
    case 'KEINE':
      return '';
  }
}

/**
 * The lines an e-invoice books: one per VAT breakdown (BG-23: taxable amount, tax, rate), or with
 * `bookLineItemsSeparately` one per invoice line (net amount, VAT at its rate, its accounting
 * reference BT-133 as account when it is a number). Each carries the setting's default tax key and
 * the booking text from the chosen source (at most 60 characters). Empty when an amount does not read.
 */
export function einvoiceLines(
  info: EInvoiceBookingInfo,
  setting: ZugferdBookingInfo,
  invoiceNumber: string,
): EInvoiceLine[] {
  const text = bookingText(info, setting, invoiceNumber).slice(0, 60);
  const line = (netCents: number, vatCents: number, vatRateBp: number, account: string): EInvoiceLine => ({
    netCents,
    vatCents,
    grossCents: netCents + vatCents,
    vatRateBp,
    source: 'einvoice',
    account: /^\d{1,9}$/.test(account) ? account : '',
    taxKey: setting.defaultTaxCode,
    text,
  });
  const lines: EInvoiceLine[] = [];
  if (setting.bookLineItemsSeparately) {
    for (const item of info.lines) {
      const net = hundredths(item.netAmount);
      const rate = hundredths(item.vatRate);
      if (net === null || rate === null) return [];
      lines.push(line(net, Math.round((net * rate) / 10_000), rate, item.accountingReference.trim()));
    }
    return lines;
  }
  for (const entry of info.vatBreakdown) {
    const net = hundredths(entry.taxableAmount);
    const vat = hundredths(entry.taxAmount);
    const rate = hundredths(entry.rate);
    if (net === null || vat === null || rate === null) return [];
    lines.push(line(net, vat, rate, ''));
  }
  return lines;
}
