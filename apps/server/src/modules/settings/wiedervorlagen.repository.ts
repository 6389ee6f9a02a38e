import type { Resubmission } from '@belegfluss/shared';
import { and, asc, eq, inArray, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { toIso } from '../../kernel/sql.js';
import { resubmissionTable } from './settings.tables.js';

const r = resubmissionTable;

const toResubmission = (row: typeof r.$inferSelect): Resubmission => ({
  id: row.id,
  mandantId: row.mandantId,
  documentId: row.documentId,
  userId: row.userId,
  dueDate: row.dueDate,
  note: row.note,
  done: row.done,
  createdBy: row.createdBy,
  updatedAt: toIso(row.updatedAt),
});

export type ResubmissionValues = {
  id?: string | undefined;
  dueDate: string;
  note: string;
  userId: string | null;
  done: boolean;
};

/** Wiedervorlagen per document and Mandant. */
export function createResubmissionRepository({ db }: { db: Db }) {
  return {
    async listForDocument(mandantId: string, documentId: string) {
      return (
        await db
          .select()
          .from(r)
          .where(and(eq(r.mandantId, mandantId), eq(r.documentId, documentId)))
          .orderBy(asc(r.dueDate), asc(r.createdAt))
      ).map(toResubmission);
    },

    /** Open entries due until `until`; with `userId`, only those for that user (assigned, or their own unassigned ones). */
    async listDue(mandantId: string, until: string, userId: string | null) {
      return (
        await db
          .select()
          .from(r)
          .where(
            and(
              eq(r.mandantId, mandantId),
              eq(r.done, false),
              lte(r.dueDate, until),
              userId ? or(eq(r.userId, userId), and(isNull(r.userId), eq(r.createdBy, userId))) : undefined,
            ),
          )
          .orderBy(asc(r.dueDate), asc(r.createdAt))
      ).map(toResubmission);
    },

    /** Makes the document's resubmissions exactly `entries`: updates those with an id, adds the rest, removes others. */
    async replaceForDocument(
      mandantId: string,
      documentId: string,
      entries: ResubmissionValues[],
      userId: string,
    ) {
      return db.transaction(async (tx) => {
        const keep = entries.map((entry) => entry.id).filter((id): id is string => Boolean(id));
        await tx
          .delete(r)
          .where(
            and(
              eq(r.mandantId, mandantId),
              eq(r.documentId, documentId),
              keep.length ? notInArray(r.id, keep) : undefined,
            ),
          );
        const known = keep.length
          ? new Set(
              (
                await tx
                  .select({ id: r.id })
                  .from(r)
                  .where(and(eq(r.mandantId, mandantId), eq(r.documentId, documentId), inArray(r.id, keep)))
              ).map((row) => row.id),
            )
          : new Set<string>();
        for (const entry of entries) {
          const values = { dueDate: entry.dueDate, note: entry.note, userId: entry.userId, done: entry.done };
          if (entry.id && known.has(entry.id)) {
            await tx
              .update(r)
              .set({ ...values, updatedAt: sql`now()` })
              .where(and(eq(r.mandantId, mandantId), eq(r.id, entry.id)));
          } else {
            await tx.insert(r).values({ ...values, mandantId, documentId, createdBy: userId });
          }
        }
      });
    },
  };
}

export type ResubmissionRepository = ReturnType<typeof createResubmissionRepository>;
