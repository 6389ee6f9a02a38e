import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { einvoiceNoteTable, einvoiceTable } from './einvoice.tables.js';

export type EInvoiceRow = typeof einvoiceTable.$inferSelect;
export type EInvoiceInsert = typeof einvoiceTable.$inferInsert;
export type EInvoiceNoteRow = typeof einvoiceNoteTable.$inferSelect;

/** The only place with e-invoice queries; every query is scoped by the record or the Mandant. */
export function createEInvoiceRepository({ db }: { db: Db }) {
  return {
    /**
     * Inserts or replaces the record of a document (a new validation of the same document). A state
     * in `keepStates` (set by a user) survives the replacement; it is decided in the same statement
     * so a concurrent state change cannot be lost.
     */
    async upsert(values: EInvoiceInsert, keepStates: readonly string[]): Promise<EInvoiceRow> {
      const [row] = await db
        .insert(einvoiceTable)
        .values(values)
        .onConflictDoUpdate({
          target: einvoiceTable.documentId,
          set: {
            ...values,
            state: sql`CASE WHEN ${inArray(einvoiceTable.state, [...keepStates])} THEN ${einvoiceTable.state} ELSE excluded.state END`,
            updatedAt: sql`now()`,
          },
          where: eq(einvoiceTable.mandantId, values.mandantId),
        })
        .returning();
      if (!row) throw new Error(`e-invoice for document ${values.documentId} belongs to another Mandant`);
      return row;
    },

    async findByDocumentId(documentId: string): Promise<EInvoiceRow | null> {
      const [row] = await db.select().from(einvoiceTable).where(eq(einvoiceTable.documentId, documentId));
      return row ?? null;
    },

    async updateState(id: string, mandantId: string, state: string): Promise<EInvoiceRow | null> {
      const [row] = await db
        .update(einvoiceTable)
        .set({ state, updatedAt: sql`now()` })
        .where(and(eq(einvoiceTable.id, id), eq(einvoiceTable.mandantId, mandantId)))
        .returning();
      return row ?? null;
    },

    /** Records that a user confirmed the XML of a hybrid whose PDF differs, and the state that follows. */
    async confirmPdf(
      id: string,
      mandantId: string,
      userId: string,
      state: string,
    ): Promise<EInvoiceRow | null> {
      const [row] = await db
        .update(einvoiceTable)
        .set({ pdfConfirmedBy: userId, pdfConfirmedAt: sql`now()`, state, updatedAt: sql`now()` })
        .where(and(eq(einvoiceTable.id, id), eq(einvoiceTable.mandantId, mandantId)))
        .returning();
      return row ?? null;
    },

    async listNotes(einvoiceId: string, mandantId: string, positionId?: string): Promise<EInvoiceNoteRow[]> {
      const conditions = [
        eq(einvoiceNoteTable.einvoiceId, einvoiceId),
        eq(einvoiceNoteTable.mandantId, mandantId),
      ];
      if (positionId !== undefined) conditions.push(eq(einvoiceNoteTable.positionId, positionId));
      return db
        .select()
        .from(einvoiceNoteTable)
        .where(and(...conditions))
        .orderBy(asc(einvoiceNoteTable.createdAt), asc(einvoiceNoteTable.id));
    },

    async countNotesByPosition(einvoiceId: string, mandantId: string): Promise<Map<string, number>> {
      const rows = await db
        .select({ positionId: einvoiceNoteTable.positionId, count: sql<number>`count(*)::int` })
        .from(einvoiceNoteTable)
        .where(and(eq(einvoiceNoteTable.einvoiceId, einvoiceId), eq(einvoiceNoteTable.mandantId, mandantId)))
        .groupBy(einvoiceNoteTable.positionId);
      return new Map(rows.map((row) => [row.positionId, Number(row.count)]));
    },

    async findNote(einvoiceId: string, mandantId: string, noteId: string): Promise<EInvoiceNoteRow | null> {
      const [row] = await db
        .select()
        .from(einvoiceNoteTable)
        .where(
          and(
            eq(einvoiceNoteTable.id, noteId),
            eq(einvoiceNoteTable.einvoiceId, einvoiceId),
            eq(einvoiceNoteTable.mandantId, mandantId),
          ),
        );
      return row ?? null;
    },

    /** Inserts a note; false when its id is taken already (by any note, of any e-invoice). */
    async insertNote(values: typeof einvoiceNoteTable.$inferInsert): Promise<boolean> {
      const inserted = await db
        .insert(einvoiceNoteTable)
        .values(values)
        .onConflictDoNothing({ target: einvoiceNoteTable.id })
        .returning({ id: einvoiceNoteTable.id });
      return inserted.length > 0;
    },

    async updateNoteText(noteId: string, mandantId: string, text: string) {
      await db
        .update(einvoiceNoteTable)
        .set({ text, updatedAt: sql`now()` })
        .where(and(eq(einvoiceNoteTable.id, noteId), eq(einvoiceNoteTable.mandantId, mandantId)));
    },

    async deleteNote(noteId: string, mandantId: string) {
      await db
        .delete(einvoiceNoteTable)
        .where(and(eq(einvoiceNoteTable.id, noteId), eq(einvoiceNoteTable.mandantId, mandantId)));
    },
  };
}

export type EInvoiceRepository = ReturnType<typeof createEInvoiceRepository>;
