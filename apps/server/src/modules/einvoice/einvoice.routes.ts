import {
  einvoiceCheckResponseSchema,
  einvoiceAttachmentParamsSchema,
  einvoiceDocumentParamsSchema,
  einvoiceReadablePdfQuerySchema,
  einvoiceLineSchema,
  einvoiceNoteCreateSchema,
  einvoiceNoteParamsSchema,
  einvoiceNoteSchema,
  einvoiceNoteUpdateSchema,
  einvoicePositionParamsSchema,
  einvoiceReportSchema,
  einvoiceStateUpdateSchema,
  einvoiceSummarySchema,
  Rights,
} from '@belegfluss/shared';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { DownloadFile } from './einvoice-readable.usecases.js';
import type { EInvoiceDependencies } from './einvoice.dependencies.js';
import { getAuth, requestLanguage, requireRight, type App } from '../../kernel/http.js';
import { fileMissing } from './einvoice.errors.js';
import { toInvoiceView } from './einvoice.models.js';
import type { EInvoiceService } from './einvoice.service.js';
import { createEInvoiceUseCases } from './einvoice.usecases.js';

/** Largest file the stateless check accepts (XML or hybrid PDF). */
export const CHECK_MAX_BYTES = 20 * 1024 * 1024;

/** Sends a file; inline ones are shown by the browser, and never as active content of our origin. */
function sendFile(reply: FastifyReply, file: DownloadFile, disposition: 'inline' | 'attachment') {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .header('content-security-policy', "sandbox; default-src 'none'")
    .header('x-content-type-options', 'nosniff')
    .send(file.bytes);
}

/** The viewers that carry the e-invoice calls (spec 001): capture and workflow, one implementation. */
const VIEWERS = [
  { base: '/api/cap/CapDocViewer', right: Rights.canStartUnides, tag: 'capture viewer: e-invoice' },
  { base: '/api/wf/WFDocViewer', right: Rights.canStartWorkflow, tag: 'workflow viewer: e-invoice' },
] as const;

