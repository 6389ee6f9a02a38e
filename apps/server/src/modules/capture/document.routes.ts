import {
  blankPagesSchema,
  checkoutSchema,
  deleteNodesSchema,
  describeQuerySchema,
  documentDetailSchema,
  documentIdsSchema,
  documentQuerySchema,
  downloadDocsSchema,
  downloadEntrySchema,
  duplicateSchema,
  inquirySchema,
  invoiceNumberCheckSchema,
  journalEntrySchema,
  mandantQuerySchema,
  moveDocumentsSchema,
  movePagesSchema,
  pageIdsSchema,
  rotateSchema,
  setStateSchema,
  splitSchema,
  unsavedChangesModes,
  userPreferencesSchema,
} from '@belegfluss/shared';
import { z } from 'zod';
import type { CaptureDependencies } from './capture.dependencies.js';
import type { App } from '../../kernel/http.js';
import {
  checkInDocument,
  checkOutDocument,
  getDocumentDetail,
  setDocumentFlag,
} from './capture-documents.usecases.js';
import { startDocumentJob } from './capture-jobs.usecases.js';
import { checkInvoiceNumber, findDuplicates, invoiceCheckValues } from './capture-checks.usecases.js';
import { setInquiry } from './capture-inquiries.usecases.js';
import { deleteNodes, describeNode, moveDocuments } from './capture-nodes.usecases.js';
import { deleteOcrText } from './capture-ocr-text.usecases.js';
import { getPreferences, setPreferences } from './capture-preferences.usecases.js';
import {
  appendToPrevious,
  deletePages,
  detectBlankPages,
  mergeDocuments,
  movePages,
  rotatePages,
  splitDocument,
} from './capture-pages.usecases.js';
import { startDocumentsZipDownload } from './capture-viewer.usecases.js';
import { createCaptureContext } from './capture.context.js';
import { createRouteHelpers } from './capture.http.js';

const documentIdsResult = z.object({ documentIds: z.array(z.uuid()) });
const documentIdResult = z.object({ documentId: z.uuid() });

