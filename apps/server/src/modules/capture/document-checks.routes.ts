import { documentQuerySchema, duplicateSchema, invoiceNumberCheckSchema } from '@belegfluss/shared';
import { z } from 'zod';
import { checkInvoiceNumber, findDuplicates, invoiceCheckValues } from './capture-checks.usecases.js';
import type { RouteHelpers } from './capture.http.js';
import type { CaptureContext } from './capture.context.js';

/** Checks under `/api/cap/stack/*`: duplicates, invoice number, gross = net + VAT. */
export function registerDocumentCheckRoutes(route: RouteHelpers, ctx: CaptureContext) {
  route.get('/api/cap/stack/duplicates', {
    summary: 'Duplicates of documents: same file (sha256) or same creditor, invoice number, amount and date',
    input: z.object({
      mandantId: z.uuid(),
      documentIds: z
        .string()
        .transform((value) => value.split(',').filter(Boolean))
        .pipe(z.array(z.uuid()).min(1).max(500)),
    }),
    output: z.array(duplicateSchema),
    handler: (input) => findDuplicates(ctx, input.mandantId, input.documentIds),
  });
  route.post('/api/cap/stack/invoicenumbercheck', {
    summary: 'Whether an invoice number is already captured (for the creditor, when given)',
    input: invoiceNumberCheckSchema,
    output: z.object({
      exists: z.boolean(),
      documents: z.array(
        z.object({ id: z.uuid(), title: z.string(), stackName: z.string(), archived: z.boolean() }),
      ),
    }),
    handler: (input) => checkInvoiceNumber(ctx, input),
  });
  route.get('/api/cap/stack/invoicecheckvalues', {
    summary: 'Gross, net and VAT of a document and whether they add up within 0.02',
    input: documentQuerySchema,
    output: z.object({
      documentId: z.uuid(),
      gross: z.string().nullable(),
      net: z.string().nullable(),
      vat: z.string().nullable(),
      difference: z.string().nullable(),
      tolerance: z.string(),
      withinTolerance: z.boolean().nullable(),
    }),
    handler: (input) => invoiceCheckValues(ctx, input.mandantId, input.documentId),
  });
}
