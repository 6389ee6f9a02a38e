import {
  formatAmount,
  formatDate,
  normalizeIndexValue,
  parseAmountToCents,
  type IndexFieldDefinition,
  type IndexFieldName,
  type WorkflowIndexEntry,
} from '@belegfluss/shared';

/** Pure rules of the workflow's input mask: what the user reads and what changed. */

/** A stored value as the mask shows it: amounts and dates in the German form (spec 001, section 9). */
export function maskDisplayValue(kind: string, stored: string): string {
  if (kind === 'amount') {
    const cents = parseAmountToCents(stored);
    return cents === null ? stored : formatAmount(cents, 'de');
  }
  if (kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(stored)) return formatDate(stored, 'de');
  return stored;
}

/** Whether a typed value fits its field (empty always does: it clears the field). */
export function isValidMaskValue(field: string, value: string): boolean {
  return normalizeIndexValue(field as IndexFieldName, value).valid;
}

/** The typed values that differ from what is stored, as SaveCapIndex (or a submit's capIndex) takes them. */
export function changedMaskValues(
  edits: Record<string, string>,
  definitions: IndexFieldDefinition[],
  entries: WorkflowIndexEntry[],
): { field: string; value: string }[] {
  const stored = new Map(entries.map((entry) => [entry.FeldID, entry.VALUE]));
  return definitions
    .filter((definition) => definition.Editable && edits[definition.FeldID] !== undefined)
    .filter(
      (definition) =>
        (edits[definition.FeldID] as string).trim() !==
        maskDisplayValue(definition.FELDART, stored.get(definition.FeldID) ?? ''),
    )
    .map((definition) => ({ field: definition.FeldID, value: edits[definition.FeldID] as string }));
}
