/**
 * Enumerations of goods-receipt matching (spec 001, section 4): link states, corrections, grid
 * filters, link actions, directions and the invalid-view flags the /wawi calls answer with.
 */
const values = <T extends Record<string, string>>(object: T) =>
  Object.values(object) as [T[keyof T], ...T[keyof T][]];

/** How a goods-receipt line is linked to a document (UNLINKED: to none). */
export const LinkState = {
  UNLINKED: 'UNLINKED',
  LINKED_AUTO_UNSAFE: 'LINKED_AUTO_UNSAFE',
  LINKED_AUTO_SAFE: 'LINKED_AUTO_SAFE',
  LINKED_INCOMPLETE: 'LINKED_INCOMPLETE',
  LINKED_COMPLETE: 'LINKED_COMPLETE',
} as const;
export type LinkStateValue = (typeof LinkState)[keyof typeof LinkState];
export const linkStates = values(LinkState);

/** Which value of a linked line a correction changes: the price or the quantity (AMOUNT). */
export const CorrectionType = { NONE: 'NONE', PRICE: 'PRICE', AMOUNT: 'AMOUNT' } as const;
export type CorrectionTypeValue = (typeof CorrectionType)[keyof typeof CorrectionType];
export const correctionTypes = values(CorrectionType);

/** Why a quantity or price was corrected. */
export const CorrectionReason = {
  NONE: 'NONE',
  NOT_ACTUAL: 'NOT_ACTUAL',
  OTHER: 'OTHER',
  NEW_PRICE: 'NEW_PRICE',
  NEW_MENGE_ART: 'NEW_MENGE_ART',
} as const;
export type CorrectionReasonValue = (typeof CorrectionReason)[keyof typeof CorrectionReason];
export const correctionReasons = values(CorrectionReason);

/** Which goods-receipt lines the grid of all data shows. */
export const GridFilter = {
  ALL_DATA: 'ALL_DATA',
  ONLY_LINKED: 'ONLY_LINKED',
  ONLY_UNLINKED: 'ONLY_UNLINKED',
} as const;
export type GridFilterValue = (typeof GridFilter)[keyof typeof GridFilter];
export const gridFilters = values(GridFilter);

/** What a call did to a row of the panel: selected it, linked it (ADD) or unlinked it (DELETE). */
export const LinkAction = { SELECT: 'SELECT', ADD: 'ADD', DELETE: 'DELETE' } as const;
export type LinkActionValue = (typeof LinkAction)[keyof typeof LinkAction];
export const linkActions = values(LinkAction);

/** Moving through the marked split areas of a document. */
export const Direction = { FORWARD: 'FORWARD', BACKWARD: 'BACKWARD' } as const;
export type DirectionValue = (typeof Direction)[keyof typeof Direction];
export const directions = values(Direction);

/** Bit flags: which views of the panel a call made stale and the client reloads. */
export const InvalidView = {
  NONE: 0,
  INVALID_GRID_VIEW_ALL: 1,
  INVALID_GRID_VIEW_DOC: 2,
  INVALID_DOC_VIEW: 4,
  INVALID_SELECTED_PAGE: 8,
  INVALID_DOC_INDEX: 16,
} as const;
export type InvalidViewName = keyof typeof InvalidView;
export const INVALID_ALL_VIEWS = Object.values(InvalidView).reduce<number>((all, flag) => all | flag, 0);

/** The names of the flags set in `value` (NONE for 0). */
export function invalidViewNames(value: number): InvalidViewName[] {
  if (value === 0) return ['NONE'];
  return (Object.entries(InvalidView) as [InvalidViewName, number][])
    .filter(([, flag]) => flag !== 0 && (value & flag) === flag)
    .map(([name]) => name);
}

/**
 * Which goods-receipt records the grid shows (the `sSelectedWkType` of SetNewDocumentAndRebuildState):
 * every line, orders not yet received, or lines with a receipt (delivery note).
 */
export const WkType = { ALL: 'ALL', ORDER: 'ORDER', RECEIPT: 'RECEIPT' } as const;
export type WkTypeValue = (typeof WkType)[keyof typeof WkType];
export const wkTypes = values(WkType);

/** Where a goods-receipt line came from (ORIGIN). */
export const WkOrigin = {
  CSV: 'CSV',
  ORDERS: 'ORDERS',
  DESADV: 'DESADV',
  API: 'API',
  LIEFERSCHEIN: 'LIEFERSCHEIN',
  SPLIT: 'SPLIT',
} as const;
export type WkOriginValue = (typeof WkOrigin)[keyof typeof WkOrigin];
export const wkOrigins = values(WkOrigin);

/** The spec's account-number fallbacks for the panel's creditor filter: no Konto found, no document. */
export const NO_ACCOUNT = -1;
export const NO_DOCUMENT_ACCOUNT = -2;

/** The remark a confirmed invoice check appends to the note (spec 001, section 5); stored in German. */
export const INVOICE_CHECK_REMARK =
  'Auf eine Differenz zwischen Rechnungssumme und Gesamtbetrag der Bestellung(en) wurde hingewiesen.';
