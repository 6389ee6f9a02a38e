import { defaultActiveFields, defaultRequiredFields, type IndexFieldName } from '@belegfluss/shared';

/**
 * The capture settings capture reads (required and active mask fields, blank-page threshold).
 * Defaults until the settings module of the master-data work provides them per Mandant; it then
 * replaces this lookup in `createCaptureContext`.
 */
export type CaptureSettingsLookup = {
  requiredFields: (mandantId: string) => Promise<IndexFieldName[]>;
  activeFields: (mandantId: string) => Promise<IndexFieldName[]>;
};

/** A bitonal page image (G4 TIFF of the thumbnail) below this many bytes counts as blank. */
export const DEFAULT_BLANK_PAGE_THRESHOLD_BYTES = 400;

export const defaultCaptureSettings: CaptureSettingsLookup = {
  requiredFields: async () => [...defaultRequiredFields],
  activeFields: async () => [...defaultActiveFields],
};
