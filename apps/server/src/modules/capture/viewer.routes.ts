import {
  annotationSchema,
  customStampSchema,
  documentDetailSchema,
  documentQuerySchema,
  downloadDocsSchema,
  downloadPagesSchema,
  mandantQuerySchema,
  ocrSelectionRequestSchema,
  ocrSelectionResponseSchema,
  pageQuerySchema,
  pageSummarySchema,
  capturePageTextSchema,
  pdfPrintOptionsSchema,
  processImageSchema,
  saveAnnotationSchema,
  viewOptionsSchema,
  type PdfPrintOptions,
  type ViewOptions,
} from '@belegfluss/shared';
import { z } from 'zod';
import type { CaptureDependencies } from './capture.dependencies.js';
import type { App } from '../../kernel/http.js';
import { getDocumentDetail, getDocumentOrThrow, toPageSummary } from './capture-documents.usecases.js';
import { processImage } from './capture-image-ops.usecases.js';
import {
  currentPdf,
  documentsZip,
  getPageOrThrow,
  ocrTextSelected,
  originalFile,
  pagesZip,
  pageText,
} from './capture-viewer.usecases.js';
import { createCaptureContext } from './capture.context.js';
import { createBinaryRoute, createRouteHelpers, sendFile } from './capture.http.js';

const base = '/api/cap/CapDocViewer';

const stamps = [
  { id: 'genehmigt', text: 'Genehmigt', color: '#2b8a3e' },
  { id: 'abgelehnt', text: 'Abgelehnt', color: '#c92a2a' },
  { id: 'eingegangen', text: 'Eingegangen', color: '#1864ab' },
  { id: 'geprueft', text: 'Sachlich geprüft', color: '#5f3dc4' },
  { id: 'gebucht', text: 'Gebucht', color: '#495057' },
];

const defaultViewOptions: ViewOptions = {
  zoomMode: 'fullWidth',
  showThumbnails: true,
  showTextLayer: true,
  highlightFieldSources: true,
  tabOrder: ['pdf', 'index', 'fulltext'],
};
const VIEW_KEY = 'capture.view';
const PRINT_KEY = 'capture.print';
const defaultPrintOptions: PdfPrintOptions = { withAnnotations: true, withStamps: true, pageRange: '' };

