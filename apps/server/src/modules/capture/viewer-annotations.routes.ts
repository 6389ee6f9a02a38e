import {
  annotationSchema,
  customStampSchema,
  documentQuerySchema,
  mandantQuerySchema,
  pageQuerySchema,
  saveAnnotationSchema,
} from '@belegfluss/shared';
import { z } from 'zod';
import { getDocumentOrThrow } from './capture-documents.usecases.js';
import { getPageOrThrow } from './capture-viewer.usecases.js';
import type { RouteHelpers } from './capture.http.js';
import type { CaptureContext } from './capture.context.js';

const base = '/api/cap/CapDocViewer';

const stamps = [
  { id: 'genehmigt', text: 'Genehmigt', color: '#2b8a3e' },
  { id: 'abgelehnt', text: 'Abgelehnt', color: '#c92a2a' },
  { id: 'eingegangen', text: 'Eingegangen', color: '#1864ab' },
  { id: 'geprueft', text: 'Sachlich geprüft', color: '#5f3dc4' },
  { id: 'gebucht', text: 'Gebucht', color: '#495057' },
];

/** The viewer's stamps and page annotations under `/api/cap/CapDocViewer/*`. */
export function registerViewerAnnotationRoutes(route: RouteHelpers, ctx: CaptureContext) {
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
}
