import { z } from 'zod';
import type { ValidationIssue } from '../validation.js';
import { captureFields } from './capture-fields.js';

/**
 * A stored setting of spec 002, section 7: its scope (per user, per Mandant or global), its zod
 * schema, its default and any rule beyond the schema. The server registers a get/set pair per
 * entry (`/api/man/<base>/get<call>` and `/set<call>`); the web client renders the settings dialogs
 * from the same entries.
 */
export type SettingScope = 'global' | 'mandant' | 'user';
export type SettingSection =
  'capture' | 'view' | 'analysis' | 'zugferd' | 'accounting' | 'archive' | 'datev' | 'jobs' | 'keys';

export type SettingDefinition<S extends z.ZodType = z.ZodType> = {
  call: string;
  base: 'settings' | 'mandanten' | 'user';
  scope: SettingScope;
  section: SettingSection;
  schema: S;
  defaultValue: z.output<S>;
  validate?(value: z.output<S>): ValidationIssue[];
};

export function defineSetting<S extends z.ZodType>(definition: SettingDefinition<S>): SettingDefinition<S> {
  return definition;
}

/** A list of capture mask fields (required, active, tab order). */
export const fieldList = z.array(z.enum(captureFields)).max(captureFields.length);

/**
 * A text the user must fill: blanks alone are refused with "Bitte geben Sie einen Wert ein."
 * (the message is the catalogue code, so the server answers with it).
 */
export function requiredText(max: number) {
  return z
    .string()
    .max(max)
    .refine((text) => text.trim().length > 0, { message: 'settings.value_required' });
}
