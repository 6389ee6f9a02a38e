import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import type { EvaluatedAttachment } from './mail.models.js';
import { mailAttachmentTable, mailMailboxTable, mailMessageTable } from './mail.tables.js';

export type MailboxRow = typeof mailMailboxTable.$inferSelect;
export type MailMessageRow = typeof mailMessageTable.$inferSelect;
export type MailAttachmentRow = typeof mailAttachmentTable.$inferSelect;

export type NewMailMessage = Omit<
  typeof mailMessageTable.$inferInsert,
  'id' | 'timesReceived' | 'dismissedAt' | 'dismissedBy' | 'createdAt'
>;

/** A message needs attention: its own reason or a refused attachment, and nobody put it aside. */
const needsAttention = sql`(${mailMessageTable.reason} IS NOT NULL OR EXISTS (
  SELECT 1 FROM mail_attachment a WHERE a.mail_message_id = ${mailMessageTable.id} AND a.outcome = 'refused'))`;

/** The intake mailboxes: settings, the poll claim and the poll status. */
export function createMailboxRepository({ db }: { db: Db }) {
  return {
    async findMailbox(mandantId: string): Promise<MailboxRow | null> {
      const [row] = await db.select().from(mailMailboxTable).where(eq(mailMailboxTable.mandantId, mandantId));
      return row ?? null;
    },

    async findMailboxById(id: string): Promise<MailboxRow | null> {
      const [row] = await db.select().from(mailMailboxTable).where(eq(mailMailboxTable.id, id));
      return row ?? null;
    },

    async saveMailbox(
      values: typeof mailMailboxTable.$inferInsert & { mandantId: string },
    ): Promise<MailboxRow> {
      const { mandantId, ...changes } = values;
      const [row] = await db
        .insert(mailMailboxTable)
        .values(values)
        .onConflictDoUpdate({ target: mailMailboxTable.mandantId, set: changes })
        .returning();
      if (!row) throw new Error(`mailbox of ${mandantId} not saved`);
      return row;
    },

    /** Takes the mailboxes due for a poll and sets their next time, so only one process polls each. */
    async claimDueMailboxes(now: Date): Promise<MailboxRow[]> {
      return db
        .update(mailMailboxTable)
        .set({
          nextPollAt: sql`${now.toISOString()}::timestamptz + make_interval(mins => ${mailMailboxTable.pollMinutes})`,
        })
        .where(and(eq(mailMailboxTable.enabled, true), lte(mailMailboxTable.nextPollAt, now.toISOString())))
        .returning();
    },

    async updateMailboxStatus(
      id: string,
      values: Partial<
        Pick<MailboxRow, 'lastPollAt' | 'lastErrorCode' | 'lastJobId' | 'uidValidity' | 'lastUid'>
      >,
    ): Promise<void> {
      await db.update(mailMailboxTable).set(values).where(eq(mailMailboxTable.id, id));
    },
  };
}