/** Document and page services under `/api/cap/stack/*`: detail, check-out, states, page edits, checks. */
export function registerDocumentRoutes(app: App, deps: CaptureDependencies) {
  const ctx = createCaptureContext(deps);
  const route = createRouteHelpers(app, deps, ['capture: documents']);

  route.get('/api/cap/stack/document', {
    summary: 'A document with pages, versions, index data and check-out',
    input: documentQuerySchema,
    output: documentDetailSchema,
    handler: (input) => getDocumentDetail(ctx, input.mandantId, input.documentId),
  });
  route.post('/api/cap/stack/checkout', {
    summary: 'Check a document out for editing; refused while another user edits it',
    input: documentQuerySchema,
    output: checkoutSchema,
    handler: (input, actor) => checkOutDocument(ctx, actor, input.mandantId, input.documentId),
  });
  route.post('/api/cap/stack/checkin', {
    summary: 'Release the check-out',
    input: documentQuerySchema,
    output: z.object({ ok: z.literal(true) }),
    handler: async (input, actor) => {
      await checkInDocument(ctx, actor, input.mandantId, input.documentId);
      return { ok: true as const };
    },
  });
  route.post('/api/cap/stack/setstate', {
    summary: 'Set an item state (locked, FiBu exported, DMS exported) on documents',
    input: setStateSchema,
    output: z.object({ updated: z.number() }),
    handler: (input, actor) => setDocumentFlag(ctx, actor, input),
  });
  route.post('/api/cap/stack/deletenode', {
    summary: 'Delete pages, documents, folders or stacks',
    input: deleteNodesSchema,
    output: z.object({ deleted: z.number() }),
    handler: (input, actor) => deleteNodes(ctx, actor, input),
  });
  route.post('/api/cap/stack/move', {
    summary: 'Move documents into another stack of the same type',
    input: moveDocumentsSchema,
    output: z.object({ moved: z.number(), folderId: z.uuid() }),
    handler: (input, actor) => moveDocuments(ctx, actor, input),
  });
  route.post('/api/cap/stack/movepages', {
    summary: 'Move pages into another document (new versions of both)',
    input: movePagesSchema,
    output: documentIdResult,
    handler: (input, actor) => movePages(ctx, actor, input),
  });
  route.post('/api/cap/stack/startocr', {
    summary: 'Start the OCR job for documents (the job service call startocrjobs from the stack view)',
    input: documentIdsSchema.extend({ stackId: z.uuid() }),
    output: z.object({ jobId: z.uuid(), documents: z.number() }),
    handler: (input, actor) => startDocumentJob(ctx, actor, 'ocr', input),
  });
  route.post('/api/cap/stack/deleteocr', {
    summary: 'Delete the recognised text (text, words, layout) of documents; text layers stay',
    input: documentIdsSchema,
    output: z.object({ pages: z.number() }),
    handler: (input, actor) => deleteOcrText(ctx, actor, input.mandantId, input.documentIds),
  });
  route.post('/api/cap/stack/downloadzip', {
    summary:
      'Als ZIP herunterladen: the documents (current PDFs) as a zip built by a job; the entry appears in the download manager at once',
    input: downloadDocsSchema,
    output: downloadEntrySchema,
    handler: (input, actor) => startDocumentsZipDownload(ctx, actor, input),
  });
  route.get('/api/cap/stack/describe', {
    summary: 'Describe a node of the tree (stack, folder, document or page)',
    input: describeQuerySchema,
    output: z.object({
      level: z.string(),
      id: z.uuid(),
      name: z.string(),
      details: z.record(z.string(), z.unknown()),
    }),
    handler: (input) => describeNode(ctx, input),
  });
  route.post('/api/cap/stack/rotate', {
    summary: 'Rotate pages by 90, 180 or 270 degrees (new version)',
    input: rotateSchema,
    output: documentIdsResult,
    handler: (input, actor) => rotatePages(ctx, actor, input),
  });
  route.post('/api/cap/stack/deletepages', {
    summary: 'Delete pages (new version; a document without pages is removed)',
    input: pageIdsSchema,
    output: documentIdsResult,
    handler: (input, actor) => deletePages(ctx, actor, input),
  });
  route.post('/api/cap/stack/merge', {
    summary: 'Merge documents into the first one',
    input: documentIdsSchema,
    output: documentIdResult,
    handler: (input, actor) => mergeDocuments(ctx, actor, input),
  });
  route.post('/api/cap/stack/split', {
    summary: 'Split a document: a new document starts at each given page',
    input: splitSchema,
    output: documentIdsResult,
    handler: (input, actor) => splitDocument(ctx, actor, input),
  });
  route.post('/api/cap/stack/appendtoprevious', {
    summary: 'Append pages to the previous document',
    input: pageIdsSchema,
    output: documentIdResult,
    handler: (input, actor) => appendToPrevious(ctx, actor, input),
  });
  route.post('/api/cap/stack/blankpages', {
    summary: 'Find blank pages (bitonal image below the threshold) and remove them on request',
    input: blankPagesSchema,
    output: z.object({ blankPageIds: z.array(z.uuid()), removed: z.boolean() }),
    handler: async (input, actor) => {
      const preferences = await getPreferences(ctx, actor.userId);
      return detectBlankPages(ctx, actor, {
        ...input,
        thresholdBytes: input.thresholdBytes ?? preferences.blankPageThresholdBytes,
      });
    },
  });
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
  route.post('/api/cap/stack/openinquiry', {
    summary: 'Open a Rückfrage on a document',
    input: inquirySchema,
    output: z.object({ inquiryOpen: z.boolean() }),
    handler: (input, actor) => setInquiry(ctx, actor, input, true),
  });
  route.post('/api/cap/stack/closeinquiry', {
    summary: 'Close the Rückfrage of a document (a note is required)',
    input: inquirySchema,
    output: z.object({ inquiryOpen: z.boolean() }),
    handler: (input, actor) => setInquiry(ctx, actor, input, false),
  });
  route.get('/api/cap/stack/history', {
    summary: 'History of a document: its versions and journal entries',
    input: documentQuerySchema,
    output: z.object({ versions: documentDetailSchema.shape.versions, journal: z.array(journalEntrySchema) }),
    handler: async (input) => {
      const detail = await getDocumentDetail(ctx, input.mandantId, input.documentId);
      const rows = await ctx.stacks.listJournal({
        mandantId: input.mandantId,
        documentId: input.documentId,
        limit: 500,
      });
      return {
        versions: detail.versions,
        journal: rows.map((row) => ({
          id: row.id,
          stackId: row.stackId,
          documentId: row.documentId,
          action: row.action,
          details: row.details,
          actor: row.actorName,
          createdAt: row.createdAt,
        })),
      };
    },
  });
  route.get('/api/cap/stack/preferences', {
    summary: 'Capture preferences of the user (unsaved-changes choice, job list, blank-page threshold)',
    input: mandantQuerySchema,
    output: userPreferencesSchema,
    handler: (_input, actor) => getPreferences(ctx, actor.userId),
  });
  route.post('/api/cap/stack/preferences', {
    summary: 'Store capture preferences of the user',
    input: z.object({
      mandantId: z.uuid(),
      unsavedChanges: z.enum(unsavedChangesModes).optional(),
      jobListVisible: z.boolean().optional(),
      blankPageThresholdBytes: z.number().int().min(1).max(1_000_000).optional(),
    }),
    output: userPreferencesSchema,
    handler: ({ mandantId: _mandantId, ...changes }, actor) =>
      setPreferences(
        ctx,
        actor.userId,
        Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)),
      ),
  });
}
