import type { IndexFieldName } from '@belegfluss/shared';

/**
 * The mask field Tab (or Shift+Tab) moves to under the user's setting `tabOrder`: the shown fields
 * in the setting's order, then the shown fields it does not name in the order they are shown. Null
 * at either end, so Tab then leaves the mask as usual. The fields stay where they are on screen.
 */
export function nextMaskField(
  tabOrder: readonly IndexFieldName[],
  shown: readonly IndexFieldName[],
  current: IndexFieldName,
  backwards: boolean,
): IndexFieldName | null {
  const visible = new Set(shown);
  const ordered = [
    ...tabOrder.filter((field) => visible.has(field)),
    ...shown.filter((field) => !tabOrder.includes(field)),
  ];
  const position = ordered.indexOf(current);
  if (position < 0) return null;
  return ordered[position + (backwards ? -1 : 1)] ?? null;
}
