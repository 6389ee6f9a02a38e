import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { chainKeyFor, GENESIS_HASH, hashEntry, type AuditContent } from './audit.models.js';
import { auditChainHeadTable, auditLogTable } from './audit.tables.js';

export type AuditEvent = {
  mandantId: string | null;
  actorId: string | null;
  /** What happened, `<module>.<verb>`, e.g. `workflow.approved`. */
  action: string;
  entityType: string;
  entityId: string;
  data?: Record<string, unknown>;
};

export type AuditVerification =
  { ok: true; entries: number } | { ok: false; entries: number; brokenAtSeq: number };

/**
 * Appends to the audit trail. Pass the caller's transaction as `db` so the entry commits or rolls
 * back with the change it records. The chain head row is locked for the append, which keeps the
 * sequence gap-free and the hash chain linear even with many writers.
 */
export async function appendAuditEvent(
  db: Db,
  event: AuditEvent,
  now: Date,
): Promise<{ seq: number; hash: string }> {
  const [appended] = await appendAuditEvents(db, [event], now);
  return appended as { seq: number; hash: string };
}

/**
 * Appends several entries of one Mandant's chain in order (a batch of archived documents, say):
 * one locking read of the chain head, then every entry and the moved head in one statement.
 */
export async function appendAuditEvents(
  db: Db,
  events: AuditEvent[],
  now: Date,
): Promise<{ seq: number; hash: string }[]> {
  const [first] = events;
  if (!first) return [];
  const chainKey = chainKeyFor(first.mandantId);
  if (events.some((event) => chainKeyFor(event.mandantId) !== chainKey)) {
    throw new Error('appendAuditEvents: all entries must belong to one chain');
  }
  const lockHead = async () => {
    const [row] = await db
      .select({ lastSeq: auditChainHeadTable.lastSeq, lastHash: auditChainHeadTable.lastHash })
      .from(auditChainHeadTable)
      .where(eq(auditChainHeadTable.chainKey, chainKey))
      .for('update');
    return row;
  };
  // The head exists after a chain's first entry: one locking read; only a new chain creates it first.
  let head = await lockHead();
  if (!head) {
    await db
      .insert(auditChainHeadTable)
      .values({ chainKey, lastSeq: 0, lastHash: GENESIS_HASH })
      .onConflictDoNothing();
    head = await lockHead();
  }
  let previous = head ?? { lastSeq: 0, lastHash: GENESIS_HASH };
  const entries = events.map((event) => {
    const content: AuditContent = {
      chainKey,
      seq: previous.lastSeq + 1,
      mandantId: event.mandantId,
      actorId: event.actorId,
      action: event.action,
      entityType: event.entityType,
      entityId: event.entityId,
      data: event.data ?? {},
      createdAt: now.toISOString(),
    };
    const entry = { content, prevHash: previous.lastHash, hash: hashEntry(previous.lastHash, content) };
    previous = { lastSeq: content.seq, lastHash: entry.hash };
    return entry;
  });
  const rows = entries.map(
    ({ content, prevHash, hash }) =>
      sql`(${chainKey}, ${content.seq}, ${content.mandantId}, ${content.actorId}, ${content.action},
      ${content.entityType}, ${content.entityId}, ${JSON.stringify(content.data)}::jsonb, ${content.createdAt},
      ${prevHash}, ${hash})`,
  );
  // The entries and the moved head in one round trip.
  await db.execute(sql`
    WITH moved AS (
      UPDATE ${auditChainHeadTable} SET last_seq = ${previous.lastSeq}, last_hash = ${previous.lastHash}
      WHERE chain_key = ${chainKey}
    )
    INSERT INTO ${auditLogTable} (chain_key, seq, mandant_id, actor_id, action, entity_type, entity_id,
      data, created_at, prev_hash, hash)
    VALUES ${sql.join(rows, sql`, `)}`);
  return entries.map(({ content, hash }) => ({ seq: content.seq, hash }));
}

export function createAuditRepository({ db }: { db: Db }) {
  return {
    listForEntity(entityType: string, entityId: string) {
      return db
        .select()
        .from(auditLogTable)
        .where(sql`${auditLogTable.entityType} = ${entityType} AND ${auditLogTable.entityId} = ${entityId}`)
        .orderBy(asc(auditLogTable.createdAt), asc(auditLogTable.seq));
    },

    /** Recomputes every hash of a chain; reports the first entry whose content or link was altered. */
    async verifyChain(mandantId: string | null): Promise<AuditVerification> {
      const rows = await db
        .select()
        .from(auditLogTable)
        .where(eq(auditLogTable.chainKey, chainKeyFor(mandantId)))
        .orderBy(asc(auditLogTable.seq));
      let previousHash = GENESIS_HASH;
      for (const [index, row] of rows.entries()) {
        const expected = hashEntry(previousHash, {
          chainKey: row.chainKey,
          seq: row.seq,
          mandantId: row.mandantId,
          actorId: row.actorId,
          action: row.action,
          entityType: row.entityType,
          entityId: row.entityId,
          data: row.data,
          createdAt: new Date(row.createdAt).toISOString(),
        });
        if (row.seq !== index + 1 || row.prevHash !== previousHash || row.hash !== expected) {
          return { ok: false, entries: rows.length, brokenAtSeq: row.seq };
        }
        previousHash = row.hash;
      }
      return { ok: true, entries: rows.length };
    },
  };
}
