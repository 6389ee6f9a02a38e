import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const storedObjectTable = pgTable('stored_object', {
  sha256: text('sha256').primaryKey(),
  size: bigint('size', { mode: 'number' }).notNull(),
  contentType: text('content_type').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
