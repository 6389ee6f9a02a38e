import type { Db } from '../../kernel/database.js';
import type { Invoice } from './engine/model.js';
import { createEInvoiceRepository } from './einvoice.repository.js';

/**
 * What an e-invoice's XML says that a booking can use: the seller with address and bank details
 * (for "Kreditor anlegen"), the VAT breakdown (BG-23) and the invoice lines with their rates and the
 * buyer's accounting reference (BT-133), for booking lines prefilled from the XML.
 */
export type EInvoiceBookingFacts = {
  seller: {
    name: string;
    street: string;
    zip: string;
    city: string;
    countryCode: string;
    vatId: string;
    iban: string;
    bic: string;
  };
  vatBreakdown: { category: string; rate: string; taxableAmount: string; taxAmount: string }[];
  lines: {
    name: string;
    netAmount: string;
    vatRate: string;
    vatCategory: string;
    accountingReference: string;
  }[];
};

const text = (value: string | undefined) => (value ?? '').trim();

/** The booking facts of a parsed e-invoice model (pure). */
export function bookingFactsOf(model: Invoice): EInvoiceBookingFacts {
  const address = model.seller.address;
  const transfer = model.paymentInstructions
    .flatMap((instruction) => instruction.creditTransfers)
    .find((candidate) => candidate.accountId);
  return {
    seller: {
      name: text(model.seller.name ?? model.seller.tradingName),
      street: [address?.line1, address?.line2].map(text).filter(Boolean).join(', '),
      zip: text(address?.postCode),
      city: text(address?.city),
      countryCode: text(address?.country).toUpperCase(),
      vatId: text(model.seller.vatId).replace(/\s/g, ''),
      iban: text(transfer?.accountId).replace(/\s/g, ''),
      bic: text(transfer?.serviceProviderId),
    },
    vatBreakdown: model.vatBreakdown.map((entry) => ({
      category: text(entry.category),
      rate: text(entry.rate),
      taxableAmount: text(entry.taxableAmount),
      taxAmount: text(entry.taxAmount),
    })),
    lines: model.lines.map((line) => ({
      name: text(line.item.name),
      netAmount: text(line.netAmount),
      vatRate: text(line.vatRate),
      vatCategory: text(line.vatCategory),
      accountingReference: text(line.accountingReference),
    })),
  };
}

/** Reads the booking facts of a document's e-invoice; null when the document is no e-invoice. */
export function createEInvoiceBookingFacts({ db }: { db: Db }) {
  const repository = createEInvoiceRepository({ db });
  return {
    async find(mandantId: string, documentId: string): Promise<EInvoiceBookingFacts | null> {
      const row = await repository.findByDocumentId(documentId);
      if (!row || row.mandantId !== mandantId || !row.model) return null;
      return bookingFactsOf(row.model as Invoice);
    },
  };
}
