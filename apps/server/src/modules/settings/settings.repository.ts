import type { Resubmission } from '@belegfluss/shared';
import { and, asc, eq, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { queryRows, toIso } from '../master-data/sql.js';
import { resubmissionTable, settingValueTable } from './settings.tables.js';

export type SettingTarget = { mandantId: string | null; userId: string | null };

const ZERO = '00000000-0000-0000-0000-000000000000';

const toResubmission = (row: typeof resubmissionTable.$inferSelect): Resubmission => ({
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

/** Stored setting values (one per key and scope target) and Wiedervorlagen. */
export function createSettingsRepository({ db }: { db: Db }) {
  const s = settingValueTable;
  const r = resubmissionTable;
  return {
    async find(key: string, target: SettingTarget): Promise<unknown> {
      const [row] = await db
        .select({ value: s.value })
        .from(s)
        .where(
          and(
            eq(s.settingKey, key),
            target.mandantId ? eq(s.mandantId, target.mandantId) : isNull(s.mandantId),
            target.userId ? eq(s.userId, target.userId) : isNull(s.userId),
          ),
        );
      return row?.value;
    },

    async upsert(key: string, target: SettingTarget, value: unknown, updatedBy: string | null) {
      await queryRows(
        db,
        sql`INSERT INTO setting_value (setting_key, mandant_id, user_id, value, updated_by)
          VALUES (${key}, ${target.mandantId}, ${target.userId}, ${JSON.stringify(value)}::jsonb, ${updatedBy})
          ON CONFLICT (setting_key, (coalesce(mandant_id, ${ZERO}::uuid)), (coalesce(user_id, ${ZERO}::uuid)))
          DO UPDATE SET value = EXCLUDED.value, updated_by = EXCLUDED.updated_by, updated_at = now()`,
      );
    },

    async listResubmissions(mandantId: string, documentId: string) {
      return (
        await db
          .select()
          .from(r)
          .where(and(eq(r.mandantId, mandantId), eq(r.documentId, documentId)))
          .orderBy(asc(r.dueDate))
      ).map(toResubmission);
    },

    async listDueResubmissions(mandantId: string, until: string) {
      return (
        await db
          .select()
          .from(r)
          .where(and(eq(r.mandantId, mandantId), eq(r.done, false), lte(r.dueDate, until)))
          .orderBy(asc(r.dueDate))
      ).map(toResubmission);
    },

    /** Makes the document's resubmissions exactly `entries`: updates those with an id, adds the rest, removes others. */
    async replaceResubmissions(
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

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
