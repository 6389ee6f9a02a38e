import {
  maskFieldsOf,
  type IndexFieldName,
  type OcrLanguagesValue,
  type SettingValue,
} from '@belegfluss/shared';
import type { Db } from '../../kernel/database.js';
import { createSettingsService } from '../settings/index.js';
import type { ReviewRules } from './capture.review.js';

/**
 * The capture settings capture reads per Mandant: required and active mask fields, review of
 * extracted values, blank pages, OCR languages.
 */
export type CaptureSettingsLookup = {
  requiredFields: (mandantId: string) => Promise<IndexFieldName[]>;
  activeFields: (mandantId: string) => Promise<IndexFieldName[]>;
  /** When an extracted value is marked "bitte prüfen" and whether sure documents pass without a look. */
  reviewRules: (mandantId: string) => Promise<ReviewRules>;
  /** `requiredFields` and `reviewRules` together, read in one query: what a document's status depends on. */
  statusRules: (mandantId: string) => Promise<{ required: IndexFieldName[]; review: ReviewRules }>;
  /** Setting `additionalFields`: the Mandant's extra mask fields. */
  additionalFields: (mandantId: string) => Promise<SettingValue<'additionalFields'>['fields']>;
  /** Setting `blankPages`: a page whose bitonal thumbnail (G4 TIFF) is below the threshold is blank. */
  blankPages: (mandantId: string) => Promise<SettingValue<'blankPages'>>;
  /** Setting `analysis`: the OCR languages of the Mandant's scans; undefined means the installation's. */
  ocrLanguages: (mandantId: string) => Promise<OcrLanguagesValue | undefined>;
};

function reviewRulesOf(review: SettingValue<'extractionReview'>): ReviewRules {
  return { threshold: review.thresholdPercent / 100, releaseConfident: review.releaseConfident };
}

/** The Mandant's settings (`setrequiredfields`, `setactivefields`, `setblankpages`, `setanalysis`) as capture uses them. */
export function createCaptureSettingsLookup({ db }: { db: Db }): CaptureSettingsLookup {
  const settings = createSettingsService({ db });
  return {
    requiredFields: async (mandantId) =>
      maskFieldsOf((await settings.get('requiredFields', { mandantId })).fields, { required: true }),
    activeFields: async (mandantId) =>
      maskFieldsOf((await settings.get('activeFields', { mandantId })).fields, { required: false }),
    reviewRules: async (mandantId) => reviewRulesOf(await settings.get('extractionReview', { mandantId })),
    statusRules: async (mandantId) => {
      const [required, review] = await settings.getMany(['requiredFields', 'extractionReview'], {
        mandantId,
      });
      return { required: maskFieldsOf(required.fields, { required: true }), review: reviewRulesOf(review) };
    },
    additionalFields: async (mandantId) => (await settings.get('additionalFields', { mandantId })).fields,
    blankPages: (mandantId) => settings.get('blankPages', { mandantId }),
    ocrLanguages: async (mandantId) => {
      const { ocrLanguages } = await settings.get('analysis', { mandantId });
      return ocrLanguages === 'INSTALLATION' ? undefined : ocrLanguages;
    },
  };
}
