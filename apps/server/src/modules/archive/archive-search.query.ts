import {
  archiveFields,
  type ArchiveFieldName,
  type ArchiveSearch,
  type SearchEntry,
} from '@belegfluss/shared';
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { searchCents, searchDate } from './archive.models.js';
import {
  archiveDocumentTable as d,
  archiveMandantHoldTable,
  archiveRetentionTable,
} from './archive.tables.js';

/** A search as it runs: the Mandanten already narrowed to those the caller may read. */
export type ResolvedSearch = Pick<ArchiveSearch, 'entries' | 'fulltext' | 'showRevision' | 'sort'> & {
  mandantIds: string[];
};

export class InvalidSearchEntry extends Error {
  constructor(readonly field: string) {
    super(`invalid search entry ${field}`);
  }
}

const like = (value: string) => `${value.replace(/[\\%_]/g, (char) => `\\${char}`).replace(/\*/g, '%')}`;
const hasWildcard = (value: string) => value.includes('*');

function range<T>(entry: SearchEntry, parse: (input: string | undefined) => T | null) {
  const exact = entry.value ? parse(entry.value) : null;
  const from = entry.from ? parse(entry.from) : exact;
  const to = entry.to ? parse(entry.to) : exact;
  if ((entry.value && exact === null) || (entry.from && from === null) || (entry.to && to === null)) {
    throw new InvalidSearchEntry(entry.field);
  }
  return { from, to };
}

function between(
  column: SQL | typeof d.documentDate | typeof d.grossCents,
  bounds: { from: unknown; to: unknown },
) {
  return and(
    bounds.from !== null ? sql`${column} >= ${bounds.from}` : undefined,
    bounds.to !== null ? sql`${column} <= ${bounds.to}` : undefined,
  );
}

/** Text match on a column: exact (case-insensitive) or with * as wildcard. */
function textMatch(column: SQL, value: string) {
  return hasWildcard(value) ? sql`${column} ILIKE ${like(value)}` : sql`${column} = lower(${value})`;
}

const today = sql`current_date`;
const mandantHeld = sql`EXISTS (SELECT 1 FROM ${archiveMandantHoldTable} h WHERE h.mandant_id = ${d.mandantId})`;
const retentionOf = (condition: SQL) =>
  sql`EXISTS (SELECT 1 FROM ${archiveRetentionTable} r WHERE r.source_document_id = ${d.sourceDocumentId} AND ${condition})`;

function statusCondition(value: string) {
  switch (value) {
    case 'superseded':
      return sql`${d.supersededBy} IS NOT NULL`;
    case 'legal_hold':
      return sql`(${retentionOf(sql`r.legal_hold`)} OR ${mandantHeld})`;
    case 'deletable':
      return sql`(${isNull(d.supersededBy)} AND ${retentionOf(sql`r.retention_until < ${today} AND NOT r.legal_hold`)} AND NOT ${mandantHeld})`;
    case 'current':
      return isNull(d.supersededBy);
    default:
      throw new InvalidSearchEntry('Status');
  }
}

/** An index value of any capture-mask field: containment (GIN) for exact text, element scan otherwise. */
function indexValueCondition(entry: SearchEntry) {
  const kind = archiveFields[entry.field].kind;
  const element = (condition: SQL) =>
    sql`EXISTS (SELECT 1 FROM jsonb_array_elements(${d.indexValues}) e WHERE e->>'field' = ${entry.field} AND ${condition})`;
  if (kind === 'date') return element(between(sql`(e->>'value')`, range(entry, searchDate)) ?? sql`true`);
  if (kind === 'amount') {
    const bounds = range(entry, searchCents);
    return element(between(sql`round((e->>'value')::numeric * 100)`, bounds) ?? sql`true`);
  }
  const value = entry.value ?? '';
  if (!value) return undefined;
  if (hasWildcard(value)) return element(sql`e->>'value' ILIKE ${like(value)}`);
  return sql`${d.indexValues} @> ${JSON.stringify([{ field: entry.field, value }])}::jsonb`;
}

function entryCondition(entry: SearchEntry): SQL | undefined {
  const value = entry.value ?? '';
  switch (entry.field as ArchiveFieldName) {
    case 'Belegdatum':
      return between(d.documentDate, range(entry, searchDate));
    case 'Betrag':
      return between(d.grossCents, range(entry, searchCents));
    case 'Kreditor':
      return value ? textMatch(sql`lower(${d.creditor})`, value) : undefined;
    case 'Kennung':
      return value ? textMatch(sql`lower(${d.invoiceNumber})`, value) : undefined;
    case 'Sachkonto': {
      const bounds = range(entry, (input) => (input && /^\d{1,12}$/.test(input) ? Number(input) : null));
      if (bounds.from !== null && bounds.from === bounds.to)
        return sql`${d.accounts} @> ARRAY[${bounds.from}]::bigint[]`;
      return sql`EXISTS (SELECT 1 FROM unnest(${d.accounts}) a WHERE ${between(sql`a`, bounds) ?? sql`true`})`;
    }
    case 'Kostenstelle':
      return value ? sql`${d.costCentres} @> ARRAY[${value}]::text[]` : undefined;
    case 'Status':
      return value ? statusCondition(value) : undefined;
    case 'Dokumenttyp':
      return value ? eq(d.documentType, value) : undefined;
    case 'Titel':
      return value ? sql`${d.title} ILIKE ${`%${like(value)}%`}` : undefined;
    case 'ArchiviertAm': {
      const bounds = range(entry, searchDate);
      return between(sql`(${d.archivedAt} AT TIME ZONE 'Europe/Berlin')::date`, bounds);
    }
    case 'ArchiviertVon':
      return value ? sql`${d.archivedByName} ILIKE ${`%${like(value)}%`}` : undefined;
    case 'Revision':
      return /^\d+$/.test(value) ? eq(d.revision, Number(value)) : undefined;
    case 'Pruefsumme':
      return value ? eq(d.contentHash, value.toLowerCase()) : undefined;
    case 'Mandant':
      return value
        ? sql`${d.mandantId} IN (SELECT id FROM mandant WHERE name ILIKE ${`%${like(value)}%`} OR mandnr::text = ${value})`
        : undefined;
    default:
      return indexValueCondition(entry);
  }
}

/** The WHERE of a search: Mandanten, revisions, every mask entry and the German full-text query. */
export function searchWhere(search: ResolvedSearch) {
  return and(
    inArray(d.mandantId, search.mandantIds),
    search.showRevision ? undefined : isNull(d.supersededBy),
    ...search.entries.map(entryCondition),
    search.fulltext ? sql`${d.searchText} @@ plainto_tsquery('german', ${search.fulltext})` : undefined,
  );
}

export function searchOrder(sort: ResolvedSearch['sort']) {
  switch (sort) {
    case 'archivedAt':
      return [desc(d.archivedAt), desc(d.id)];
    case 'amount':
      return [sql`${d.grossCents} DESC NULLS LAST`, desc(d.id)];
    default:
      return [sql`${d.documentDate} DESC NULLS LAST`, desc(d.id)];
  }
}
