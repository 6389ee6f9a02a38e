import { bigint, boolean, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { jobTable } from '../jobs/jobs.tables.js';
import { mandantTable, userTable } from '../tenancy/tenancy.tables.js';

export const downloadContentTable = pgTable('download_content', {
  folderReferenceId: uuid('folder_reference_id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => userTable.id, { onDelete: 'cascade' }),
  mandantId: uuid('mandant_id').references(() => mandantTable.id, { onDelete: 'cascade' }),
  mandnr: integer('mandnr').notNull().default(-1),
  contentState: smallint('content_state').notNull(),
  downloadName: text('download_name').notNull(),
  contentType: smallint('content_type').notNull(),
  contentSystem: smallint('content_system').notNull(),
  timeStamp: timestamp('time_stamp', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  unseenByUser: boolean('unseen_by_user').notNull().default(true),
  workingJobId: uuid('working_job_id').references(() => jobTable.id, { onDelete: 'set null' }),
  fileSha256: text('file_sha256'),
  fileName: text('file_name'),
  fileSize: bigint('file_size', { mode: 'number' }),
  errorText: text('error_text'),
});

export const downloadUserSettingTable = pgTable('download_user_setting', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => userTable.id, { onDelete: 'cascade' }),
  autoDownloadEnabled: boolean('auto_download_enabled').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
