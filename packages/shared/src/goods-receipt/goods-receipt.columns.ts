/**
 * The 36 columns of the goods-receipt grid (spec 001, section 2), in their default order. Each has its
 * database field name, an index and a sort direction of 0; `kind` tells the client how to show and
 * the server how to sort it. Titles are translated by the client (`goods-receipt.column.<field>`).
 */
export const wkGridColumns = [
  { field: 'LINK_STATE', kind: 'state' },
  { field: 'ARCHIV', kind: 'flag' },
  { field: 'WE_SCHEIN_NR', kind: 'text' },
  { field: 'BESTELL_DATUM', kind: 'date' },
  { field: 'WE_DATUM', kind: 'date' },
  { field: 'EXT_ARTIKEL_NR', kind: 'text' },
  { field: 'EXT_ARTIKEL_BEZ', kind: 'text' },
  { field: 'INT_ARTIKEL_NR', kind: 'text' },
  { field: 'INT_ARTIKEL_BEZ', kind: 'text' },
  { field: 'MENGE', kind: 'quantity' },
  { field: 'MENGE_ART', kind: 'text' },
  { field: 'NETTO_PREIS', kind: 'price' },
  { field: 'BRUTTO_PREIS', kind: 'price' },
  { field: 'MWST', kind: 'percent' },
  { field: 'NETTO_PREIS_GESAMT', kind: 'amount' },
  { field: 'BRUTTO_PREIS_GESAMT', kind: 'amount' },
  { field: 'KORREKTUR_MENGE', kind: 'quantity' },
  { field: 'KORREKTUR_MENGE_ART', kind: 'text' },
  { field: 'KORREKTUR_NETTO_PREIS', kind: 'price' },
  { field: 'KORREKTUR_BRUTTO_PREIS', kind: 'price' },
  { field: 'KORREKTUR_MWST', kind: 'percent' },
  { field: 'KORREKTUR_NETTO_PREIS_GESAMT', kind: 'amount' },
  { field: 'KORREKTUR_BRUTTO_PREIS_GESAMT', kind: 'amount' },
  { field: 'MENGE_KORREKTUR_GRUND', kind: 'reason' },
  { field: 'MENGE_KORREKTUR_TEXT', kind: 'text' },
  { field: 'PREIS_KORREKTUR_GRUND', kind: 'reason' },
  { field: 'PREIS_KORREKTUR_TEXT', kind: 'text' },
  { field: 'EXT_LIEFERANT', kind: 'text' },
  { field: 'INT_LIEFERANT', kind: 'text' },
  { field: 'EAN', kind: 'text' },
  { field: 'PZN', kind: 'text' },
  { field: 'EINLESER', kind: 'text' },
  { field: 'EINLESE_DATUM', kind: 'dateTime' },
  { field: 'QUELLE', kind: 'text' },
  { field: 'BESTELLER', kind: 'text' },
  { field: 'KONTENVORSCHLAG', kind: 'text' },
] as const;

export type WkGridField = (typeof wkGridColumns)[number]['field'];
export const wkGridFields = wkGridColumns.map((column) => column.field) as [WkGridField, ...WkGridField[]];

/** The column definition as getbuwkcolumnorder answers it: field, position and sort direction (0). */
export type WkColumnDefinition = {
  FieldName: WkGridField;
  Index: number;
  SortDirection: 0;
  Width: number | null;
};

/**
 * A user's column order: the saved fields in their order, then any column the saved order lacks
 * (a newer release's) at its default place at the end; unknown names are left out.
 */
export function orderedColumns(
  saved: readonly string[],
  widths: Record<string, number> = {},
): WkColumnDefinition[] {
  const known = new Set<string>(wkGridFields);
  const first = [...new Set(saved.filter((field) => known.has(field)))] as WkGridField[];
  const rest = wkGridFields.filter((field) => !first.includes(field));
  return [...first, ...rest].map((field, index) => ({
    FieldName: field,
    Index: index,
    SortDirection: 0,
    Width: widths[field] ?? null,
  }));
}
