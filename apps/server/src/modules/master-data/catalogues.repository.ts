import type { CostCentre, Tag, Vorgang } from '@belegfluss/shared';
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { costCentreTable, tagTable, vorgangTypeTable } from './master-data.tables.js';
import { containsPattern, prefixPattern, queryRows, toIso, withIds } from '../../kernel/sql.js';
import type { CostCentreRow } from './transfer/transfer.models.js';

type CostCentreRecord = typeof costCentreTable.$inferSelect;

export function toCostCentre(row: CostCentreRecord): CostCentre {
  return {
    id: row.id,
    mandantId: row.mandantId,
    kind: row.kind,
    number: row.number,
    name: row.name,
    active: row.active,
    updatedAt: toIso(row.updatedAt),
  };
}

const toTag = (row: typeof tagTable.$inferSelect): Tag => ({
  id: row.id,
  mandantId: row.mandantId,
  name: row.name,
});
const toVorgang = (row: typeof vorgangTypeTable.$inferSelect): Vorgang => ({
  id: row.id,
  mandantId: row.mandantId,
  kuerzel: row.kuerzel,
  name: row.name,
  description: row.description,
  prefix: row.prefix,
  nextNumber: row.nextNumber,
  active: row.active,
});

/** Cost centres, tags and process types of one Mandant. Every query filters by the Mandant. */
/** Cost centres (Kostenstellen) of a Mandant. */
function createCostCentresRepository({ db }: { db: Db }) {
  const cc = costCentreTable;
  return {
    async listCostCentres(filter: {
      mandantId: string;
      kind?: number | undefined;
      search?: string | undefined;
      activeOnly?: boolean | undefined;
      page: number;
      pageSize: number;
      sort: 'number' | 'name';
      direction: 'asc' | 'desc';
    }) {
      const term = filter.search?.trim();
      const where = and(
        eq(cc.mandantId, filter.mandantId),
        filter.kind ? eq(cc.kind, filter.kind) : undefined,
        filter.activeOnly ? eq(cc.active, true) : undefined,
        term ? or(ilike(cc.number, prefixPattern(term)), ilike(cc.name, containsPattern(term))) : undefined,
      );
      const order = filter.sort === 'name' ? cc.name : cc.number;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(cc)
          .where(where)
          .orderBy(filter.direction === 'desc' ? desc(order) : asc(order), asc(cc.kind))
          .limit(filter.pageSize)
          .offset(filter.page * filter.pageSize),
        db.select({ value: count() }).from(cc).where(where),
      ]);
      return { items: rows.map(toCostCentre), total: total?.value ?? 0, page: filter.page };
    },

    async findCostCentre(mandantId: string, id: string) {
      const [row] = await db
        .select()
        .from(cc)
        .where(and(eq(cc.mandantId, mandantId), eq(cc.id, id)));
      return row ? toCostCentre(row) : null;
    },

    async findCostCentreByNumber(mandantId: string, kind: number, number: string) {
      const [row] = await db
        .select()
        .from(cc)
        .where(and(eq(cc.mandantId, mandantId), eq(cc.kind, kind), eq(cc.number, number)));
      return row ? toCostCentre(row) : null;
    },

    async insertCostCentre(values: typeof cc.$inferInsert) {
      const [row] = await db.insert(cc).values(values).returning();
      return toCostCentre(row as CostCentreRecord);
    },

    async updateCostCentre(
      mandantId: string,
      id: string,
      values: Pick<CostCentreRecord, 'kind' | 'number' | 'name' | 'active'>,
    ) {
      const [row] = await db
        .update(cc)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(cc.mandantId, mandantId), eq(cc.id, id)))
        .returning();
      return row ? toCostCentre(row) : null;
    },

    async deleteCostCentres(mandantId: string, ids: string[]) {
      const rows = await db
        .delete(cc)
        .where(and(eq(cc.mandantId, mandantId), inArray(cc.id, ids)))
        .returning({ id: cc.id });
      return rows.length;
    },

    async upsertCostCentres(mandantId: string, rows: CostCentreRow[]) {
      if (rows.length === 0) return { created: 0, updated: 0 };
      const [result] = await queryRows<{ created: number; updated: number }>(
        db,
        sql`WITH written AS (
          INSERT INTO cost_centre (id, mandant_id, kind, number, name, active, origin)
          SELECT r.id, ${mandantId}::uuid, r.kind, r.number, r.name, r.active, 'import'
          FROM jsonb_to_recordset(${withIds(rows)}::jsonb) AS r(id uuid, kind smallint, number text, name text, active boolean)
          ON CONFLICT (mandant_id, kind, number) DO UPDATE SET name = EXCLUDED.name, active = EXCLUDED.active, updated_at = now()
          RETURNING (xmax = 0) AS inserted
        )
        SELECT count(*) FILTER (WHERE inserted)::int AS created, count(*) FILTER (WHERE NOT inserted)::int AS updated
        FROM written`,
      );
      return result ?? { created: 0, updated: 0 };
    },

    async listAllCostCentres(mandantId: string) {
      return db.select().from(cc).where(eq(cc.mandantId, mandantId)).orderBy(asc(cc.kind), asc(cc.number));
    },
  };
}

