import { bigint, boolean, date, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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

export type AuditProblem = { chainKey: string; kind: string; seq: number | null; detail: string };

export const auditCheckTable = pgTable('audit_check', {
  id: uuid('id').primaryKey().defaultRandom(),
  checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'string' }).notNull(),
  trigger: text('trigger').notNull(),
  ok: boolean('ok').notNull(),
  chains: integer('chains').notNull(),
  entries: bigint('entries', { mode: 'number' }).notNull(),
  anchors: integer('anchors').notNull(),
  problems: jsonb('problems').$type<AuditProblem[]>().notNull().default([]),
  acknowledgedBy: uuid('acknowledged_by').references(() => userTable.id, { onDelete: 'set null' }),
  acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true, mode: 'string' }),
});

export const auditDailyRunTable = pgTable('audit_daily_run', {
  day: date('day', { mode: 'string' }).primaryKey(),
  claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'string' }).notNull(),
});
