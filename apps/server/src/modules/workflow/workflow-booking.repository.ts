import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { wfCostAllocationTable, wfSplitLineTable } from './workflow.tables.js';

export type SplitLineRow = typeof wfSplitLineTable.$inferSelect;
export type CostAllocationRow = typeof wfCostAllocationTable.$inferSelect;

/** Booking data held by a workflow: split lines and cost allocation lines. */
export function createWorkflowBookingRepository({ db }: { db: Db }) {
  return {
    async listSplitLines(instanceId: string): Promise<SplitLineRow[]> {
      return db
        .select()
        .from(wfSplitLineTable)
        .where(eq(wfSplitLineTable.instanceId, instanceId))
        .orderBy(asc(wfSplitLineTable.pos));
    },

    async findSplitLine(instanceId: string, id: string): Promise<SplitLineRow | null> {
      const [row] = await db
        .select()
        .from(wfSplitLineTable)
        .where(and(eq(wfSplitLineTable.instanceId, instanceId), eq(wfSplitLineTable.id, id)));
      return row ?? null;
    },

    async insertSplitLine(values: typeof wfSplitLineTable.$inferInsert): Promise<SplitLineRow> {
      const [row] = await db.insert(wfSplitLineTable).values(values).returning();
      return row as SplitLineRow;
    },

    async updateSplitLine(
      id: string,
      values: Partial<typeof wfSplitLineTable.$inferInsert>,
    ): Promise<SplitLineRow> {
      const [row] = await db
        .update(wfSplitLineTable)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(wfSplitLineTable.id, id))
        .returning();
      return row as SplitLineRow;
    },

    async deleteSplitLine(id: string): Promise<void> {
      await db.delete(wfSplitLineTable).where(eq(wfSplitLineTable.id, id));
    },

    async listCostAllocations(instanceId: string): Promise<CostAllocationRow[]> {
      return db
        .select()
        .from(wfCostAllocationTable)
        .where(eq(wfCostAllocationTable.instanceId, instanceId))
        .orderBy(asc(wfCostAllocationTable.position));
    },

    async replaceCostAllocations(
      instanceId: string,
      values: (typeof wfCostAllocationTable.$inferInsert)[],
    ): Promise<void> {
      await db.delete(wfCostAllocationTable).where(eq(wfCostAllocationTable.instanceId, instanceId));
      if (values.length > 0) await db.insert(wfCostAllocationTable).values(values);
    },
  };
}

export type WorkflowBookingRepository = ReturnType<typeof createWorkflowBookingRepository>;
