import {
  checkoutSchema,
  deleteNodesSchema,
  describeQuerySchema,
  documentDetailSchema,
  documentIdsSchema,
  documentQuerySchema,
  downloadDocsSchema,
  downloadEntrySchema,
  inquirySchema,
  journalEntrySchema,
  moveDocumentsSchema,
  setStateSchema,
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
import { setInquiry } from './capture-inquiries.usecases.js';
import { deleteNodes, describeNode, moveDocuments } from './capture-nodes.usecases.js';
import { deleteOcrText } from './capture-ocr-text.usecases.js';
import { startDocumentsZipDownload } from './capture-viewer.usecases.js';
import { createCaptureContext } from './capture.context.js';
import { createRouteHelpers, documentReaderOf } from './capture.http.js';
import { registerDocumentCheckRoutes } from './document-checks.routes.js';
import { registerPageEditRoutes } from './page-edit.routes.js';

/** Document services under `/api/cap/stack/*`: detail, check-out, states, nodes, inquiries, history; page edits and checks in their own files. */
export function registerDocumentRoutes(app: App, deps: CaptureDependencies) {
  const ctx = createCaptureContext(deps);
  const route = createRouteHelpers(app, deps, ['capture: documents']);
  registerPageEditRoutes(route, ctx);
  registerDocumentCheckRoutes(route, ctx);

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
    handler: (input, actor, request) =>
      startDocumentsZipDownload(ctx, actor, documentReaderOf(request), input),
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
}
