import { z } from 'zod';
import { passwordPolicySchema } from '../auth/password-policy.js';
import { languages } from '../i18n.js';

export const themeNames = ['Blau', 'Grau', 'Grün', 'SBA'] as const;
export type ThemeName = (typeof themeNames)[number];
export const DEFAULT_THEME: ThemeName = 'Blau';
/** The custom theme an SBA user starts with (spec 000, section 2). */
export const SBA_THEME: ThemeName = 'SBA';

/** Inactivity thresholds in seconds (spec 000, sections 4 and 9). */
export const IdleDefaults = {
  defaultThreshold: 600,
  startThreshold: 1500,
  idleTimer: 300,
  pingInterval: 120,
} as const;

/** System data of `system/getsystemdata` (spec 000, section 3). */
export const systemDataSchema = z.object({
  InaktivityTimeout: z.number().int(),
  ProductVersion: z.string(),
  ServerTime: z.string(),
  /** The password policy as base64 JSON, as the login dialog receives it. */
  PasswordPolicy: z.string(),
});
export type SystemData = z.infer<typeof systemDataSchema>;

export const systemSettingsSchema = z.object({
  InaktivityTimeout: z.number().int().min(60).max(86_400),
});
export type SystemSettings = z.infer<typeof systemSettingsSchema>;

export const passwordSettingsSchema = passwordPolicySchema.omit({ PolicyMaxAgeDaysLeft: true });
export type PasswordSettings = z.infer<typeof passwordSettingsSchema>;

/** Seconds between announcing maintenance and its start; clients count down (spec 000, section 4). */
export const MAINTENANCE_COUNTDOWN_SECONDS = 60;

export const maintenanceAnnounceSchema = z.object({ message: z.string().max(500).optional() });

/**
 * Licensed modules: `modules` null means every module; `seatsPerModule` null means no limit on
 * users signed in to one module at the same time. The shell (`web`) is always licensed.
 */
export const licenseSchema = z.object({
  modules: z.array(z.string()).nullable(),
  seatsPerModule: z.number().int().min(1).nullable(),
});
export type License = z.infer<typeof licenseSchema>;

export const themeBodySchema = z.object({ theme: z.enum(themeNames) });
export const languageBodySchema = z.object({ language: z.enum(languages) });

export const jsonDataKeySchema = z.object({ key: z.string().min(1).max(200) });
export const jsonDataBodySchema = z.object({ key: z.string().min(1).max(200), value: z.unknown() });
/** Largest JSON value a user may keep under one key, serialised. */
export const JSON_DATA_MAX_BYTES = 256 * 1024;

/** Client error log entry (spec 000, section 3). */
export const errorLogEntrySchema = z.object({
  message: z.string().min(1).max(8000),
  url: z.string().max(2000).optional(),
});

/** Client error logging stops after more than this many errors within the window. */
export const ErrorLogThrottle = { maxErrors: 5, windowMs: 5000 } as const;

export const CUSTOM_LOGO_MAX_BYTES = 512 * 1024;
export const customLogoTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export const releaseVersionBodySchema = z.object({ version: z.string().min(1).max(50) });

/** The modules a release-notes feature can name (spec 000, section 2). */
export const releaseNoteModules = ['Capture', 'Unides', 'Workflow', 'WorkflowSearch'] as const;
export type ReleaseNoteModule = (typeof releaseNoteModules)[number];
export const releaseNoteLocales = ['DE', 'EN', 'RU'] as const;

export const releaseNoteFeatureSchema = z.object({
  name: z.string(),
  supportedModules: z.array(z.enum(releaseNoteModules)),
  summary: z.string(),
  /** HTML. */
  description: z.string(),
});
export type ReleaseNoteFeature = z.infer<typeof releaseNoteFeatureSchema>;

export const releaseNotesVersionSchema = z.object({
  version: z.string(),
  locales: z.object({
    DE: z.object({ features: z.array(releaseNoteFeatureSchema) }),
    EN: z.object({ features: z.array(releaseNoteFeatureSchema) }),
    RU: z.object({ features: z.array(releaseNoteFeatureSchema) }),
  }),
});
export type ReleaseNotesVersion = z.infer<typeof releaseNotesVersionSchema>;

/** The last-notified version is checked only when the version string is longer than 4 characters. */
export function shouldShowReleaseNotes(current: string, lastNotified: string | null): boolean {
  return current.length > 4 && current !== lastNotified;
}

/** The product version as `initialsettings/version` gives it: at most 5 characters. */
export function trimVersion(version: string): string {
  return version.slice(0, 5);
}