/** Tags (Schlagworte) of a Mandant. */
function createTagsRepository({ db }: { db: Db }) {
  return {
    async listTags(mandantId: string) {
      return (
        await db.select().from(tagTable).where(eq(tagTable.mandantId, mandantId)).orderBy(asc(tagTable.name))
      ).map(toTag);
    },

    async findTagByName(mandantId: string, name: string) {
      const [row] = await db
        .select()
        .from(tagTable)
        .where(and(eq(tagTable.mandantId, mandantId), sql`lower(${tagTable.name}) = lower(${name})`));
      return row ? toTag(row) : null;
    },

    async insertTag(mandantId: string, name: string) {
      const [row] = await db.insert(tagTable).values({ mandantId, name }).returning();
      return toTag(row as typeof tagTable.$inferSelect);
    },

    async updateTag(mandantId: string, id: string, name: string) {
      const [row] = await db
        .update(tagTable)
        .set({ name })
        .where(and(eq(tagTable.mandantId, mandantId), eq(tagTable.id, id)))
        .returning();
      return row ? toTag(row) : null;
    },

    async deleteTag(mandantId: string, id: string) {
      const rows = await db
        .delete(tagTable)
        .where(and(eq(tagTable.mandantId, mandantId), eq(tagTable.id, id)))
        .returning({ id: tagTable.id });
      return rows.length;
    },
  };
}

/** Process types (Vorgangsarten) of a Mandant and their running numbers. */
function createVorgangTypesRepository({ db }: { db: Db }) {
  return {
    async listVorgangTypes(mandantId: string) {
      return (
        await db
          .select()
          .from(vorgangTypeTable)
          .where(eq(vorgangTypeTable.mandantId, mandantId))
          .orderBy(asc(vorgangTypeTable.kuerzel))
      ).map(toVorgang);
    },

    async findVorgangTypeByKuerzel(mandantId: string, kuerzel: string) {
      const [row] = await db
        .select()
        .from(vorgangTypeTable)
        .where(
          and(
            eq(vorgangTypeTable.mandantId, mandantId),
            sql`lower(${vorgangTypeTable.kuerzel}) = lower(${kuerzel})`,
          ),
        );
      return row ? toVorgang(row) : null;
    },

    async insertVorgangType(values: typeof vorgangTypeTable.$inferInsert) {
      const [row] = await db.insert(vorgangTypeTable).values(values).returning();
      return toVorgang(row as typeof vorgangTypeTable.$inferSelect);
    },

    async updateVorgangType(
      mandantId: string,
      id: string,
      values: Omit<typeof vorgangTypeTable.$inferInsert, 'id' | 'mandantId' | 'createdAt'>,
    ) {
      const [row] = await db
        .update(vorgangTypeTable)
        .set(values)
        .where(and(eq(vorgangTypeTable.mandantId, mandantId), eq(vorgangTypeTable.id, id)))
        .returning();
      return row ? toVorgang(row) : null;
    },

    async deleteVorgangType(mandantId: string, id: string) {
      const rows = await db
        .delete(vorgangTypeTable)
        .where(and(eq(vorgangTypeTable.mandantId, mandantId), eq(vorgangTypeTable.id, id)))
        .returning({ id: vorgangTypeTable.id });
      return rows.length;
    },

    /** Takes the next running number of a process type atomically ("prefix" + number). */
    async takeVorgangNumber(mandantId: string, kuerzel: string) {
      const [row] = await db
        .update(vorgangTypeTable)
        .set({ nextNumber: sql`${vorgangTypeTable.nextNumber} + 1` })
        .where(
          and(
            eq(vorgangTypeTable.mandantId, mandantId),
            sql`lower(${vorgangTypeTable.kuerzel}) = lower(${kuerzel})`,
            eq(vorgangTypeTable.active, true),
          ),
        )
        .returning({
          prefix: vorgangTypeTable.prefix,
          taken: sql<number>`(${vorgangTypeTable.nextNumber} - 1)::int`,
        });
      return row ? `${row.prefix}${row.taken}` : null;
    },
  };
}

export function createCataloguesRepository({ db }: { db: Db }) {
  return {
    ...createCostCentresRepository({ db }),
    ...createTagsRepository({ db }),
    ...createVorgangTypesRepository({ db }),
  };
}

export type CataloguesRepository = ReturnType<typeof createCataloguesRepository>;
