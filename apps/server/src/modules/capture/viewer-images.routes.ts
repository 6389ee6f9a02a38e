import {
  documentQuerySchema,
  pageQuerySchema,
  renderRuleAnnotationsSchema,
  type RuleArea,
} from '@belegfluss/shared';
import { z } from 'zod';
import type { CaptureDependencies } from './capture.dependencies.js';
import type { App } from '../../kernel/http.js';
import { renderAnnotatedPage, renderRuleAnnotations } from './capture-annotations.usecases.js';
import { getDocumentOrThrow } from './capture-documents.usecases.js';
import { getPageOrThrow, renderPage } from './capture-viewer.usecases.js';
import { createCaptureContext } from './capture.context.js';
import { captureError } from './capture.errors.js';
import { createBinaryRoute, sendFile } from './capture.http.js';

const base = '/api/cap/CapDocViewer';

/** Page images of the viewer (spec 001): thumbnails, pages by id or index, annotations and rule areas drawn in. */
export function registerViewerImageRoutes(app: App, deps: CaptureDependencies) {
  const ctx = createCaptureContext(deps);
  const binaryRoute = createBinaryRoute(app, deps, ['capture: viewer']);

  binaryRoute(
    'GET',
    `${base}/Thumbnail`,
    'The thumbnail of a page (PNG)',
    pageQuerySchema,
    async (input: { mandantId: string; pageId: string }, reply) => {
      const page = await getPageOrThrow(ctx, input.mandantId, input.pageId);
      const body = page.thumbSha256
        ? await deps.storage.getBuffer(page.thumbSha256)
        : await renderPage(ctx, page, 24);
      reply.header('cache-control', 'private, max-age=31536000, immutable');
      return reply.type('image/png').send(body);
    },
  );

  binaryRoute(
    'GET',
    `${base}/FileStreamUid`,
    'A page as PNG by page id',
    pageQuerySchema.extend({ dpi: z.coerce.number().int().min(24).max(300).default(100) }),
    async (input: { mandantId: string; pageId: string; dpi: number }, reply) => {
      const page = await getPageOrThrow(ctx, input.mandantId, input.pageId);
      return sendFile(reply, 'image/png', null, await renderPage(ctx, page, input.dpi));
    },
  );

  binaryRoute(
    'GET',
    `${base}/FileStreamIdx`,
    'A page as PNG by document and page index',
    documentQuerySchema.extend({
      index: z.coerce.number().int().min(0),
      dpi: z.coerce.number().int().min(24).max(300).default(100),
    }),
    async (input: { mandantId: string; documentId: string; index: number; dpi: number }, reply) => {
      const pages = await ctx.documents.listPageSummaries([
        (await getDocumentOrThrow(ctx, input.mandantId, input.documentId)).id,
      ]);
      const summary = pages[input.index];
      if (!summary) throw captureError.pageNotFound({ index: input.index });
      const page = await getPageOrThrow(ctx, input.mandantId, summary.id);
      return sendFile(reply, 'image/png', null, await renderPage(ctx, page, input.dpi));
    },
  );

  binaryRoute(
    'GET',
    `${base}/RenderAnnotationByPageUid`,
    'A page as PNG with its annotations drawn in',
    pageQuerySchema,
    async (input: { mandantId: string; pageId: string }, reply) => {
      const page = await getPageOrThrow(ctx, input.mandantId, input.pageId);
      const annotation = await ctx.annotations.getAnnotation(page.documentId, page.position - 1);
      return sendFile(
        reply,
        'image/png',
        null,
        await renderAnnotatedPage(ctx, page, annotation?.json ?? null),
      );
    },
  );

  binaryRoute(
    'POST',
    `${base}/RenderRuleAnnotations`,
    'A page as PNG with extraction or rule areas drawn in (by default where the capture-mask values were read)',
    renderRuleAnnotationsSchema,
    async (input: { mandantId: string; pageId: string; dpi: number; areas?: RuleArea[] }, reply) => {
      const page = await getPageOrThrow(ctx, input.mandantId, input.pageId);
      return sendFile(reply, 'image/png', null, await renderRuleAnnotations(ctx, page, input));
    },
  );
}
