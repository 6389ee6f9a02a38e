import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { queryRows } from '../../kernel/sql.js';
import { settingValueTable } from './settings.tables.js';

export type SettingTarget = { mandantId: string | null; userId: string | null };

const ZERO = '00000000-0000-0000-0000-000000000000';

/** Stored setting values: one per key and scope target (user, Mandant or global). */
export function createSettingsRepository({ db }: { db: Db }) {
  const s = settingValueTable;
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

    /** The stored values of several keys of one target in one query, by key (absent: none stored). */
    async findMany(keys: readonly string[], target: SettingTarget): Promise<Map<string, unknown>> {
      const rows = await db
        .select({ key: s.settingKey, value: s.value })
        .from(s)
        .where(
          and(
            inArray(s.settingKey, [...keys]),
            target.mandantId ? eq(s.mandantId, target.mandantId) : isNull(s.mandantId),
            target.userId ? eq(s.userId, target.userId) : isNull(s.userId),
          ),
        );
      return new Map(rows.map((row) => [row.key, row.value]));
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
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
