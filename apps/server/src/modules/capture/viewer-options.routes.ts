import {
  mandantQuerySchema,
  showsThumbnails,
  standardViewWithZoom,
  thumbModeWith,
  viewOptionsSchema,
  zoomModeOfStandardView,
  type ViewOptions,
} from '@belegfluss/shared';
import { z } from 'zod';
import { createSettingsService } from '../settings/index.js';
import type { RouteHelpers } from './capture.http.js';
import type { CaptureContext } from './capture.context.js';

const base = '/api/cap/CapDocViewer';

/** What only the capture viewer keeps: the text layer switch and the order of its tabs. */
type ViewerOwnOptions = Pick<ViewOptions, 'showTextLayer' | 'tabOrder'>;
const defaultOwnOptions: ViewerOwnOptions = { showTextLayer: true, tabOrder: ['pdf', 'index', 'fulltext'] };
const VIEW_KEY = 'capture.view';
const zoomModeSchema = z.object({ zoomMode: viewOptionsSchema.shape.zoomMode });

/**
 * The user's viewer options under `/api/cap/CapDocViewer/*`. Zoom, thumbnails and highlighting are
 * the user's settings `standardView`, `thumbMode` and `highlightSearchArea` (one store with
 * Einstellungen › Ansicht and the workflow viewer); the text layer and tab order are the viewer's own.
 */
export function registerViewerOptionRoutes(route: RouteHelpers, ctx: CaptureContext) {
  const settings = createSettingsService({ db: ctx.deps.db });

  async function viewOptionsOf(userId: string): Promise<ViewOptions> {
    const user = { userId };
    const [view, thumbs, highlight, own] = await Promise.all([
      settings.get('standardView', user),
      settings.get('thumbMode', user),
      settings.get('highlightSearchArea', user),
      ctx.preferences.getPreference(userId, VIEW_KEY) as Promise<Partial<ViewerOwnOptions> | undefined>,
    ]);
    return {
      ...defaultOwnOptions,
      ...(own ?? {}),
      zoomMode: zoomModeOfStandardView(view),
      showThumbnails: showsThumbnails(thumbs.mode),
      highlightFieldSources: highlight.enabled,
    };
  }

  async function setZoomMode(userId: string, zoomMode: ViewOptions['zoomMode']) {
    const view = await settings.get('standardView', { userId });
    await settings.set('standardView', { userId }, standardViewWithZoom(view, zoomMode), userId);
  }

  route.get(`${base}/GetViewOptions`, {
    summary: 'The viewer options of the user (zoom mode, thumbnails, text layer, highlights, tab order)',
    input: mandantQuerySchema,
    output: viewOptionsSchema,
    handler: (_input, actor) => viewOptionsOf(actor.userId),
  });
  route.post(`${base}/SetViewOptions`, {
    summary: 'Store the viewer options of the user',
    input: viewOptionsSchema.extend({ mandantId: z.uuid() }),
    output: viewOptionsSchema,
    handler: async ({ mandantId: _mandantId, ...options }, actor) => {
      const userId = actor.userId;
      const thumbs = await settings.get('thumbMode', { userId });
      await setZoomMode(userId, options.zoomMode);
      await settings.set(
        'thumbMode',
        { userId },
        { mode: thumbModeWith(thumbs.mode, options.showThumbnails) },
        userId,
      );
      await settings.set(
        'highlightSearchArea',
        { userId },
        { enabled: options.highlightFieldSources },
        userId,
      );
      const own: ViewerOwnOptions = { showTextLayer: options.showTextLayer, tabOrder: options.tabOrder };
      await ctx.preferences.setPreference(userId, VIEW_KEY, own);
      return viewOptionsOf(userId);
    },
  });
  route.get(`${base}/GetStdViewMode`, {
    summary: 'The standard zoom mode (whole height, full width, fit): the setting standardView',
    input: mandantQuerySchema,
    output: zoomModeSchema,
    handler: async (_input, actor) => ({ zoomMode: (await viewOptionsOf(actor.userId)).zoomMode }),
  });
  route.post(`${base}/SetStdViewMode`, {
    summary: 'Store the standard zoom mode (the setting standardView)',
    input: z.object({ mandantId: z.uuid(), zoomMode: viewOptionsSchema.shape.zoomMode }),
    output: zoomModeSchema,
    handler: async (input, actor) => {
      await setZoomMode(actor.userId, input.zoomMode);
      return { zoomMode: input.zoomMode };
    },
  });
}
