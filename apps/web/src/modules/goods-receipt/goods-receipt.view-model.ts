import {
  GridFilter,
  NO_ACCOUNT,
  type BuWkData,
  type DocumentIndexInfos,
  type GridFilterValue,
  type SortDescriptor,
  type WkColumnDefinition,
  type WkGridField,
  wkGridColumns,
} from '@belegfluss/shared';

/** The filter the panel opens a document with (spec 001, goods-receipt flow steps 2–4). */
export type PanelStart = {
  filter: GridFilterValue;
  kreditor: number;
  /** ISO date ending the range: the document date, today for year 1900 or none. */
  endDate: string;
  /** The Umsatz as an absolute dot decimal, undefined when the document has none. */
  umsatz: string | undefined;
};

const infoValue = (infos: DocumentIndexInfos, key: 'Konto' | 'Datum' | 'Umsatz') =>
  infos.Infos.find((info) => info.Key === key)?.Value.trim() ?? '';

/** A German (DD.MM.YYYY) or ISO date as ISO; null when it is neither. */
export function isoDate(value: string): string | null {
  const german = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  if (german) return `${german[3]}-${german[2]}-${german[1]}`;
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(value);
  return iso ? (iso[1] ?? null) : null;
}

/** "-1.234,56" or "1234.56" → "1234.56"; undefined when it is no amount. */
export function absoluteAmount(value: string): string | undefined {
  const text = value.replace(/\s|€/g, '');
  if (!text) return undefined;
  const normalised = text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text;
  const amount = Number(normalised);
  return Number.isFinite(amount) ? Math.abs(amount).toFixed(2) : undefined;
}

/**
 * From the document's index infos: with the receipt option on and no postback workflow, a Konto
 * found shows only the unlinked lines of that supplier, otherwise all data; the date ends the range
 * (year 1900 or none means today); the Umsatz is read with a decimal comma and kept absolute.
 */
export function panelStart(infos: DocumentIndexInfos, isPostback: boolean, today: string): PanelStart {
  const konto = infoValue(infos, 'Konto');
  const accountFound = infos.ReceiptOption && !isPostback && /^\d+$/.test(konto);
  const date = isoDate(infoValue(infos, 'Datum'));
  return {
    filter: accountFound ? GridFilter.ONLY_UNLINKED : GridFilter.ALL_DATA,
    kreditor: accountFound ? Number(konto) : NO_ACCOUNT,
    endDate: !date || date.startsWith('1900-') ? today : date,
    umsatz: absoluteAmount(infoValue(infos, 'Umsatz')),
  };
}

/** The column order after dragging `field` onto the place of `target`. */
export function moveColumn(
  columns: WkColumnDefinition[],
  field: WkGridField,
  target: WkGridField,
): WkColumnDefinition[] {
  const moving = columns.find((column) => column.FieldName === field);
  const targetIndex = columns.findIndex((column) => column.FieldName === target);
  if (!moving || targetIndex === -1 || field === target) return columns;
  const rest = columns.filter((column) => column.FieldName !== field);
  rest.splice(targetIndex, 0, moving);
  return rest.map((column, index) => ({ ...column, Index: index }));
}

export const columnKind = (field: WkGridField) =>
  wkGridColumns.find((column) => column.field === field)?.kind ?? 'text';

/** A dot decimal from what the user typed: "1.234,5" → "1234.5"; spaces removed. */
export function dotDecimal(value: string): string {
  const text = value.replace(/\s/g, '');
  return text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text;
}

const decimal = (places: number) => new RegExp(`^\\d+(\\.\\d{1,${places}})?$`);

/** A quantity above 0 with at most three decimals. */
export const validQuantity = (value: string) => decimal(3).test(value) && Number(value) > 0;
/** A unit price, not negative, at most four decimals. */
export const validPrice = (value: string) => decimal(4).test(value);
/** A VAT rate from 0 to 100 % with at most two decimals. */
export const validVat = (value: string) => decimal(2).test(value) && Number(value) <= 100;

/** A split quantity: numeric, above 0 and smaller than the line's quantity; the error code otherwise. */
export function splitQuantityError(value: string, original: string): string | null {
  const quantity = dotDecimal(value);
  if (!/^\d+(\.\d+)?$/.test(quantity)) return 'goodsreceipt.split_quantity_not_numeric';
  if (!(Number(quantity) > 0 && Number(quantity) < Number(original)))
    return 'goodsreceipt.split_quantity_too_large';
  return null;
}

const numeric = (value: unknown): value is string =>
  typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value);

/** The linked orders are few: they sort in the client, numbers as numbers, text the German way. */
export function sortedRows<Row extends { BuWkData: BuWkData }>(
  rows: Row[],
  sort: SortDescriptor | null,
): Row[] {
  if (!sort) return rows;
  const value = (row: Row) => row.BuWkData[sort.SortField];
  const compare = (a: Row, b: Row) => {
    const left = value(a);
    const right = value(b);
    const order =
      numeric(left) && numeric(right)
        ? Number(left) - Number(right)
        : String(left ?? '').localeCompare(String(right ?? ''), 'de');
    return sort.Ascending ? order : -order;
  };
  return [...rows].sort(compare);
}
