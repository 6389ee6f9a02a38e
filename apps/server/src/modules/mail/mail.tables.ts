import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { capStackTable } from '../capture/capture.tables.js';
import { mandantTable, userTable } from '../tenancy/tenancy.tables.js';

const timestampColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

export const mailMailboxTable = pgTable(
  'mail_mailbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mandantId: uuid('mandant_id')
      .notNull()
      .unique()
      .references(() => mandantTable.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    host: text('host').notNull().default(''),
    port: integer('port').notNull().default(993),
    security: text('security').notNull().default('TLS'),
    userName: text('user_name').notNull().default(''),
    passwordEncrypted: text('password_encrypted'),
    folder: text('folder').notNull().default('INBOX'),
    pollMinutes: integer('poll_minutes').notNull().default(5),
    stackId: uuid('stack_id').references(() => capStackTable.id, { onDelete: 'set null' }),
    einvoiceStackId: uuid('einvoice_stack_id').references(() => capStackTable.id, { onDelete: 'set null' }),
    allowedSenders: jsonb('allowed_senders').$type<string[]>().notNull().default([]),
    uidValidity: text('uid_validity'),
    lastUid: bigint('last_uid', { mode: 'number' }).notNull().default(0),
    nextPollAt: timestampColumn('next_poll_at'),
    lastPollAt: timestampColumn('last_poll_at'),
    lastErrorCode: text('last_error_code'),
    lastJobId: uuid('last_job_id'),
    updatedAt: timestampColumn('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('mail_mailbox_due_idx')
      .on(table.nextPollAt)
      .where(sql`enabled`),
  ],
);

export const mailMessageTable = pgTable(
  'mail_message',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mandantId: uuid('mandant_id')
      .notNull()
      .references(() => mandantTable.id, { onDelete: 'cascade' }),
    mailboxId: uuid('mailbox_id')
      .notNull()
      .references(() => mailMailboxTable.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    imapUid: bigint('imap_uid', { mode: 'number' }),
    fromAddress: text('from_address').notNull(),
    subject: text('subject').notNull(),
    receivedAt: timestampColumn('received_at').notNull(),
    emlSha256: text('eml_sha256'),
    emlSize: bigint('eml_size', { mode: 'number' }).notNull(),
    reason: text('reason'),
    timesReceived: integer('times_received').notNull().default(1),
    dismissedAt: timestampColumn('dismissed_at'),
    dismissedBy: uuid('dismissed_by').references(() => userTable.id, { onDelete: 'set null' }),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
  },
  (table) => [
    unique('mail_message_once').on(table.mandantId, table.mailboxId, table.messageId),
    index('mail_message_mandant_idx').on(table.mandantId, table.receivedAt),
  ],
);

export const mailAttachmentTable = pgTable(
  'mail_attachment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mandantId: uuid('mandant_id')
      .notNull()
      .references(() => mandantTable.id, { onDelete: 'cascade' }),
    mailMessageId: uuid('mail_message_id')
      .notNull()
      .references(() => mailMessageTable.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    outcome: text('outcome').notNull(),
    reason: text('reason'),
    importJobId: uuid('import_job_id'),
    stackId: uuid('stack_id'),
    handedAt: timestampColumn('handed_at'),
  },
  (table) => [unique('mail_attachment_position').on(table.mailMessageId, table.position)],
);
