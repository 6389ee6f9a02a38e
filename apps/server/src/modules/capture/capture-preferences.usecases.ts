import { UnsavedChangesMode, type UserPreferences } from '@belegfluss/shared';
import type { CaptureContext } from './capture.context.js';
import { DEFAULT_BLANK_PAGE_THRESHOLD_BYTES } from './capture.settings.js';

const PREFERENCES_KEY = 'capture.preferences';
const defaultPreferences: UserPreferences = {
  unsavedChanges: UnsavedChangesMode.alwaysAsk,
  jobListVisible: true,
  blankPageThresholdBytes: DEFAULT_BLANK_PAGE_THRESHOLD_BYTES,
};

export async function getPreferences(ctx: CaptureContext, userId: string): Promise<UserPreferences> {
  const stored = (await ctx.preferences.getPreference(userId, PREFERENCES_KEY)) as
    Partial<UserPreferences> | undefined;
  return { ...defaultPreferences, ...(stored ?? {}) };
}

export async function setPreferences(ctx: CaptureContext, userId: string, changes: Partial<UserPreferences>) {
  const next = { ...(await getPreferences(ctx, userId)), ...changes };
  await ctx.preferences.setPreference(userId, PREFERENCES_KEY, next);
  return next;
}
