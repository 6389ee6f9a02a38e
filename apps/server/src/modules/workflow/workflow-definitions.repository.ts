import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { wfDefinitionTable } from './workflow.tables.js';

export type DefinitionRow = typeof wfDefinitionTable.$inferSelect;

/** Approval workflow definitions (buildapprovewf); deleted ones stay for the workflows that used them. */
export function createWorkflowDefinitionsRepository({ db }: { db: Db }) {
  return {
    async insert(values: typeof wfDefinitionTable.$inferInsert): Promise<DefinitionRow> {
      const [row] = await db.insert(wfDefinitionTable).values(values).returning();
      return row as DefinitionRow;
    },

    async update(id: string, values: Partial<typeof wfDefinitionTable.$inferInsert>): Promise<DefinitionRow> {
      const [row] = await db
        .update(wfDefinitionTable)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(wfDefinitionTable.id, id))
        .returning();
      return row as DefinitionRow;
    },

    async markDeleted(id: string): Promise<void> {
      await db
        .update(wfDefinitionTable)
        .set({ deletedAt: sql`now()` })
        .where(eq(wfDefinitionTable.id, id));
    },

    async find(mandantId: string, id: string): Promise<DefinitionRow | null> {
      const [row] = await db
        .select()
        .from(wfDefinitionTable)
        .where(
          and(
            eq(wfDefinitionTable.mandantId, mandantId),
            eq(wfDefinitionTable.id, id),
            isNull(wfDefinitionTable.deletedAt),
          ),
        );
      return row ?? null;
    },

    async findMany(mandantId: string, ids: string[]): Promise<DefinitionRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(wfDefinitionTable)
        .where(
          and(
            eq(wfDefinitionTable.mandantId, mandantId),
            inArray(wfDefinitionTable.id, ids),
            isNull(wfDefinitionTable.deletedAt),
          ),
        );
    },

    async nameTaken(mandantId: string, name: string, exceptId: string | undefined): Promise<boolean> {
      const rows = await db
        .select({ id: wfDefinitionTable.id })
        .from(wfDefinitionTable)
        .where(
          and(
            eq(wfDefinitionTable.mandantId, mandantId),
            sql`lower(${wfDefinitionTable.name}) = lower(${name})`,
            isNull(wfDefinitionTable.deletedAt),
            exceptId ? ne(wfDefinitionTable.id, exceptId) : undefined,
          ),
        );
      return rows.length > 0;
    },

    /** Shared definitions of the Mandant plus the caller's own Custom ones. */
    async listVisible(mandantId: string, userId: string): Promise<DefinitionRow[]> {
      return db
        .select()
        .from(wfDefinitionTable)
        .where(
          and(
            eq(wfDefinitionTable.mandantId, mandantId),
            isNull(wfDefinitionTable.deletedAt),
            or(ne(wfDefinitionTable.kind, 'Custom'), eq(wfDefinitionTable.createdBy, userId)),
          ),
        )
        .orderBy(asc(wfDefinitionTable.name));
    },

    /** Account-dependent definitions that point at `id` (a definition still referenced cannot go). */
    async referencingAccountDefinitions(mandantId: string, id: string): Promise<string[]> {
      const rows = await db
        .select({ name: wfDefinitionTable.name })
        .from(wfDefinitionTable)
        .where(
          and(
            eq(wfDefinitionTable.mandantId, mandantId),
            isNull(wfDefinitionTable.deletedAt),
            eq(wfDefinitionTable.dependency, 'Account'),
            sql`${wfDefinitionTable.accountRules} @> ${JSON.stringify([{ DefinitionId: id }])}::jsonb`,
          ),
        );
      return rows.map((row) => row.name);
    },
  };
}

export type WorkflowDefinitionsRepository = ReturnType<typeof createWorkflowDefinitionsRepository>;
