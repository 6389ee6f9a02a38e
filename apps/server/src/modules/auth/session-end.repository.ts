import { sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import {
  queryRows,
  SessionEndReason,
  type EndedSession,
  type SessionEndReasonValue,
} from './auth.repository.common.js';

/** Ending sessions (with the module sessions below them) and the audiences the server terminated. */
export function createSessionEndRepository({ db }: { db: Db }) {
  /** Ends the sessions and every module session below them; returns the sessions it ended. */
  async function endSessionTrees(ids: string[], reason: SessionEndReasonValue): Promise<EndedSession[]> {
    if (ids.length === 0) return [];
    const rows = await queryRows<{ id: string; user_id: string; audience: string }>(
      db.execute(sql`
      WITH RECURSIVE tree AS (
        SELECT id FROM auth_session WHERE id IN (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        UNION
        SELECT child.id FROM auth_session child JOIN tree ON child.parent_session_id = tree.id
      )
      UPDATE auth_session SET ended_at = now(), end_reason = ${reason}
      WHERE id IN (SELECT id FROM tree) AND ended_at IS NULL
      RETURNING id, user_id, audience`),
    );
    return rows.map((row) => ({
      sessionId: String(row.id),
      userId: String(row.user_id),
      audience: row.audience,
    }));
  }

  return {
    endSessionTrees,

    /**
     * Ends every live session of the user (access and refresh tokens stop working at once, the
     * devices learn FORCE_LOGOUT), except the session `except` and its module sessions: after a
     * password or rights change. Returns how many sessions ended.
     */
    async endSessionsOfUser(
      userId: string,
      options: { except?: string | null; reason?: SessionEndReasonValue } = {},
    ): Promise<number> {
      const except = options.except ?? null;
      const reason = options.reason ?? SessionEndReason.revoked;
      const rows = await queryRows<{ id: string }>(
        db.execute(sql`
        UPDATE auth_session SET ended_at = now(), end_reason = ${reason}
        WHERE user_id = ${userId} AND ended_at IS NULL
          AND (${except}::uuid IS NULL
               OR (id <> ${except}::uuid AND parent_session_id IS DISTINCT FROM ${except}::uuid))
        RETURNING id`),
      );
      return rows.length;
    },

    /** Audiences of module sessions below `parentId` the server terminated and that were not reopened. */
    async listTerminatedChildAudiences(parentId: string): Promise<string[]> {
      const rows = await queryRows<{ audience: string }>(
        db.execute(sql`
        SELECT DISTINCT ended.audience FROM auth_session ended
        WHERE ended.parent_session_id = ${parentId}
          AND ended.end_reason = ${SessionEndReason.instanceTerminated}
          AND NOT EXISTS (
            SELECT 1 FROM auth_session reopened
            WHERE reopened.parent_session_id = ${parentId} AND reopened.audience = ended.audience
              AND reopened.ended_at IS NULL AND reopened.created_at > ended.ended_at)`),
      );
      return rows.map((row) => String(row.audience));
    },
  };
}
