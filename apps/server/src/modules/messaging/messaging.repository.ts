import type { Database } from '../../kernel/database.js';

/** The NOTIFY channel: its payload is `<user id>/<sign-in id>`, '*' standing for every user or sign-in. */
export const MESSAGE_CHANNEL = 'msg_message';
/** Serialises inserts so that ids become visible in order (see migration 1100). */
const INSERT_LOCK_KEY = 1100_0001;

export type MessageRow = {
  id: number;
  uid: string;
  userId: string | null;
  deviceSessionId: string | null;
  mandantId: string | null;
  instanceType: string | null;
  senderUid: string;
  messageType: number;
  customData: Record<string, unknown>;
};

export type NewMessage = Omit<MessageRow, 'id' | 'uid'>;

/**
 * A listener's place in the message stream: after the message `id` (`uid` is what the client sends
 * back as lastMsgUID). Before the first message it is the nil UUID.
 */
export type Position = { id: number; uid: string };
export const START_POSITION = '00000000-0000-0000-0000-000000000000';

/** Who listens: a user within one sign-in. */
export type ListenerScope = { userId: string; deviceSessionId: string };

const columns = `id::text AS id, uid, user_id, device_session_id, mandant_id, instance_type, sender_uid,
  message_type, custom_data`;

function toRow(row: Record<string, unknown>): MessageRow {
  return {
    id: Number(row.id),
    uid: String(row.uid),
    userId: (row.user_id as string | null) ?? null,
    deviceSessionId: (row.device_session_id as string | null) ?? null,
    mandantId: (row.mandant_id as string | null) ?? null,
    instanceType: (row.instance_type as string | null) ?? null,
    senderUid: String(row.sender_uid),
    messageType: Number(row.message_type),
    customData: (row.custom_data as Record<string, unknown> | null) ?? {},
  };
}

export function createMessagingRepository(database: Pick<Database, 'execute'>) {
  return {
    /**
     * Stores a message and tells every node (NOTIFY goes out at commit) in one statement. The
     * transaction-scoped lock is held until that commit, so no later id commits before it.
     */
    async insert(message: NewMessage): Promise<{ id: number; uid: string }> {
      const { rows } = await database.execute(
        `WITH lock AS (SELECT pg_advisory_xact_lock(${INSERT_LOCK_KEY})),
         inserted AS (
           INSERT INTO msg_message (user_id, device_session_id, mandant_id, instance_type, sender_uid, message_type, custom_data)
           SELECT $1::uuid, $2::uuid, $3::uuid, $4, $5, $6, $7::jsonb FROM lock
           RETURNING id, uid, user_id, device_session_id)
         SELECT id::text AS id, uid,
           pg_notify('${MESSAGE_CHANNEL}', coalesce(user_id::text, '*') || '/' || coalesce(device_session_id::text, '*'))
         FROM inserted`,
        [
          message.userId,
          message.deviceSessionId,
          message.mandantId,
          message.instanceType,
          message.senderUid,
          message.messageType,
          JSON.stringify(message.customData),
        ],
      );
      const row = rows[0] as { id: string; uid: string };
      return { id: Number(row.id), uid: row.uid };
    },

    /** The next message after `afterId` meant for this listener, oldest first. */
    async findNext(afterId: number, scope: ListenerScope): Promise<MessageRow | null> {
      const { rows } = await database.execute(
        `SELECT ${columns} FROM msg_message
         WHERE id > $1 AND (user_id = $2 OR user_id IS NULL)
           AND (device_session_id IS NULL OR device_session_id = $3)
         ORDER BY msg_message.id LIMIT 1`,
        [afterId, scope.userId, scope.deviceSessionId],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },

    /**
     * Where a listener resumes (after the message `uid`; the nil UUID: from the first message;
     * unknown, pruned or none: after the newest), that position as a message uid, and the first
     * message after it meant for the listener, in one round trip.
     */
    async resume(
      uid: string | null,
      scope: ListenerScope,
    ): Promise<{ position: Position; next: MessageRow | null }> {
      const { rows } = await database.execute(
        `WITH start AS (
           SELECT coalesce((SELECT id FROM msg_message WHERE uid = $1::uuid),
                           CASE WHEN $1::uuid = '${START_POSITION}' THEN 0 END,
                           (SELECT max(id) FROM msg_message), 0) AS position)
         SELECT start.position::text AS position,
           coalesce((SELECT uid FROM msg_message WHERE id = start.position), '${START_POSITION}') AS position_uid,
           next.*
         FROM start LEFT JOIN LATERAL (
           SELECT ${columns} FROM msg_message
           WHERE id > start.position AND (user_id = $2 OR user_id IS NULL)
             AND (device_session_id IS NULL OR device_session_id = $3)
           ORDER BY msg_message.id LIMIT 1) next ON true`,
        [uid, scope.userId, scope.deviceSessionId],
      );
      const row = rows[0] ?? {};
      return {
        position: { id: Number(row.position ?? 0), uid: String(row.position_uid ?? START_POSITION) },
        next: row.uid ? toRow(row) : null,
      };
    },

    async deleteOlderThan(hours: number): Promise<void> {
      await database.execute(
        `DELETE FROM msg_message WHERE created_at < now() - make_interval(hours => $1)`,
        [hours],
      );
    },
  };
}

export type MessagingRepository = ReturnType<typeof createMessagingRepository>;
