import type { Account, AccountKindValue, LedgerAccountKind } from '@belegfluss/shared';
import { and, asc, count, desc, eq, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { ledgerAccountTable, personalAccountTable } from './master-data.tables.js';
import {
  containsPattern,
  prefixPattern,
  queryRows,
  toIso,
  withIds,
  countExisting,
} from '../../kernel/sql.js';
import type { LedgerAccountRow } from './transfer/transfer.models.js';

export type LedgerAccountRecord = typeof ledgerAccountTable.$inferSelect;

export function toAccount(row: LedgerAccountRecord): Account {
  return {
    id: row.id,
    mandantId: row.mandantId,
    kind: row.kind as AccountKindValue,
    number: row.number,
    name: row.name,
    nameLong: row.nameLong,
    parentNumber: row.parentNumber,
    active: row.active,
    origin: row.origin,
    updatedAt: toIso(row.updatedAt),
  };
}

export type ListFilter = {
  mandantId: string;
  search?: string | undefined;
  page: number;
  pageSize: number;
  sort: string;
  direction: 'asc' | 'desc';
};

/** A search term matches a number by prefix and a name anywhere. */
function searchCondition(
  search: string | undefined,
  numberColumn: SQL,
  nameColumn: SQL | typeof ledgerAccountTable.name,
) {
  const term = search?.trim();
  if (!term) return undefined;
  return or(sql`${numberColumn}::text LIKE ${prefixPattern(term)}`, ilike(nameColumn, containsPattern(term)));
}

/** Ledger accounts and sub-accounts of one Mandant. Every query filters by the Mandant. */
export function createAccountsRepository({ db }: { db: Db }) {
  const t = ledgerAccountTable;
  return {
    async list(filter: ListFilter & { kind: LedgerAccountKind }) {
      const where = and(
        eq(t.mandantId, filter.mandantId),
        eq(t.kind, filter.kind),
        searchCondition(filter.search, sql`${t.number}`, t.name),
      );
      const order = filter.sort === 'name' ? t.name : t.number;
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
      return { items: rows.map(toAccount), total: total?.value ?? 0, page: filter.page };
    },

    /**
     * Completion while typing: digits find accounts whose number, written with DATEV's four digits
     * (0540), starts with them; text finds accounts whose name starts with it (any case).
     */
    async complete(mandantId: string, term: string, limit: number) {
      const byNumber = /^\d+$/.test(term);
      return db
        .select({ number: t.number, name: t.name, kind: t.kind, active: t.active })
        .from(t)
        .where(
          and(
            eq(t.mandantId, mandantId),
            byNumber
              ? sql`lpad(${t.number}::text, 4, '0') LIKE ${prefixPattern(term)}`
              : ilike(t.name, prefixPattern(term)),
          ),
        )
        .orderBy(byNumber ? asc(t.number) : asc(t.name), asc(t.number))
        .limit(limit);
    },

    async findById(mandantId: string, id: string) {
      const [row] = await db
        .select()
        .from(t)
        .where(and(eq(t.mandantId, mandantId), eq(t.id, id)));
      return row ? toAccount(row) : null;
    },

    async findByNumber(mandantId: string, number: number) {
      const [row] = await db
        .select()
        .from(t)
        .where(and(eq(t.mandantId, mandantId), eq(t.number, number)));
      return row ? toAccount(row) : null;
    },

    /**
     * Every ledger, sub- or personal account of the Mandant among `numbers`, in one query (a booking
     * names its accounts once per save, not once per line).
     */
    async findByNumbers(mandantId: string, numbers: number[]) {
      if (numbers.length === 0) return [];
      const wanted = sql`(SELECT value::bigint FROM jsonb_array_elements_text(${JSON.stringify(numbers)}::jsonb))`;
      const p = personalAccountTable;
      return db
        .select({ id: t.id, kind: t.kind, number: t.number, name: t.name, active: t.active })
        .from(t)
        .where(and(eq(t.mandantId, mandantId), sql`${t.number} IN ${wanted}`))
        .unionAll(
          db
            .select({ id: p.id, kind: p.kind, number: p.number, name: p.name, active: p.active })
            .from(p)
            .where(and(eq(p.mandantId, mandantId), sql`${p.number} IN ${wanted}`)),
        );
    },

    /** Which of `numbers` exist as ledger accounts or as personal accounts of the Mandant. */
    async existingNumbers(mandantId: string, numbers: number[]) {
      if (numbers.length === 0) return { ledger: new Set<number>(), personal: new Set<number>() };
      // One JSON parameter instead of one parameter per number: files hold far more than 65,535 rows.
      const wanted = sql`(SELECT value::bigint FROM jsonb_array_elements_text(${JSON.stringify(numbers)}::jsonb))`;
      const [ledger, personal] = await Promise.all([
        db
          .select({ number: t.number })
          .from(t)
          .where(and(eq(t.mandantId, mandantId), sql`${t.number} IN ${wanted}`)),
        db
          .select({ number: personalAccountTable.number })
          .from(personalAccountTable)
          .where(
            and(
              eq(personalAccountTable.mandantId, mandantId),
              sql`${personalAccountTable.number} IN ${wanted}`,
            ),
          ),
      ]);
      return {
        ledger: new Set(ledger.map((row) => row.number)),
        personal: new Set(personal.map((row) => row.number)),
      };
    },

    async insert(values: typeof t.$inferInsert) {
      const [row] = await db.insert(t).values(values).returning();
      return toAccount(row as LedgerAccountRecord);
    },

    async update(
      mandantId: string,
      id: string,
      values: Pick<LedgerAccountRecord, 'number' | 'name' | 'nameLong' | 'parentNumber' | 'active'>,
    ) {
      const [row] = await db
        .update(t)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(t.mandantId, mandantId), eq(t.id, id)))
        .returning();
      return row ? toAccount(row) : null;
    },

    async delete(mandantId: string, ids: string[]) {
      const rows = await db
        .delete(t)
        .where(and(eq(t.mandantId, mandantId), inArray(t.id, ids)))
        .returning({ id: t.id });
      return rows.length;
    },

    /**
     * Inserts or updates accounts by number in one statement, so an import writes all rows or none.
     * With `onlyNew`, existing numbers are left as they are (starting from an account frame).
     */
    async upsertMany(mandantId: string, rows: LedgerAccountRow[], origin: string, onlyNew = false) {
      if (rows.length === 0) return { created: 0, updated: 0 };
      const conflict = onlyNew
        ? sql`ON CONFLICT (mandant_id, number) DO NOTHING`
        : sql`ON CONFLICT (mandant_id, number) DO UPDATE SET kind = EXCLUDED.kind, name = EXCLUDED.name,
            name_long = EXCLUDED.name_long, parent_number = EXCLUDED.parent_number, active = EXCLUDED.active,
            updated_at = now()`;
      const existing = await countExisting(
        db,
        'ledger_account',
        mandantId,
        rows.map((row) => row.number),
      );
      await queryRows(
        db,
        sql`INSERT INTO ledger_account (id, mandant_id, kind, number, name, name_long, parent_number, active, origin)
          SELECT r.id, ${mandantId}::uuid, r.kind, r.number, r.name, r."nameLong", r."parentNumber", r.active, ${origin}
          FROM jsonb_to_recordset(${withIds(rows)}::jsonb)
            AS r(id uuid, kind text, number bigint, name text, "nameLong" text, "parentNumber" bigint, active boolean)
          ${conflict}`,
      );
      return { created: rows.length - existing, updated: existing };
    },

    /** Refreshes the planner statistics after bulk writes (the embedded database has no autovacuum). */
    async analyze() {
      await queryRows(db, sql`ANALYZE ledger_account`);
    },

    async listAll(mandantId: string) {
      return db.select().from(t).where(eq(t.mandantId, mandantId)).orderBy(asc(t.number));
    },

    async count(mandantId: string) {
      const [row] = await db.select({ value: count() }).from(t).where(eq(t.mandantId, mandantId));
      return row?.value ?? 0;
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

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
