import type { IndexFieldName } from '@belegfluss/shared';
import { nextMaskField } from './mask-tab-order.js';

/** Why a mask field asks for the user in correction mode (setting `correctionMode`). */
export type FieldState = {
  field: IndexFieldName;
  required: boolean;
  empty: boolean;
  invalid: boolean;
  unsure: boolean;
};

/** The fields correction mode walks: an unsure extracted value, an unreadable value, a required field left empty. */
export function fieldsToCorrect(states: readonly FieldState[]): IndexFieldName[] {
  return states
    .filter((state) => state.unsure || state.invalid || (state.required && state.empty))
    .map((state) => state.field);
}

/** The shown fields in the order Tab walks them: the setting's order, then the others as shown. */
function walkOrder(tabOrder: readonly IndexFieldName[], shown: readonly IndexFieldName[]) {
  return [
    ...tabOrder.filter((field) => shown.includes(field)),
    ...shown.filter((field) => !tabOrder.includes(field)),
  ];
}

/** The field correction mode opens a document on: the first to correct in the tab order. */
export function firstFieldToCorrect(
  tabOrder: readonly IndexFieldName[],
  shown: readonly IndexFieldName[],
  toCorrect: readonly IndexFieldName[],
): IndexFieldName | null {
  return walkOrder(tabOrder, shown).find((field) => toCorrect.includes(field)) ?? null;
}

/**
 * Where Tab moves in the mask: in correction mode from one field to correct to the next (in the tab
 * order, skipping the sure ones; null after the last, so Tab leaves the mask), otherwise as the tab
 * order says.
 */
export function nextFieldToVisit(
  tabOrder: readonly IndexFieldName[],
  shown: readonly IndexFieldName[],
  toCorrect: readonly IndexFieldName[] | null,
  current: IndexFieldName,
  backwards: boolean,
): IndexFieldName | null {
  if (!toCorrect || toCorrect.length === 0) return nextMaskField(tabOrder, shown, current, backwards);
  const walk = walkOrder(tabOrder, shown).filter((field) => field === current || toCorrect.includes(field));
  return nextMaskField(walk, walk, current, backwards);
}
