import type { z } from 'zod';
import { accountingSettings } from './settings.accounting.js';
import { captureSettings } from './settings.capture.js';
import type { SettingDefinition } from './settings.definition.js';
import { processingSettings } from './settings.processing.js';
import { reviewSettings } from './settings.review.js';
import { viewSettings } from './settings.view.js';

export * from './settings.definition.js';
export { validateDatevOptions, validateKeyCombinations } from './settings.rules.js';

/** Every stored setting of spec 002, section 7, one file per group of settings dialogs. */
export const settingDefinitions = {
  ...captureSettings,
  ...processingSettings,
  ...viewSettings,
  ...accountingSettings,
  ...reviewSettings,
} satisfies Record<string, SettingDefinition>;

export type SettingKey = keyof typeof settingDefinitions;
export type SettingValue<K extends SettingKey> = z.output<(typeof settingDefinitions)[K]['schema']>;
export const settingKeys = Object.keys(settingDefinitions) as SettingKey[];
