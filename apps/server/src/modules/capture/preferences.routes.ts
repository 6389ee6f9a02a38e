import { mandantQuerySchema, unsavedChangesModes, userPreferencesSchema } from '@belegfluss/shared';
import { z } from 'zod';
import { getPreferences, setPreferences } from './capture-preferences.usecases.js';
import type { RouteHelpers } from './capture.http.js';
import type { CaptureContext } from './capture.context.js';

/** The user's capture preferences under `/api/cap/stack/preferences`. */
export function registerPreferenceRoutes(route: RouteHelpers, ctx: CaptureContext) {
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
