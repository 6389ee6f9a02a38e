import type { CreditorDraft, CreditorMatch, CreditorMatchSource, MatchedCreditor } from '@belegfluss/shared';
import type { Db } from '../../kernel/database.js';
import { bicFromText, ibanDiffers, sellerAddressFromText } from './booking-creditor.models.js';
import { bookingError } from './booking.errors.js';
import { creditorOfValues, type DocumentValues } from './booking.models.js';
import type { BookingPorts, CreditorFacts } from './booking.ports.js';
import { createBookingRepository } from './booking.repository.js';

type CreditorContext = { db: Db; ports: BookingPorts };

/** The seller as the capture mask names it: Kreditor unless it is an account number, UStId, IBAN. */
function invoiceSeller(values: DocumentValues) {
  const name = (values.Kreditor ?? '').trim();
  return {
    name: /^\d{1,9}$/.test(name) ? '' : name,
    vatId: (values.UStId ?? '').trim(),
    iban: (values.IBAN ?? '').trim(),
  };
}

const matched = (creditor: CreditorFacts): MatchedCreditor => ({
  number: String(creditor.number),
  name: creditor.name,
  iban: creditor.iban,
  vatId: creditor.vatId,
  active: creditor.active,
});

/**
 * The Kreditor of a document: the one its stored booking names, else the account number in the mask
 * (Konto, or Kreditor when it holds a number), else master data's match by VAT ID, IBAN or name.
 */
export async function findDocumentCreditor(
  ctx: CreditorContext,
  mandantId: string,
  values: DocumentValues,
  storedCreditor: number | null,
): Promise<{ creditor: CreditorFacts; by: CreditorMatchSource } | null> {
  const known = async (number: number, by: CreditorMatchSource) => {
    const creditor = await ctx.ports.creditors.byNumber(ctx.db, mandantId, number);
    return creditor ? { creditor, by } : null;
  };
  if (storedCreditor !== null) {
    const stored = await known(storedCreditor, 'booking');
    if (stored) return stored;
  }
  const inMask = creditorOfValues(values);
  if (inMask !== '') {
    const fromMask = await known(Number(inMask), 'mask');
    if (fromMask) return fromMask;
  }
  const seller = invoiceSeller(values);
  if (!seller.vatId && !seller.iban && !seller.name) return null;
  return ctx.ports.creditors.match(ctx.db, mandantId, seller);
}

/** A new creditor as the invoice describes it: e-invoice seller, else mask values and page text. */
async function creditorDraft(
  ctx: CreditorContext,
  mandantId: string,
  documentId: string,
  values: DocumentValues,
): Promise<CreditorDraft> {
  const seller = invoiceSeller(values);
  const [number, einvoice] = await Promise.all([
    ctx.ports.creditors.nextFreeNumber(ctx.db, mandantId),
    ctx.ports.parties.einvoiceSeller(ctx.db, mandantId, documentId),
  ]);
  const base = { number: number === null ? '' : String(number) };
  if (einvoice) {
    return {
      ...base,
      ...einvoice,
      name: einvoice.name || seller.name,
      vatId: einvoice.vatId || seller.vatId,
      iban: einvoice.iban || seller.iban,
    };
  }
  const text = await ctx.ports.parties.firstPageText(ctx.db, mandantId, documentId);
  return {
    ...base,
    name: seller.name,
    ...sellerAddressFromText(text, seller.name),
    iban: seller.iban.replace(/\s/g, '').toUpperCase(),
    bic: bicFromText(text),
    vatId: seller.vatId.replace(/\s/g, '').toUpperCase(),
  };
}

/**
 * Creditor matching for a document's Kontierung: the matched Kreditor and how it was found, whether
 * the invoice's IBAN differs from the creditor's stored IBAN (payment-fraud warning), and when
 * nothing matched the prefilled new creditor for "Kreditor anlegen".
 */
export async function matchCreditor(
  ctx: CreditorContext,
  input: { mandantId: string; documentId: string },
): Promise<CreditorMatch> {
  const values = await ctx.ports.documents.values(ctx.db, input.mandantId, input.documentId);
  if (!values) throw bookingError.documentNotFound({ documentId: input.documentId });
  const stored = await createBookingRepository({ db: ctx.db }).find(input.mandantId, input.documentId);
  const found = await findDocumentCreditor(
    ctx,
    input.mandantId,
    values,
    stored?.header.creditorNumber ?? null,
  );
  const invoice = invoiceSeller(values);
  return {
    invoice,
    creditor: found ? matched(found.creditor) : null,
    matchedBy: found?.by ?? null,
    ibanDiffers: found ? ibanDiffers(invoice.iban, found.creditor.iban) : false,
    draft: found ? null : await creditorDraft(ctx, input.mandantId, input.documentId, values),
  };
}
