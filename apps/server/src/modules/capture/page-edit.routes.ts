import {
  blankPagesSchema,
  documentIdsSchema,
  movePagesSchema,
  pageIdsSchema,
  rotateSchema,
  splitSchema,
} from '@belegfluss/shared';
import { z } from 'zod';
import {
  appendToPrevious,
  deletePages,
  detectBlankPages,
  mergeDocuments,
  movePages,
  rotatePages,
  splitDocument,
} from './capture-pages.usecases.js';
import type { RouteHelpers } from './capture.http.js';
import type { CaptureContext } from './capture.context.js';

const documentIdsResult = z.object({ documentIds: z.array(z.uuid()) });
const documentIdResult = z.object({ documentId: z.uuid() });

/** Page edits under `/api/cap/stack/*`: move, rotate, delete, merge, split, append, blank pages; each a new version. */
export function registerPageEditRoutes(route: RouteHelpers, ctx: CaptureContext) {
  route.post('/api/cap/stack/movepages', {
    summary: 'Move pages into another document (new versions of both)',
    input: movePagesSchema,
    output: documentIdResult,
    handler: (input, actor) => movePages(ctx, actor, input),
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
    summary:
      'Find blank pages (bitonal image below the threshold, default the Mandant setting blankPages) and remove them on request',
    input: blankPagesSchema,
    output: z.object({ blankPageIds: z.array(z.uuid()), removed: z.boolean() }),
    handler: async (input, actor) => {
      const setting = await ctx.settings.blankPages(input.mandantId);
      return detectBlankPages(ctx, actor, {
        ...input,
        thresholdBytes: input.thresholdBytes ?? setting.thresholdBytes,
      });
    },
  });
}
