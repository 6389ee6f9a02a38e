import { openJobStates } from '@belegfluss/shared';
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { jobTable } from './jobs.tables.js';

/** A job record as stored, with its payload and whether the user picked it up from the job list. */
export type JobRecord = typeof jobTable.$inferSelect;

/** Job payload entries, compared as text: `stackId` in `{ "stackId": "…" }`. */
type PayloadMatch = { key: string; value: string };

const ofKinds = (kindPrefix: string) => sql`${jobTable.kind} LIKE ${`${kindPrefix}%`}`;
const payloadEquals = (match: PayloadMatch) => sql`${jobTable.payload} ->> ${match.key} = ${match.value}`;

/**
 * Queries over job records for modules that show and manage their own jobs (a job list per module):
 * by kind prefix (`capture.`) and payload entries, since the job module knows no module's payload.
 */
export function createJobQueries({ db }: { db: Db }) {
  return {
    /** Jobs the user sees, newest first: their own and, unless `createdByOnly`, those of the given Mandanten. */
    async listVisible(filter: {
      kindPrefix: string;
      userId: string;
      mandantIds: string[];
      createdByOnly?: boolean | undefined;
      mandantId?: string | undefined;
      payload?: PayloadMatch | undefined;
      includePickedUp: boolean;
      states?: string[] | undefined;
      limit: number;
    }): Promise<JobRecord[]> {
      const own = eq(jobTable.createdBy, filter.userId);
      const visible =
        !filter.createdByOnly && filter.mandantIds.length
          ? or(own, inArray(jobTable.mandantId, filter.mandantIds))
          : own;
      return db
        .select()
        .from(jobTable)
        .where(
          and(
            ofKinds(filter.kindPrefix),
            visible,
            filter.mandantId ? eq(jobTable.mandantId, filter.mandantId) : undefined,
            filter.payload ? payloadEquals(filter.payload) : undefined,
            filter.includePickedUp ? undefined : isNull(jobTable.pickedUpAt),
            filter.states ? inArray(jobTable.state, filter.states) : undefined,
          ),
        )
        .orderBy(desc(jobTable.createdAt))
        .limit(filter.limit);
    },

    async findByIds(jobIds: string[]): Promise<JobRecord[]> {
      if (jobIds.length === 0) return [];
      return db.select().from(jobTable).where(inArray(jobTable.id, jobIds));
    },

    /** Marks finished jobs as seen in the job list ("abholen"). */
    async markPickedUp(jobIds: string[]) {
      if (jobIds.length === 0) return;
      await db
        .update(jobTable)
        .set({ pickedUpAt: sql`now()` })
        .where(inArray(jobTable.id, jobIds));
    },

    /** Removes job records; the caller makes sure they are finished. */
    async deleteRecords(jobIds: string[]) {
      if (jobIds.length === 0) return;
      await db.delete(jobTable).where(inArray(jobTable.id, jobIds));
    },

    /** Jobs of the kinds that still wait or run with the payload entry. */
    async countOpen(filter: { kindPrefix: string; payload: PayloadMatch }): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(jobTable)
        .where(
          and(
            payloadEquals(filter.payload),
            inArray(jobTable.state, [...openJobStates]),
            ofKinds(filter.kindPrefix),
          ),
        );
      return row?.count ?? 0;
    },

    /** The ids among `ids` that the payload list `key` of a waiting or running job of the kinds names. */
    async idsInOpenJobs(filter: { kindPrefix: string; key: string; ids: string[] }): Promise<string[]> {
      if (filter.ids.length === 0) return [];
      const rows = await db
        .select({ payload: jobTable.payload })
        .from(jobTable)
        .where(
          and(
            inArray(jobTable.state, [...openJobStates]),
            ofKinds(filter.kindPrefix),
            sql`jsonb_exists_any(${jobTable.payload} -> ${filter.key}, ARRAY[${sql.join(
              filter.ids.map((id) => sql`${id}`),
              sql`, `,
            )}]::text[])`,
          ),
        );
      const named = new Set(
        rows.flatMap((row) => (row.payload as Record<string, string[] | undefined>)[filter.key] ?? []),
      );
      return filter.ids.filter((id) => named.has(id));
    },
  };
}

export type JobQueries = ReturnType<typeof createJobQueries>;