/** The messages taken from the mailboxes and what became of each attachment. */
export function createMessageRepository({ db }: { db: Db }) {
  return {
    /**
     * Takes a message once per Mandant, mailbox and Message-ID, with its attachments, in one
     * transaction: a second arrival (another UID, another worker, after a restart) only counts.
     */
    async takeMessage(
      message: NewMailMessage,
      attachments: EvaluatedAttachment[],
    ): Promise<{ message: MailMessageRow; taken: boolean }> {
      return db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(mailMessageTable)
          .values(message)
          .onConflictDoNothing()
          .returning();
        if (inserted) {
          if (attachments.length > 0)
            await tx.insert(mailAttachmentTable).values(
              attachments.map((attachment) => ({
                ...attachment,
                mandantId: message.mandantId,
                mailMessageId: inserted.id,
              })),
            );
          return { message: inserted, taken: true };
        }
        const [seen] = await tx
          .update(mailMessageTable)
          .set({ timesReceived: sql`${mailMessageTable.timesReceived} + 1` })
          .where(
            and(
              eq(mailMessageTable.mandantId, message.mandantId),
              eq(mailMessageTable.mailboxId, message.mailboxId),
              eq(mailMessageTable.messageId, message.messageId),
            ),
          )
          .returning();
        if (!seen) throw new Error('message neither inserted nor found');
        return { message: seen, taken: false };
      });
    },

    /** Messages of a mailbox with attachments not yet handed to capture (a poll cut off earlier). */
    async messagesWithPendingAttachments(mailboxId: string): Promise<MailMessageRow[]> {
      return db
        .select()
        .from(mailMessageTable)
        .where(
          and(
            eq(mailMessageTable.mailboxId, mailboxId),
            isNull(mailMessageTable.dismissedAt),
            sql`EXISTS (SELECT 1 FROM mail_attachment a WHERE a.mail_message_id = ${mailMessageTable.id} AND a.outcome = 'pending')`,
          ),
        );
    },

    /** Hand-overs that never finished (the process ended in between) become visible, retryable reasons. */
    async markInterruptedHandovers(olderThan: Date): Promise<number> {
      const rows = await db
        .update(mailAttachmentTable)
        .set({ outcome: 'refused', reason: 'mail.handover_interrupted' })
        .where(
          and(
            eq(mailAttachmentTable.outcome, 'handing'),
            lte(mailAttachmentTable.handedAt, olderThan.toISOString()),
          ),
        )
        .returning({ id: mailAttachmentTable.id });
      return rows.length;
    },

    /** Claims the message's attachments in `from` for a hand-over: whoever changes them first hands them. */
    async claimAttachments(
      messageId: string,
      from: 'pending' | 'refused',
      now: Date,
    ): Promise<MailAttachmentRow[]> {
      return db
        .update(mailAttachmentTable)
        .set({ outcome: 'handing', handedAt: now.toISOString(), reason: null })
        .where(and(eq(mailAttachmentTable.mailMessageId, messageId), eq(mailAttachmentTable.outcome, from)))
        .returning();
    },

    async settleAttachment(
      id: string,
      values: Pick<MailAttachmentRow, 'outcome' | 'reason' | 'importJobId' | 'stackId'>,
    ): Promise<void> {
      await db.update(mailAttachmentTable).set(values).where(eq(mailAttachmentTable.id, id));
    },

    /** After a retry's new look at the message: its own reason and each still refused attachment's. */
    async reevaluate(
      messageId: string,
      reason: string | null,
      attachments: EvaluatedAttachment[],
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(mailMessageTable).set({ reason }).where(eq(mailMessageTable.id, messageId));
        for (const attachment of attachments) {
          await tx
            .update(mailAttachmentTable)
            .set({ outcome: attachment.outcome, reason: attachment.reason })
            .where(
              and(
                eq(mailAttachmentTable.mailMessageId, messageId),
                eq(mailAttachmentTable.position, attachment.position),
                eq(mailAttachmentTable.outcome, 'refused'),
              ),
            );
        }
      });
    },
  };
}

/** What the Posteingang reads and changes. */
export function createInboxRepository({ db }: { db: Db }) {
  return {
    async findMessage(mandantId: string, id: string): Promise<MailMessageRow | null> {
      const [row] = await db
        .select()
        .from(mailMessageTable)
        .where(and(eq(mailMessageTable.mandantId, mandantId), eq(mailMessageTable.id, id)));
      return row ?? null;
    },

    async listMessages(query: {
      mandantId: string;
      filter: 'all' | 'attention';
      offset: number;
      limit: number;
    }): Promise<{ total: number; rows: MailMessageRow[] }> {
      const where = and(
        eq(mailMessageTable.mandantId, query.mandantId),
        query.filter === 'attention' ? and(isNull(mailMessageTable.dismissedAt), needsAttention) : undefined,
      );
      const [count] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(mailMessageTable)
        .where(where);
      const rows = await db
        .select()
        .from(mailMessageTable)
        .where(where)
        .orderBy(desc(mailMessageTable.receivedAt), desc(mailMessageTable.createdAt))
        .offset(query.offset)
        .limit(query.limit);
      return { total: Number(count?.total ?? 0), rows };
    },

    async attachmentsOf(messageIds: string[]): Promise<MailAttachmentRow[]> {
      if (messageIds.length === 0) return [];
      return db
        .select()
        .from(mailAttachmentTable)
        .where(inArray(mailAttachmentTable.mailMessageId, messageIds))
        .orderBy(asc(mailAttachmentTable.position));
    },

    async dismiss(id: string, userId: string, now: Date): Promise<void> {
      await db
        .update(mailMessageTable)
        .set({ dismissedAt: now.toISOString(), dismissedBy: userId })
        .where(and(eq(mailMessageTable.id, id), isNull(mailMessageTable.dismissedAt)));
    },
  };
}

/** The repositories of the module, as the use cases see them. */
export function createMailRepository(deps: { db: Db }) {
  return {
    ...createMailboxRepository(deps),
    ...createMessageRepository(deps),
    ...createInboxRepository(deps),
  };
}
export type MailRepository = ReturnType<typeof createMailRepository>;
