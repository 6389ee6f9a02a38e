import {
  formatAmount,
  formatDate,
  normalizeAdditionalValue,
  parseAmountToCents,
  type AdditionalFieldDefinition,
  type AdditionalValue,
  type Language,
} from '@belegfluss/shared';

/** Values of the additional mask fields by name, as the user reads and types them. */
export type AdditionalValues = Record<string, string>;

/** The stored values as the mask shows them: German amounts (ZAHL) and dates (DATUM). */
export function displayedAdditionalValues(
  fields: readonly AdditionalFieldDefinition[],
  stored: readonly AdditionalValue[] | undefined,
  language: Language,
): AdditionalValues {
  const byName = new Map((stored ?? []).map((entry) => [entry.name.toLowerCase(), entry.value]));
  return Object.fromEntries(
    fields.map((field) => {
      const value = byName.get(field.name.toLowerCase()) ?? '';
      const cents = field.type === 'ZAHL' ? parseAmountToCents(value) : null;
      if (cents !== null) return [field.name, formatAmount(cents, language)];
      if (field.type === 'DATUM' && /^\d{4}-\d{2}-\d{2}$/.test(value))
        return [field.name, formatDate(value, language)];
      return [field.name, value];
    }),
  );
}

/**
 * What a save sends for the additional fields (every defined field, empty ones remove their value),
 * or the labels of the fields whose values cannot be read.
 */
export function additionalSave(
  fields: readonly AdditionalFieldDefinition[],
  values: AdditionalValues,
): { ok: true; entries: AdditionalValue[] } | { ok: false; invalid: string[] } {
  const normalized = fields.map((field) => ({
    field,
    ...normalizeAdditionalValue(field, values[field.name] ?? ''),
  }));
  const invalid = normalized.filter((entry) => !entry.valid).map((entry) => entry.field.label);
  if (invalid.length) return { ok: false, invalid };
  return { ok: true, entries: normalized.map(({ field, value }) => ({ name: field.name, value })) };
}
