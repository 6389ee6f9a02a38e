import {
  documentDetailSchema,
  documentQuerySchema,
  downloadDocsSchema,
  downloadPagesSchema,
  ocrSelectionRequestSchema,
  ocrSelectionResponseSchema,
  pageQuerySchema,
  pageSummarySchema,
  capturePageTextSchema,
  processImageSchema,
  queryFlag,
} from '@belegfluss/shared';
import { z } from 'zod';
import type { CaptureDependencies } from './capture.dependencies.js';
import type { App } from '../../kernel/http.js';
import { getDocumentDetail, getDocumentOrThrow, toPageSummary } from './capture-documents.usecases.js';
import { processImage } from './capture-image-ops.usecases.js';
import { originalFile } from './capture-originals.usecases.js';
import {
  currentPdf,
  documentsZip,
  getPageOrThrow,
  ocrTextSelected,
  pagesZip,
  pageText,
} from './capture-viewer.usecases.js';
import { createCaptureContext } from './capture.context.js';
import { createBinaryRoute, createRouteHelpers, documentReaderOf, sendFile } from './capture.http.js';
import { registerViewerAnnotationRoutes } from './viewer-annotations.routes.js';
import { registerViewerOptionRoutes } from './viewer-options.routes.js';

const base = '/api/cap/CapDocViewer';

/** The capture document viewer `/api/cap/CapDocViewer/*` (spec 001, section 7). */
export function registerViewerRoutes(app: App, deps: CaptureDependencies) {
  const ctx = createCaptureContext(deps);
  const route = createRouteHelpers(app, deps, ['capture: viewer']);
  const tags = ['capture: viewer'];
  registerViewerAnnotationRoutes(route, ctx);
  registerViewerOptionRoutes(route, ctx);

  route.get(`${base}/GetDocument`, {
    summary: 'A document with pages, versions and index data',
    input: documentQuerySchema,
    output: documentDetailSchema,
    handler: (input) => getDocumentDetail(ctx, input.mandantId, input.documentId),
  });
  route.get(`${base}/GetPageByPageUid`, {
    summary: 'One page and the document it belongs to',
    input: pageQuerySchema,
    output: z.object({ documentId: z.uuid(), page: pageSummarySchema }),
    handler: async (input) => {
      const page = await getPageOrThrow(ctx, input.mandantId, input.pageId);
      const [summary] = await ctx.documents.findPageSummaries(input.mandantId, [page.id]);
      return { documentId: page.documentId, page: toPageSummary(summary as NonNullable<typeof summary>) };
    },
  });
  route.get(`${base}/GetDocPagesInfo`, {
    summary: 'Pages of a document: size, rotation, text',
    input: documentQuerySchema,
    output: z.array(pageSummarySchema),
    handler: async (input) => {
      await getDocumentOrThrow(ctx, input.mandantId, input.documentId);
      return (await ctx.documents.listPageSummaries([input.documentId])).map(toPageSummary);
    },
  });
  route.get(`${base}/ExtractOCRTextFromPage`, {
    summary: 'The recognised text of a page with word boxes (as shown)',
    input: pageQuerySchema,
    output: capturePageTextSchema,
    handler: (input) => pageText(ctx, input.mandantId, input.pageId),
  });
  route.post(`${base}/OcrTextSelected`, {
    summary: 'Text inside a selection rectangle; fills the active capture-mask field when applied',
    input: ocrSelectionRequestSchema,
    output: ocrSelectionResponseSchema,
    handler: (input, actor) => ocrTextSelected(ctx, actor, input),
  });
  route.post(`${base}/ProcessImageAndPersist`, {
    summary: 'Rotate, grey or binarise a page and keep it (new document version)',
    input: processImageSchema,
    output: z.object({ documentId: z.uuid(), pageId: z.uuid() }),
    handler: (input, actor) =>
      processImage(ctx, actor, input, true).then(
        (result) => result as { documentId: string; pageId: string },
      ),
  });
  route.post(`${base}/DownloadDocsAsZipBase64`, {
    summary: 'The documents as PDFs in a zip, base64-encoded',
    input: downloadDocsSchema,
    output: z.object({ fileName: z.string(), base64: z.string() }),
    handler: async (input, _actor, request) => ({
      fileName: 'Belege.zip',
      base64: (
        await documentsZip(ctx, documentReaderOf(request), input.mandantId, input.documentIds)
      ).toString('base64'),
    }),
  });

  const binaryRoute = createBinaryRoute(app, deps, tags);

  binaryRoute(
    'GET',
    `${base}/StreamDocItem`,
    'The PDF of the current version, marked "Kopie" outside Original-Leser (original=true: the uploaded original, Original-Leser only)',
    documentQuerySchema.extend({ original: queryFlag.default(false) }),
    async (input: { mandantId: string; documentId: string; original: boolean }, reply, actor, isAdmin) => {
      const reader = { userId: actor.userId, isAdmin };
      if (input.original) {
        const { document, stream } = await originalFile(ctx, reader, input.mandantId, input.documentId);
        return sendFile(reply, document.originalContentType, null, await stream());
      }
      const { body } = await currentPdf(ctx, reader, input.mandantId, input.documentId);
      return sendFile(reply, 'application/pdf', null, body);
    },
  );
  binaryRoute(
    'GET',
    `${base}/GetDocumentAsPdf`,
    'Download the current version as PDF (marked "Kopie" outside Original-Leser)',
    documentQuerySchema,
    async (input: { mandantId: string; documentId: string }, reply, actor, isAdmin) => {
      const { document, body } = await currentPdf(
        ctx,
        { userId: actor.userId, isAdmin },
        input.mandantId,
        input.documentId,
      );
      return sendFile(reply, 'application/pdf', `${document.title.replace(/\.[^.]+$/, '')}.pdf`, body);
    },
  );
  binaryRoute(
    'POST',
    `${base}/ProcessImage`,
    'Preview of a page image operation (PNG, nothing stored)',
    processImageSchema,
    async (input: z.infer<typeof processImageSchema>, reply, actor) => {
      return sendFile(reply, 'image/png', null, await processImage(ctx, actor, input, false));
    },
  );
  binaryRoute(
    'POST',
    `${base}/DownloadDocumentsAsZip`,
    'The documents as PDFs in a zip',
    downloadDocsSchema,
    async (input: z.infer<typeof downloadDocsSchema>, reply, actor, isAdmin) =>
      sendFile(
        reply,
        'application/zip',
        'Belege.zip',
        await documentsZip(ctx, { userId: actor.userId, isAdmin }, input.mandantId, input.documentIds),
      ),
  );
  binaryRoute(
    'POST',
    `${base}/DownloadPagesAsZip`,
    'The pages as single-page PDFs in a zip',
    downloadPagesSchema,
    async (input: z.infer<typeof downloadPagesSchema>, reply, actor, isAdmin) =>
      sendFile(
        reply,
        'application/zip',
        'Seiten.zip',
        await pagesZip(ctx, { userId: actor.userId, isAdmin }, input.mandantId, input.pageIds),
      ),
  );
}
