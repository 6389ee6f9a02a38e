import { WkOrigin, type WkOriginValue } from '@belegfluss/shared';

/**
 * The CSV formats goods-receipt lines come in (documented in docs/goods-receipt-import.md): the
 * product's own columns (the spec's field names), and order (ORDERS) and despatch-advice (DESADV)
 * data a supplier sends, flattened to one line per item with columns named after the EDIFACT
 * segments. Each is mapped to the product's field names; the header decides the format.
 */
export const canonicalFields = [
  'BESTELLER',
  'BESTELL_DATUM',
  'WE_DATUM',
  'WE_SCHEIN_NR',
  'EXT_ARTIKEL_NR',
  'EXT_ARTIKEL_BEZ',
  'INT_ARTIKEL_NR',
  'INT_ARTIKEL_BEZ',
  'EXT_LIEFERANT',
  'INT_LIEFERANT',
  'EAN',
  'PZN',
  'MENGE',
  'MENGE_ART',
  'NETTO_PREIS',
  'BRUTTO_PREIS',
  'MWST',
  'DELETE_FLAG',
  'IDENT1',
  'IDENT2',
  'IDENT3',
  'IDENT4',
  'IDENT5',
  'IDENT6',
  'IDENT7',
  'IDENT8',
  'IDENT9',
  'KONTENVORSCHLAG',
  'KOST1',
  'KOST2',
] as const;
export type CanonicalField = (typeof canonicalFields)[number];
export type CanonicalRow = Partial<Record<CanonicalField, string>>;

const ordersColumns: Record<string, CanonicalField> = {
  BGM_ORDER_NO: 'IDENT1',
  DTM_ORDER_DATE: 'BESTELL_DATUM',
  LIN_LINE_NO: 'IDENT2',
  NAD_BY: 'BESTELLER',
  NAD_SU: 'EXT_LIEFERANT',
  SU_ACCOUNT: 'INT_LIEFERANT',
  LIN_EAN: 'EAN',
  PIA_PZN: 'PZN',
  PIA_SUPPLIER_ARTICLE: 'EXT_ARTIKEL_NR',
  PIA_BUYER_ARTICLE: 'INT_ARTIKEL_NR',
  IMD_DESCRIPTION: 'EXT_ARTIKEL_BEZ',
  QTY_ORDERED: 'MENGE',
  QTY_UNIT: 'MENGE_ART',
  PRI_NET: 'NETTO_PREIS',
  PRI_GROSS: 'BRUTTO_PREIS',
  TAX_RATE: 'MWST',
  ACCOUNT: 'KONTENVORSCHLAG',
};

const desadvColumns: Record<string, CanonicalField> = {
  BGM_DESADV_NO: 'WE_SCHEIN_NR',
  DTM_DESPATCH_DATE: 'WE_DATUM',
  RFF_ORDER_NO: 'IDENT1',
  DTM_ORDER_DATE: 'BESTELL_DATUM',
  LIN_LINE_NO: 'IDENT2',
  NAD_BY: 'BESTELLER',
  NAD_SU: 'EXT_LIEFERANT',
  SU_ACCOUNT: 'INT_LIEFERANT',
  LIN_EAN: 'EAN',
  PIA_PZN: 'PZN',
  PIA_SUPPLIER_ARTICLE: 'EXT_ARTIKEL_NR',
  PIA_BUYER_ARTICLE: 'INT_ARTIKEL_NR',
  IMD_DESCRIPTION: 'EXT_ARTIKEL_BEZ',
  QTY_DESPATCHED: 'MENGE',
  QTY_UNIT: 'MENGE_ART',
  PRI_NET: 'NETTO_PREIS',
  PRI_GROSS: 'BRUTTO_PREIS',
  TAX_RATE: 'MWST',
};

const nativeColumns: Record<string, CanonicalField> = Object.fromEntries(
  canonicalFields.map((field) => [field, field]),
);

export type ImportFormat = { format: 'CSV' | 'ORDERS' | 'DESADV'; origin: WkOriginValue };

/** The format a header names, with the position of every column it maps; null when unknown. */
export function detectFormat(
  header: string[],
): (ImportFormat & { columns: Map<number, CanonicalField> }) | null {
  const names = header.map((name) =>
    name
      .trim()
      .toUpperCase()
      .replace(/^\uFEFF/, ''),
  );
  const pick = (table: Record<string, CanonicalField>) =>
    new Map(names.flatMap((name, index) => (table[name] ? [[index, table[name]] as const] : [])));
  if (names.includes('BGM_ORDER_NO'))
    return { format: 'ORDERS', origin: WkOrigin.ORDERS, columns: pick(ordersColumns) };
  if (names.includes('BGM_DESADV_NO'))
    return { format: 'DESADV', origin: WkOrigin.DESADV, columns: pick(desadvColumns) };
  const native = pick(nativeColumns);
  if ([...native.values()].includes('MENGE')) return { format: 'CSV', origin: WkOrigin.CSV, columns: native };
  return null;
}

/** The delimiter of a CSV file: the one of ; , and tab that splits its first line most. */
export function detectDelimiter(firstLine: string): string {
  const counts = [';', ',', '\t'].map((delimiter) => [delimiter, firstLine.split(delimiter).length] as const);
  counts.sort((a, b) => b[1] - a[1]);
  return counts[0]?.[0] ?? ';';
}

export function toCanonicalRow(fields: string[], columns: Map<number, CanonicalField>): CanonicalRow {
  const row: CanonicalRow = {};
  for (const [index, field] of columns) row[field] = (fields[index] ?? '').trim();
  return row;
}