export function registerEInvoiceRoutes(app: App, deps: EInvoiceDependencies, service: EInvoiceService) {
  const useCases = createEInvoiceUseCases(deps);

  for (const { base, right, tag } of VIEWERS) {
    const preHandler = [app.authenticate, requireRight(right)];
    const tags = [tag];

    app.get(
      `${base}/EInvoiceSummary/:id`,
      {
        preHandler,
        schema: {
          summary: 'E-invoice of a document: invoice, capture values, state',
          tags,
          params: einvoiceDocumentParamsSchema,
          response: { 200: einvoiceSummarySchema },
        },
      },
      async (request) => useCases.summary(getAuth(request), request.params.id),
    );
    app.get(
      `${base}/EInvoicePosition/:id/:pos`,
      {
        preHandler,
        schema: {
          summary: 'One invoice line (pos = 1-based position)',
          tags,
          params: einvoicePositionParamsSchema,
          response: { 200: einvoiceLineSchema },
        },
      },
      async (request) => useCases.position(getAuth(request), request.params.id, request.params.pos),
    );
    app.get(
      `${base}/EInvoicePositionAnnotations/:id/:pos`,
      {
        preHandler,
        schema: {
          summary: 'Notes on one invoice line',
          tags,
          params: einvoicePositionParamsSchema,
          response: { 200: z.array(einvoiceNoteSchema) },
        },
      },
      async (request) => useCases.positionNotes(getAuth(request), request.params.id, request.params.pos),
    );
    app.get(
      `${base}/EInvoiceAnnotation/:id/:noteId`,
      {
        preHandler,
        schema: {
          summary: 'One e-invoice note',
          tags,
          params: einvoiceNoteParamsSchema,
          response: { 200: einvoiceNoteSchema },
        },
      },
      async (request) => useCases.getNote(getAuth(request), request.params.id, request.params.noteId),
    );
    app.post(
      `${base}/EInvoiceAnnotation/:id/:noteId`,
      {
        preHandler,
        schema: {
          summary: 'Create a note on an invoice line under a client-chosen id (repeatable)',
          tags,
          params: einvoiceNoteParamsSchema,
          body: einvoiceNoteCreateSchema,
          response: { 201: einvoiceNoteSchema },
        },
      },
      async (request, reply) => {
        const note = await useCases.createNote(
          getAuth(request),
          request.params.id,
          request.params.noteId,
          request.body,
        );
        return reply.status(201).send(note);
      },
    );
    app.put(
      `${base}/EInvoiceAnnotation/:id/:noteId`,
      {
        preHandler,
        schema: {
          summary: 'Change the text of an own note',
          tags,
          params: einvoiceNoteParamsSchema,
          body: einvoiceNoteUpdateSchema,
          response: { 200: einvoiceNoteSchema },
        },
      },
      async (request) =>
        useCases.updateNote(getAuth(request), request.params.id, request.params.noteId, request.body.text),
    );
    app.delete(
      `${base}/EInvoiceAnnotation/:id/:noteId`,
      {
        preHandler,
        schema: {
          summary: 'Delete an own note',
          tags,
          params: einvoiceNoteParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await useCases.deleteNote(getAuth(request), request.params.id, request.params.noteId);
        return reply.status(204).send(null);
      },
    );
    app.get(
      `${base}/EInvoiceValidationReport/:id`,
      {
        preHandler,
        schema: {
          summary: 'Validation report: findings with messages in de/en/ru',
          tags,
          params: einvoiceDocumentParamsSchema,
          response: { 200: einvoiceReportSchema },
        },
      },
      async (request) => useCases.report(getAuth(request), request.params.id),
    );
    app.get(
      `${base}/EInvoiceReadablePdf/:id`,
      {
        preHandler,
        schema: {
          summary: 'The readable view of the e-invoice as a PDF (language: de, en or ru)',
          tags,
          params: einvoiceDocumentParamsSchema,
          querystring: einvoiceReadablePdfQuerySchema,
        },
      },
      async (request, reply) => {
        const language = request.query.language ?? requestLanguage(request);
        const file = await useCases.readablePdf(getAuth(request), request.params.id, language);
        return sendFile(reply, file, 'attachment');
      },
    );
    app.get(
      `${base}/EInvoiceAttachment/:id/:index`,
      {
        preHandler,
        schema: {
          summary: 'A file the e-invoice carries (BG-24, index 0-based)',
          tags,
          params: einvoiceAttachmentParamsSchema,
        },
      },
      async (request, reply) => {
        const file = await useCases.attachment(getAuth(request), request.params.id, request.params.index);
        return sendFile(reply, file, 'inline');
      },
    );
    app.put(
      `${base}/EInvoicePdfConfirmation/:id`,
      {
        preHandler,
        schema: {
          summary: 'Confirm that the XML is the invoice although the PDF of the hybrid shows other values',
          tags,
          params: einvoiceDocumentParamsSchema,
          response: { 200: einvoiceSummarySchema },
        },
      },
      async (request) => useCases.confirmPdf(getAuth(request), request.params.id),
    );
    app.put(
      `${base}/EInvoiceState/:id`,
      {
        preHandler,
        schema: {
          summary: 'Cancel, reject or reopen an e-invoice',
          tags,
          params: einvoiceDocumentParamsSchema,
          body: einvoiceStateUpdateSchema,
          response: { 200: einvoiceSummarySchema },
        },
      },
      async (request) => useCases.changeState(getAuth(request), request.params.id, request.body.state),
    );
  }

  app.post(
    '/api/cap/einvoice/check',
    {
      preHandler: [app.authenticate, requireRight(Rights.canStartUnides)],
      schema: {
        summary: 'Validate an uploaded XML or hybrid PDF without storing it (multipart field "file")',
        tags: ['e-invoice check'],
        consumes: ['multipart/form-data'],
        response: { 200: einvoiceCheckResponseSchema },
      },
    },
    async (request) => {
      const part = await request.file({
        limits: { fileSize: Math.min(CHECK_MAX_BYTES, deps.config.uploadMaxBytes), files: 1 },
      });
      if (!part) throw fileMissing();
      const bytes = await part.toBuffer();
      if (bytes.length === 0) throw fileMissing();
      const { validation, report, comparison } = await service.check(bytes);
      return {
        fileName: part.filename,
        report,
        invoice: validation.model ? toInvoiceView(validation.model) : null,
        pdfComparison: comparison,
      };
    },
  );
}
