import { createHash } from 'node:crypto';
import type { refreshTokenTable, sessionTable } from './auth.tables.js';

export type SessionRow = typeof sessionTable.$inferSelect;
export type RefreshTokenRow = typeof refreshTokenTable.$inferSelect;

/** Rows of a raw `db.execute`: both drivers (PGlite, node-postgres) answer with `{ rows }`. */
export async function queryRows<T>(query: Promise<unknown>): Promise<T[]> {
  return ((await query) as { rows: T[] }).rows;
}

/** A raw `auth_session` row (snake_case, as raw SQL returns it) in Drizzle's shape. */
export function toSessionRow(row: Record<string, unknown>): SessionRow {
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  const time = (value: unknown) =>
    value === null || value === undefined
      ? null
      : value instanceof Date
        ? value.toISOString()
        : String(value);
  return {
    id: String(row.id),
    userId: String(row.user_id),
    audience: String(row.audience),
    clientId: text(row.client_id),
    persistent: row.persistent === true,
    userAgent: text(row.user_agent),
    ip: text(row.ip),
    createdAt: time(row.created_at) as string,
    lastSeenAt: time(row.last_seen_at) as string,
    expiresAt: time(row.expires_at) as string,
    endedAt: time(row.ended_at),
    endReason: text(row.end_reason),
    parentSessionId: text(row.parent_session_id),
    grantId: text(row.grant_id),
    deviceKeyHash: text(row.device_key_hash),
  };
}

export function hashToken(raw: string): string {
  return createHash('sha256').update(raw).digest('hex');
}

/** Why a session ended; the guard and the token endpoint answer differently per reason. */
export const SessionEndReason = {
  logout: 'logout',
  revoked: 'revoked',
  instanceTerminated: 'instance_terminated',
  refreshTokenReused: 'refresh_token_reused',
  codeReused: 'code_reused',
  replaced: 'replaced',
  grantRevoked: 'grant_revoked',
  userDeactivated: 'user_deactivated',
} as const;
export type SessionEndReasonValue = (typeof SessionEndReason)[keyof typeof SessionEndReason];

/** A session that `endSessionTrees` ended. */
export type EndedSession = { sessionId: string; userId: string; audience: string };
