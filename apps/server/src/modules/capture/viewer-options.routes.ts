import {
  mandantQuerySchema,
  pdfPrintOptionsSchema,
  viewOptionsSchema,
  type PdfPrintOptions,
  type ViewOptions,
} from '@belegfluss/shared';
import { z } from 'zod';
import type { RouteHelpers } from './capture.http.js';
import type { CaptureContext } from './capture.context.js';

const base = '/api/cap/CapDocViewer';

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

/** The user's viewer and print options under `/api/cap/CapDocViewer/*`. */
export function registerViewerOptionRoutes(route: RouteHelpers, ctx: CaptureContext) {
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
}
