import { maskFieldsOf, type IndexFieldName } from '@belegfluss/shared';
import type { Db } from '../../kernel/database.js';
import { createSettingsService } from '../settings/index.js';
import type { ReviewRules } from './capture.review.js';

/** The capture settings capture reads per Mandant: required and active mask fields, review of extracted values. */
export type CaptureSettingsLookup = {
  requiredFields: (mandantId: string) => Promise<IndexFieldName[]>;
  activeFields: (mandantId: string) => Promise<IndexFieldName[]>;
  /** When an extracted value is marked "bitte prüfen" and whether sure documents pass without a look. */
  reviewRules: (mandantId: string) => Promise<ReviewRules>;
};

/** A bitonal page image (G4 TIFF of the thumbnail) below this many bytes counts as blank. */
export const DEFAULT_BLANK_PAGE_THRESHOLD_BYTES = 400;

/** Required and active fields as the Mandant's settings (`setrequiredfields`, `setactivefields`) say. */
export function createCaptureSettingsLookup({ db }: { db: Db }): CaptureSettingsLookup {
  const settings = createSettingsService({ db });
  return {
    requiredFields: async (mandantId) =>
      maskFieldsOf((await settings.get('requiredFields', { mandantId })).fields, { required: true }),
    activeFields: async (mandantId) =>
      maskFieldsOf((await settings.get('activeFields', { mandantId })).fields, { required: false }),
    reviewRules: async (mandantId) => {
      const review = await settings.get('extractionReview', { mandantId });
      return { threshold: review.thresholdPercent / 100, releaseConfident: review.releaseConfident };
    },
  };
}
