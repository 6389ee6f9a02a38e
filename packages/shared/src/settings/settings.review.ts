import { z } from 'zod';
import { defineSetting, type SettingDefinition } from './settings.definition.js';

/**
 * Review of extracted values (per Mandant): a value the extraction is less sure of than
 * `thresholdPercent` is marked "bitte prüfen" in the capture mask; with `releaseConfident`, a
 * document whose key fields are all sure turns green without a look, else every extracted
 * document waits until a user has saved its mask.
 */
export const reviewSettings = {
  extractionReview: defineSetting({
    call: 'extractionreview',
    base: 'settings',
    scope: 'mandant',
    section: 'capture',
    schema: z.object({
      thresholdPercent: z.number().int().min(50).max(100),
      releaseConfident: z.boolean(),
    }),
    defaultValue: { thresholdPercent: 80, releaseConfident: true },
  }),
} satisfies Record<string, SettingDefinition>;
