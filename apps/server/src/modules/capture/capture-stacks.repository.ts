import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { capDocumentTable, capFolderTable, capJournalTable, capStackTable } from './capture.tables.js';

export type StackRow = typeof capStackTable.$inferSelect;
export type FolderRow = typeof capFolderTable.$inferSelect;

/** Stacks, folders, stack journal and the jobs running on a stack. The only place with their queries. */
export function createStackRepository({ db }: { db: Db }) {
  return {
    async listStacks(mandantId: string) {
      return db
        .select({
          stack: capStackTable,
          // $count qualifies the outer column; a plain sql`` subquery rendered it as a bare "id", so
          // it compared the document with itself and every stack counted 0.
          documentCount: db.$count(capDocumentTable, eq(capDocumentTable.stackId, capStackTable.id)),
        })
        .from(capStackTable)
        .where(eq(capStackTable.mandantId, mandantId))
        .orderBy(asc(capStackTable.reserved), asc(sql`lower(${capStackTable.name})`));
    },

    /** Names of stacks by id, for lists of jobs that name their stack. */
    async stackNames(stackIds: string[]): Promise<Map<string, string>> {
      if (stackIds.length === 0) return new Map();
      const rows = await db
        .select({ id: capStackTable.id, name: capStackTable.name })
        .from(capStackTable)
        .where(inArray(sql`${capStackTable.id}::text`, [...new Set(stackIds)]));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    async findStack(mandantId: string, stackId: string): Promise<StackRow | null> {
      const [row] = await db
        .select()
        .from(capStackTable)
        .where(and(eq(capStackTable.mandantId, mandantId), eq(capStackTable.id, stackId)));
      return row ?? null;
    },

    async findStackByName(mandantId: string, name: string): Promise<StackRow | null> {
      const [row] = await db
        .select()
        .from(capStackTable)
        .where(
          and(
            eq(capStackTable.mandantId, mandantId),
            sql`lower(${capStackTable.name}) = lower(${name.trim()})`,
          ),
        );
      return row ?? null;
    },

    async countDocuments(stackId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(capDocumentTable)
        .where(eq(capDocumentTable.stackId, stackId));
      return row?.count ?? 0;
    },

    /** Inserts a stack; null when the name is taken (unique per Mandant, ignoring case). */
    async insertStack(values: typeof capStackTable.$inferInsert): Promise<StackRow | null> {
      const [row] = await db.insert(capStackTable).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async updateStack(
      mandantId: string,
      stackId: string,
      values: Partial<typeof capStackTable.$inferInsert>,
    ) {
      const [row] = await db
        .update(capStackTable)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(capStackTable.mandantId, mandantId), eq(capStackTable.id, stackId)))
        .returning();
      return row ?? null;
    },

    async deleteStack(mandantId: string, stackId: string) {
      await db
        .delete(capStackTable)
        .where(and(eq(capStackTable.mandantId, mandantId), eq(capStackTable.id, stackId)));
    },

    async listFolders(stackId: string): Promise<FolderRow[]> {
      return db
        .select()
        .from(capFolderTable)
        .where(eq(capFolderTable.stackId, stackId))
        .orderBy(asc(capFolderTable.position), asc(capFolderTable.createdAt));
    },

    async findFolder(mandantId: string, folderId: string): Promise<FolderRow | null> {
      const [row] = await db
        .select()
        .from(capFolderTable)
        .where(and(eq(capFolderTable.mandantId, mandantId), eq(capFolderTable.id, folderId)));
      return row ?? null;
    },

    async insertFolder(values: { mandantId: string; stackId: string; name: string }): Promise<FolderRow> {
      const [row] = await db
        .insert(capFolderTable)
        .values({
          ...values,
          position: sql`(SELECT coalesce(max(position), 0) + 1 FROM cap_folder WHERE stack_id = ${values.stackId})`,
        })
        .returning();
      return row as FolderRow;
    },

    /** Removes folders of a stack that hold no document any more. */
    async deleteEmptyFolders(stackId: string) {
      await db.execute(
        sql`DELETE FROM cap_folder f WHERE f.stack_id = ${stackId} AND NOT EXISTS (SELECT 1 FROM cap_document d WHERE d.folder_id = f.id)`,
      );
    },

    async statistics(stackId: string) {
      const [row] = await db
        .select({
          documents: sql<number>`count(*)::int`,
          green: sql<number>`count(*) FILTER (WHERE ${capDocumentTable.status} = 'green')::int`,
          flawed: sql<number>`count(*) FILTER (WHERE ${capDocumentTable.status} = 'flawed')::int`,
          locked: sql<number>`count(*) FILTER (WHERE ${capDocumentTable.locked})::int`,
          fibuExported: sql<number>`count(*) FILTER (WHERE ${capDocumentTable.fibuExported})::int`,
          dmsExported: sql<number>`count(*) FILTER (WHERE ${capDocumentTable.dmsExported})::int`,
          archived: sql<number>`count(*) FILTER (WHERE ${capDocumentTable.archived})::int`,
          pages: sql<number>`(SELECT count(*)::int FROM cap_page p JOIN cap_document d ON d.id = p.document_id WHERE d.stack_id = ${stackId})`,
          folders: sql<number>`(SELECT count(*)::int FROM cap_folder f WHERE f.stack_id = ${stackId})`,
        })
        .from(capDocumentTable)
        .where(eq(capDocumentTable.stackId, stackId));
      return row;
    },

    async addJournal(entry: {
      mandantId: string;
      stackId: string | null;
      documentId?: string | null;
      action: string;
      details?: Record<string, unknown>;
      actorId: string | null;
      actorName: string | null;
    }) {
      await db.insert(capJournalTable).values({ ...entry, details: entry.details ?? {} });
    },

    async listJournal(filter: { mandantId: string; stackId?: string; documentId?: string; limit: number }) {
      return db
        .select()
        .from(capJournalTable)
        .where(
          and(
            eq(capJournalTable.mandantId, filter.mandantId),
            filter.stackId ? eq(capJournalTable.stackId, filter.stackId) : undefined,
            filter.documentId ? eq(capJournalTable.documentId, filter.documentId) : undefined,
          ),
        )
        .orderBy(desc(capJournalTable.createdAt))
        .limit(filter.limit);
    },
  };
}

export type StackRepository = ReturnType<typeof createStackRepository>;
