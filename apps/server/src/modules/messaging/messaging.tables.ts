import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { mandantTable, userTable } from '../tenancy/tenancy.tables.js';

export const messageTable = pgTable(
  'msg_message',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uid: uuid('uid').notNull().unique().defaultRandom(),
    userId: uuid('user_id').references(() => userTable.id, { onDelete: 'cascade' }),
    deviceSessionId: uuid('device_session_id'),
    mandantId: uuid('mandant_id').references(() => mandantTable.id, { onDelete: 'cascade' }),
    instanceType: text('instance_type'),
    senderUid: text('sender_uid').notNull(),
    messageType: integer('message_type').notNull(),
    customData: jsonb('custom_data').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (table) => [
    index('msg_message_user_idx').on(table.userId, table.id),
    index('msg_message_created_idx').on(table.createdAt),
  ],
);