/** The capture document viewer `/api/cap/CapDocViewer/*` (spec 001, section 7). */
export function registerViewerRoutes(app: App, deps: CaptureDependencies) {
  const ctx = createCaptureContext(deps);
  const route = createRouteHelpers(app, deps, ['capture: viewer']);
  const tags = ['capture: viewer'];

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
  route.get(`${base}/GetCustomStampInfos`, {
    summary: 'Stamps the viewer offers',
    input: mandantQuerySchema,
    output: z.array(customStampSchema),
    handler: async () => stamps,
  });
  route.get(`${base}/GetNewAnnotation`, {
    summary: 'Annotations of a page of a document, by page index',
    input: documentQuerySchema.extend({ pageIndex: z.coerce.number().int().min(0) }),
    output: annotationSchema,
    handler: async (input) => {
      await getDocumentOrThrow(ctx, input.mandantId, input.documentId);
      const row = await ctx.annotations.getAnnotation(input.documentId, input.pageIndex);
      return {
        docUid: input.documentId,
        pageUid: row?.pageId ?? null,
        selectedPageIndex: input.pageIndex,
        jsonAnnotations: row?.json ?? '[]',
      };
    },
  });
  route.get(`${base}/GetNewAnnotationByPageUid`, {
    summary: 'Annotations of a page, by page id',
    input: pageQuerySchema,
    output: annotationSchema,
    handler: async (input) => {
      const page = await getPageOrThrow(ctx, input.mandantId, input.pageId);
      const row = await ctx.annotations.getAnnotation(page.documentId, page.position - 1);
      return {
        docUid: page.documentId,
        pageUid: page.id,
        selectedPageIndex: page.position - 1,
        jsonAnnotations: row?.json ?? '[]',
      };
    },
  });
  for (const url of [`${base}/SaveNewAnnotation`, `${base}/SaveNewAnnotationByPageUid`]) {
    route.put(url, {
      summary: 'Store the annotations of a page (JSON list of rectangles, highlights, notes, stamps)',
      input: saveAnnotationSchema,
      output: annotationSchema,
      handler: async (input, actor) => {
        const document = await getDocumentOrThrow(ctx, input.mandantId, input.docUid);
        const page = input.pageUid ? await getPageOrThrow(ctx, input.mandantId, input.pageUid) : null;
        const pageIndex = page ? page.position - 1 : input.selectedPageIndex;
        JSON.parse(input.jsonAnnotations);
        await ctx.annotations.saveAnnotation({
          mandantId: document.mandantId,
          documentId: document.id,
          pageId: page?.id ?? null,
          pageIndex,
          json: input.jsonAnnotations,
          updatedBy: actor.userId,
        });
        return {
          docUid: document.id,
          pageUid: page?.id ?? null,
          selectedPageIndex: pageIndex,
          jsonAnnotations: input.jsonAnnotations,
        };
      },
    });
  }
  route.get(`${base}/GetViewOptions`, {
    summary: 'The viewer options of the user (zoom mode, thumbnails, text layer, highlights, tab order)',
    input: mandantQuerySchema,
    output: viewOptionsSchema,
    handler: async (_input, actor) => ({
      ...defaultViewOptions,
      ...((await ctx.preferences.getPreference(actor.userId, VIEW_KEY)) as Partial<ViewOptions> | undefined),
    }),
  });
  route.post(`${base}/SetViewOptions`, {
    summary: 'Store the viewer options of the user',
    input: viewOptionsSchema.extend({ mandantId: z.uuid() }),
    output: viewOptionsSchema,
    handler: async ({ mandantId: _mandantId, ...options }, actor) => {
      await ctx.preferences.setPreference(actor.userId, VIEW_KEY, options);
      return options;
    },
  });
  route.get(`${base}/GetPdfPrintOptions`, {
    summary: 'The PDF print options of the user',
    input: mandantQuerySchema,
    output: pdfPrintOptionsSchema,
    handler: async (_input, actor) => ({
      ...defaultPrintOptions,
      ...((await ctx.preferences.getPreference(actor.userId, PRINT_KEY)) as
        Partial<PdfPrintOptions> | undefined),
    }),
  });
  route.post(`${base}/SetPdfPrintOptions`, {
    summary: 'Store the PDF print options of the user',
    input: pdfPrintOptionsSchema.extend({ mandantId: z.uuid() }),
    output: pdfPrintOptionsSchema,
    handler: async ({ mandantId: _mandantId, ...options }, actor) => {
      await ctx.preferences.setPreference(actor.userId, PRINT_KEY, options);
      return options;
    },
  });
  route.get(`${base}/GetStdViewMode`, {
    summary: 'The standard zoom mode (whole height, full width, fit)',
    input: mandantQuerySchema,
    output: z.object({ zoomMode: viewOptionsSchema.shape.zoomMode }),
    handler: async (_input, actor) => {
      const stored = (await ctx.preferences.getPreference(actor.userId, VIEW_KEY)) as
        Partial<ViewOptions> | undefined;
      return { zoomMode: stored?.zoomMode ?? defaultViewOptions.zoomMode };
    },
  });
  route.post(`${base}/SetStdViewMode`, {
    summary: 'Store the standard zoom mode',
    input: z.object({ mandantId: z.uuid(), zoomMode: viewOptionsSchema.shape.zoomMode }),
    output: z.object({ zoomMode: viewOptionsSchema.shape.zoomMode }),
    handler: async (input, actor) => {
      const stored = (await ctx.preferences.getPreference(actor.userId, VIEW_KEY)) as
        Partial<ViewOptions> | undefined;
      await ctx.preferences.setPreference(actor.userId, VIEW_KEY, {
        ...defaultViewOptions,
        ...stored,
        zoomMode: input.zoomMode,
      });
      return { zoomMode: input.zoomMode };
    },
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
    handler: async (input) => ({
      fileName: 'Belege.zip',
      base64: (await documentsZip(ctx, input.mandantId, input.documentIds)).toString('base64'),
    }),
  });

  const binaryRoute = createBinaryRoute(app, deps, tags);

  binaryRoute(
    'GET',
    `${base}/StreamDocItem`,
    'The PDF of the current version (original=true: the uploaded original, Original-Leser only)',
    documentQuerySchema.extend({ original: z.coerce.boolean().default(false) }),
    async (input: { mandantId: string; documentId: string; original: boolean }, reply, actor, isAdmin) => {
      if (input.original) {
        const { document, stream } = await originalFile(
          ctx,
          { ...actor, isAdmin },
          input.mandantId,
          input.documentId,
        );
        return sendFile(reply, document.originalContentType, null, await stream());
      }
      const { stream } = await currentPdf(ctx, input.mandantId, input.documentId);
      return sendFile(reply, 'application/pdf', null, await stream());
    },
  );
  binaryRoute(
    'GET',
    `${base}/GetDocumentAsPdf`,
    'Download the current version as PDF',
    documentQuerySchema,
    async (input: { mandantId: string; documentId: string }, reply) => {
      const { document, stream } = await currentPdf(ctx, input.mandantId, input.documentId);
      return sendFile(
        reply,
        'application/pdf',
        `${document.title.replace(/\.[^.]+$/, '')}.pdf`,
        await stream(),
      );
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
    async (input: z.infer<typeof downloadDocsSchema>, reply) =>
      sendFile(
        reply,
        'application/zip',
        'Belege.zip',
        await documentsZip(ctx, input.mandantId, input.documentIds),
      ),
  );
  binaryRoute(
    'POST',
    `${base}/DownloadPagesAsZip`,
    'The pages as single-page PDFs in a zip',
    downloadPagesSchema,
    async (input: z.infer<typeof downloadPagesSchema>, reply) =>
      sendFile(reply, 'application/zip', 'Seiten.zip', await pagesZip(ctx, input.mandantId, input.pageIds)),
  );
}
