import type { PersonalAccount, PersonalAccountHit, PersonalAccountKind } from '@belegfluss/shared';
import { and, asc, between, count, desc, eq, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import type { ListFilter } from './accounts.repository.js';
import { personalAccountTable } from './master-data.tables.js';
import {
  containsPattern,
  numberPrefixRanges,
  prefixPattern,
  queryRows,
  toIso,
  withIds,
  countExisting,
} from '../../kernel/sql.js';
import type { PersonalAccountRow } from './transfer/transfer.models.js';

export type PersonalAccountRecord = typeof personalAccountTable.$inferSelect;
export type PersonalAccountValues = Omit<
  typeof personalAccountTable.$inferInsert,
  'id' | 'mandantId' | 'searchText' | 'createdAt' | 'updatedAt'
>;

export function toPersonalAccount(row: PersonalAccountRecord): PersonalAccount {
  const { searchText: _searchText, createdAt: _createdAt, ...rest } = row;
  return { ...rest, kind: row.kind as PersonalAccountKind, updatedAt: toIso(row.updatedAt) };
}

const hitColumns = {
  id: personalAccountTable.id,
  kind: personalAccountTable.kind,
  number: personalAccountTable.number,
  name: personalAccountTable.name,
  shortName: personalAccountTable.shortName,
  city: personalAccountTable.city,
  iban: personalAccountTable.iban,
  vatId: personalAccountTable.vatId,
};

/** Personal accounts (debtors, creditors) of one Mandant. Every query filters by the Mandant. */
export function createPersonalAccountsRepository({ db }: { db: Db }) {
  const t = personalAccountTable;
  return {
    async list(filter: ListFilter & { kind?: PersonalAccountKind | undefined }) {
      const term = filter.search?.trim();
      const where = and(
        eq(t.mandantId, filter.mandantId),
        filter.kind ? eq(t.kind, filter.kind) : undefined,
        term
          ? or(sql`${t.number}::text LIKE ${prefixPattern(term)}`, ilike(t.name, containsPattern(term)))
          : undefined,
      );
      const order = filter.sort === 'name' ? t.name : filter.sort === 'city' ? t.city : t.number;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(t)
          .where(where)
          .orderBy(filter.direction === 'desc' ? desc(order) : asc(order), asc(t.number))
          .limit(filter.pageSize)
          .offset(filter.page * filter.pageSize),
        db.select({ value: count() }).from(t).where(where),
      ]);
      return { items: rows.map(toPersonalAccount), total: total?.value ?? 0, page: filter.page };
    },

    async findById(mandantId: string, id: string) {
      const [row] = await db
        .select()
        .from(t)
        .where(and(eq(t.mandantId, mandantId), eq(t.id, id)));
      return row ? toPersonalAccount(row) : null;
    },

    async findByNumber(mandantId: string, number: number) {
      const [row] = await db
        .select()
        .from(t)
        .where(and(eq(t.mandantId, mandantId), eq(t.number, number)));
      return row ? toPersonalAccount(row) : null;
    },

    /**
     * Finds personal accounts by number, name, short name, company, city, IBAN or VAT ID. Digits match
     * account numbers by prefix (through the number index) and, from six digits, IBAN and VAT ID
     * fragments; other terms of three or more characters use the trigram index on `search_text`.
     */
    async search(input: {
      mandantId: string;
      kind?: PersonalAccountKind | undefined;
      q: string;
      limit: number;
    }): Promise<PersonalAccountHit[]> {
      const term = input.q.trim().toLowerCase();
      if (!term) return [];
      const scope = and(eq(t.mandantId, input.mandantId), input.kind ? eq(t.kind, input.kind) : undefined);
      const first = (match: SQL | undefined) =>
        db.select(hitColumns).from(t).where(and(scope, match)).orderBy(asc(t.number)).limit(input.limit);
      let rows: Awaited<ReturnType<typeof first>>;
      if (/^\d{1,9}$/.test(term)) {
        // One short ordered index range per possible number length, so no range is read beyond `limit`.
        const parts = await Promise.all([
          ...numberPrefixRanges(term).map(([from, to]) => first(between(t.number, from, to))),
          ...(term.length >= 6 ? [first(sql`${t.searchText} LIKE ${containsPattern(term)}`)] : []),
        ]);
        const byId = new Map(parts.flat().map((row) => [row.id, row]));
        rows = [...byId.values()].sort((a, b) => a.number - b.number).slice(0, input.limit);
      } else {
        rows = await first(
          term.length >= 3
            ? sql`${t.searchText} LIKE ${containsPattern(term)}`
            : sql`lower(${t.name}) LIKE ${prefixPattern(term)}`,
        );
      }
      return rows.map((row) => ({ ...row, kind: row.kind as PersonalAccountKind }));
    },

    /** Exact lookups by normalised VAT ID or IBAN (both stored normalised). */
    async findByVatIdOrIban(input: {
      mandantId: string;
      kind: PersonalAccountKind;
      vatId: string | null;
      iban: string | null;
    }) {
      const conditions = [
        input.vatId ? eq(t.vatId, input.vatId) : undefined,
        input.iban ? eq(t.iban, input.iban) : undefined,
      ].filter(Boolean);
      if (conditions.length === 0) return [];
      const rows = await db
        .select()
        .from(t)
        .where(and(eq(t.mandantId, input.mandantId), eq(t.kind, input.kind), or(...conditions)))
        .orderBy(asc(t.number))
        .limit(20);
      return rows.map(toPersonalAccount);
    },

    /** The lowest (or highest) number in [from, to] no personal account of the Mandant uses. */
    async freeNumber(mandantId: string, from: number, to: number, which: 'first' | 'last') {
      const query =
        which === 'first'
          ? sql`SELECT min(candidate)::bigint AS number FROM (
              SELECT ${from}::bigint AS candidate
              UNION ALL SELECT number + 1 FROM personal_account WHERE mandant_id = ${mandantId} AND number BETWEEN ${from} AND ${to}
            ) candidates
            WHERE candidate <= ${to} AND NOT EXISTS (
              SELECT 1 FROM personal_account p WHERE p.mandant_id = ${mandantId} AND p.number = candidates.candidate)`
          : sql`SELECT max(candidate)::bigint AS number FROM (
              SELECT ${to}::bigint AS candidate
              UNION ALL SELECT number - 1 FROM personal_account WHERE mandant_id = ${mandantId} AND number BETWEEN ${from} AND ${to}
            ) candidates
            WHERE candidate >= ${from} AND NOT EXISTS (
              SELECT 1 FROM personal_account p WHERE p.mandant_id = ${mandantId} AND p.number = candidates.candidate)`;
      const [row] = await queryRows<{ number: string | number | null }>(db, query);
      return row?.number === null || row?.number === undefined ? null : Number(row.number);
    },

    async insert(mandantId: string, values: PersonalAccountValues) {
      const [row] = await db
        .insert(t)
        .values({ ...values, mandantId })
        .returning();
      return toPersonalAccount(row as PersonalAccountRecord);
    },

    async update(mandantId: string, id: string, values: Partial<PersonalAccountValues>) {
      const [row] = await db
        .update(t)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(t.mandantId, mandantId), eq(t.id, id)))
        .returning();
      return row ? toPersonalAccount(row) : null;
    },

    async delete(mandantId: string, ids: string[]) {
      const rows = await db
        .delete(t)
        .where(and(eq(t.mandantId, mandantId), inArray(t.id, ids)))
        .returning({ id: t.id });
      return rows.length;
    },

    /** Inserts or updates personal accounts by number in one statement (all rows or none). */
    async upsertMany(mandantId: string, rows: PersonalAccountRow[], origin: string) {
      if (rows.length === 0) return { created: 0, updated: 0 };
      const columns = Object.keys(rows[0] as PersonalAccountRow) as (keyof PersonalAccountRow)[];
      const snake = (key: string) => key.replace(/[A-Z]/g, (char) => `_${char.toLowerCase()}`);
      const typeOf = (key: keyof PersonalAccountRow) =>
        typeof (rows[0] as PersonalAccountRow)[key] === 'boolean'
          ? 'boolean'
          : key === 'number' || key === 'contraAccount' || key === 'alternativeBookingAccount'
            ? 'bigint'
            : 'text';
      const columnList = sql.raw(columns.map((key) => snake(key)).join(', '));
      const selectList = sql.raw(columns.map((key) => `r."${key}"`).join(', '));
      const recordType = sql.raw(columns.map((key) => `"${key}" ${typeOf(key)}`).join(', '));
      const updates = sql.raw(
        columns
          .filter((key) => key !== 'number')
          .map((key) => `${snake(key)} = EXCLUDED.${snake(key)}`)
          .join(', '),
      );
      const existing = await countExisting(
        db,
        'personal_account',
        mandantId,
        rows.map((row) => row.number),
      );
      await queryRows(
        db,
        sql`INSERT INTO personal_account (id, mandant_id, origin, ${columnList})
          SELECT r.id, ${mandantId}::uuid, ${origin}, ${selectList}
          FROM jsonb_to_recordset(${withIds(rows)}::jsonb) AS r(id uuid, ${recordType})
          ON CONFLICT (mandant_id, number) DO UPDATE SET ${updates}, updated_at = now()`,
      );
      return { created: rows.length - existing, updated: existing };
    },

    /** Refreshes the planner statistics after bulk writes (the embedded database has no autovacuum). */
    async analyze() {
      await queryRows(db, sql`ANALYZE personal_account`);
    },

    async listAll(mandantId: string) {
      return (await db.select().from(t).where(eq(t.mandantId, mandantId)).orderBy(asc(t.number))).map(
        toPersonalAccount,
      );
    },

    async changedSince(mandantId: string, since: string) {
      return db
        .select()
        .from(t)
        .where(and(eq(t.mandantId, mandantId), gte(t.updatedAt, since)))
        .orderBy(asc(t.updatedAt));
    },
  };
}

export type PersonalAccountsRepository = ReturnType<typeof createPersonalAccountsRepository>;
