import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { wawiImportTable, wawiUserSettingTable, wawiViewStateTable } from './goods-receipt.tables.js';

export type ViewStateRow = typeof wawiViewStateTable.$inferSelect;
export type ViewStateValues = Omit<typeof wawiViewStateTable.$inferInsert, 'userId' | 'updatedAt'>;
export type ImportInsert = typeof wawiImportTable.$inferInsert;

/** The panel's state context and column order per user, and the import records per Mandant. */
export function createPanelRepository({ db }: { db: Db }) {
  return {
    async state(userId: string): Promise<ViewStateRow | null> {
      const [row] = await db.select().from(wawiViewStateTable).where(eq(wawiViewStateTable.userId, userId));
      return row ?? null;
    },

    async saveState(userId: string, values: ViewStateValues): Promise<ViewStateRow> {
      const [row] = await db
        .insert(wawiViewStateTable)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: wawiViewStateTable.userId, set: { ...values, updatedAt: sql`now()` } })
        .returning();
      return row as ViewStateRow;
    },

    async columnOrder(userId: string) {
      const [row] = await db
        .select()
        .from(wawiUserSettingTable)
        .where(eq(wawiUserSettingTable.userId, userId));
      return row ? { order: row.columnOrder, widths: row.columnWidths as Record<string, number> } : null;
    },

    async saveColumnOrder(userId: string, order: string[], widths: Record<string, number>) {
      await db
        .insert(wawiUserSettingTable)
        .values({ userId, columnOrder: order, columnWidths: widths })
        .onConflictDoUpdate({
          target: wawiUserSettingTable.userId,
          set: { columnOrder: order, columnWidths: widths, updatedAt: sql`now()` },
        });
    },

    async insertImport(values: ImportInsert) {
      const [row] = await db.insert(wawiImportTable).values(values).returning();
      return row as typeof wawiImportTable.$inferSelect;
    },

    async updateImportCounts(id: string, imported: number, received: number) {
      await db
        .update(wawiImportTable)
        .set({ importedCount: imported, receivedCount: received })
        .where(eq(wawiImportTable.id, id));
    },

    async imports(mandantId: string, limit: number) {
      return db
        .select()
        .from(wawiImportTable)
        .where(and(eq(wawiImportTable.mandantId, mandantId)))
        .orderBy(desc(wawiImportTable.createdAt))
        .limit(limit);
    },
  };
}
