import { bigint, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { mandantTable, userTable } from '../tenancy/tenancy.tables.js';

export const auditChainHeadTable = pgTable('audit_chain_head', {
  chainKey: text('chain_key').primaryKey(),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
  lastHash: text('last_hash').notNull(),
});

export const auditLogTable = pgTable('audit_log', {
  id: uuid('id').primaryKey().defaultRandom(),
  chainKey: text('chain_key').notNull(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  mandantId: uuid('mandant_id').references(() => mandantTable.id),
  actorId: uuid('actor_id').references(() => userTable.id),
  action: text('action').notNull(),
  entityType: text('entity_type').notNull(),
  entityId: text('entity_id').notNull(),
  data: jsonb('data').notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
  prevHash: text('prev_hash').notNull(),
  hash: text('hash').notNull(),
});
