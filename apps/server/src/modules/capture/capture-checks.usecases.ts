import {
  INVOICE_CHECK_TOLERANCE_CENTS,
  centsToDecimal,
  parseAmountToCents,
  type Duplicate,
} from '@belegfluss/shared';
import { getDocumentOrThrow } from './capture-documents.usecases.js';
import type { CaptureContext } from './capture.context.js';
import { normalizeInvoiceNumber } from './capture.models.js';

/** Duplicates of the given documents among all documents of the Mandant: same file or same business key. */
export async function findDuplicates(
  ctx: CaptureContext,
  mandantId: string,
  documentIds: string[],
): Promise<Duplicate[]> {
  const documents = await ctx.documents.findDocuments(mandantId, documentIds);
  const duplicates: Duplicate[] = [];
  for (const document of documents) {
    for (const candidate of await ctx.documents.findDuplicateCandidates(mandantId, document)) {
      duplicates.push({
        documentId: document.id,
        duplicateOfId: candidate.id,
        duplicateOfTitle: candidate.title,
        duplicateOfStackName: candidate.stackName,
        reason: candidate.originalSha256 === document.originalSha256 ? 'same_file' : 'same_business_key',
      });
    }
  }
  return duplicates;
}

export async function checkInvoiceNumber(
  ctx: CaptureContext,
  input: {
    mandantId: string;
    invoiceNumber: string;
    creditor?: string | undefined;
    documentId?: string | undefined;
  },
) {
  const matches = await ctx.documents.findByInvoiceNumber(
    input.mandantId,
    normalizeInvoiceNumber(input.invoiceNumber),
  );
  const others = matches.filter((match) => match.id !== input.documentId);
  const creditor = input.creditor?.trim().toLowerCase();
  const sameCreditor = [];
  for (const match of others) {
    if (!creditor) {
      sameCreditor.push(match);
      continue;
    }
    const values = await ctx.documents.listIndexValues([match.id]);
    const names = values
      .filter((row) => ['Konto', 'Kreditor', 'UStId'].includes(row.field))
      .map((row) => row.value.toLowerCase());
    if (names.includes(creditor)) sameCreditor.push(match);
  }
  return { exists: sameCreditor.length > 0, documents: sameCreditor };
}

/** Gross, net, VAT, the difference between gross and net+VAT, and whether it is within 0.02. */
export async function invoiceCheckValues(ctx: CaptureContext, mandantId: string, documentId: string) {
  const document = await getDocumentOrThrow(ctx, mandantId, documentId);
  const values = await ctx.documents.listIndexValues([document.id]);
  const cents = (field: string) => {
    const value = values.find((row) => row.field === field)?.value;
    return value ? parseAmountToCents(value) : null;
  };
  const gross = cents('Betrag');
  const net = cents('Netto');
  const vat = cents('MwSt');
  const difference = gross !== null && net !== null && vat !== null ? gross - net - vat : null;
  return {
    documentId: document.id,
    gross: gross === null ? null : centsToDecimal(gross),
    net: net === null ? null : centsToDecimal(net),
    vat: vat === null ? null : centsToDecimal(vat),
    difference: difference === null ? null : centsToDecimal(difference),
    tolerance: centsToDecimal(INVOICE_CHECK_TOLERANCE_CENTS),
    withinTolerance: difference === null ? null : Math.abs(difference) <= INVOICE_CHECK_TOLERANCE_CENTS,
  };
}
