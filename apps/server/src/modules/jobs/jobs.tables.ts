import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { mandantTable, userTable } from '../tenancy/tenancy.tables.js';

export const jobTable = pgTable('job', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').notNull(),
  mandantId: uuid('mandant_id').references(() => mandantTable.id, { onDelete: 'cascade' }),
  createdBy: uuid('created_by').references(() => userTable.id, { onDelete: 'set null' }),
  state: text('state').notNull(),
  payload: jsonb('payload').notNull().default({}),
  result: jsonb('result'),
  progress: integer('progress').notNull().default(0),
  progressText: text('progress_text'),
  errorCode: text('error_code'),
  errorText: text('error_text'),
  attempts: integer('attempts').notNull().default(0),
  maxAttempts: integer('max_attempts').notNull().default(3),
  queueJobId: text('queue_job_id'),
  workerId: text('worker_id'),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true, mode: 'string' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  startedAt: timestamp('started_at', { withTimezone: true, mode: 'string' }),
  finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'string' }),
  pickedUpAt: timestamp('picked_up_at', { withTimezone: true, mode: 'string' }),
});

export const jobWorkerTable = pgTable('job_worker', {
  id: text('id').primaryKey(),
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
