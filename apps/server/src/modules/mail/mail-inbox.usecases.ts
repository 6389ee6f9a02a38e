import type { MailMessage, MailMessageList } from '@belegfluss/shared';
import type { MailContext } from './mail.context.js';
import { mailError } from './mail.errors.js';
import { handOverAttachments } from './mail-handover.usecases.js';
import { readStoredMail } from './mail-poll.usecases.js';
import { evaluateMail, messageReasons, messageState } from './mail.models.js';
import type { MailAttachmentRow, MailMessageRow } from './mail.repository.js';

function toMessage(row: MailMessageRow, attachments: MailAttachmentRow[]): MailMessage {
  return {
    id: row.id,
    messageId: row.messageId,
    from: row.fromAddress,
    subject: row.subject,
    receivedAt: row.receivedAt,
    state: messageState(row, attachments),
    reasons: messageReasons(row, attachments),
    timesReceived: row.timesReceived,
    hasEml: row.emlSha256 !== null,
    attachments: attachments.map((attachment) => ({
      id: attachment.id,
      fileName: attachment.fileName,
      contentType: attachment.contentType,
      size: attachment.size,
      outcome: attachment.outcome as MailMessage['attachments'][number]['outcome'],
      reason: attachment.reason,
      importJobId: attachment.importJobId,
      stackId: attachment.stackId,
    })),
  };
}

/** The Posteingang: the Mandant's received messages, by default those waiting with a reason. */
export async function listMessages(
  ctx: MailContext,
  query: { mandantId: string; filter: 'all' | 'attention'; offset: number; limit: number },
): Promise<MailMessageList> {
  const { total, rows } = await ctx.mail.listMessages(query);
  const attachments = await ctx.mail.attachmentsOf(rows.map((row) => row.id));
  return {
    total,
    items: rows.map((row) =>
      toMessage(
        row,
        attachments.filter((attachment) => attachment.mailMessageId === row.id),
      ),
    ),
  };
}

async function messageOrThrow(ctx: MailContext, mandantId: string, messageId: string) {
  const row = await ctx.mail.findMessage(mandantId, messageId);
  if (!row) throw mailError.messageNotFound({ messageId });
  return row;
}

async function currentMessage(ctx: MailContext, row: MailMessageRow): Promise<MailMessage> {
  const fresh = (await ctx.mail.findMessage(row.mandantId, row.id)) ?? row;
  return toMessage(fresh, await ctx.mail.attachmentsOf([row.id]));
}

/**
 * "Erneut übernehmen": looks at the stored message again with today's settings (allow-list,
 * stacks, limits) and hands every attachment that now passes to capture; the rest keep a reason.
 */
export async function retryMessage(ctx: MailContext, input: { mandantId: string; messageId: string }) {
  const row = await messageOrThrow(ctx, input.mandantId, input.messageId);
  if (row.dismissedAt) throw mailError.messageDismissed();
  if (!row.emlSha256) throw mailError.nothingToRetry();
  const mailbox = await ctx.mail.findMailboxById(row.mailboxId);
  if (!mailbox) throw mailError.notConfigured();
  const attachments = await ctx.mail.attachmentsOf([row.id]);
  if (attachments.some((attachment) => attachment.outcome === 'pending' || attachment.outcome === 'handing'))
    throw mailError.messageBusy();
  if (!row.reason && !attachments.some((attachment) => attachment.outcome === 'refused'))
    throw mailError.nothingToRetry();
  const mail = await readStoredMail(ctx, row.emlSha256);
  const evaluation = evaluateMail(mail, {
    allowedSenders: mailbox.allowedSenders,
    uploadMaxBytes: ctx.deps.config.uploadMaxBytes,
  });
  await ctx.mail.reevaluate(row.id, evaluation.reason, evaluation.attachments);
  // The message-wide reason still holds (no attachment, sender not allowed): say so.
  if (evaluation.reason) throw mailError.stillRefused(evaluation.reason);
  await handOverAttachments(ctx, mailbox, row, mail, 'pending');
  return currentMessage(ctx, row);
}

/** "Beiseitelegen": the message leaves the list of open ones; it is kept with its .eml. */
export async function dismissMessage(
  ctx: MailContext,
  userId: string,
  input: { mandantId: string; messageId: string },
): Promise<MailMessage> {
  const row = await messageOrThrow(ctx, input.mandantId, input.messageId);
  if (row.dismissedAt) throw mailError.messageDismissed();
  const attachments = await ctx.mail.attachmentsOf([row.id]);
  const state = messageState(row, attachments);
  if (state === 'imported') throw mailError.messageImported();
  if (state === 'received') throw mailError.messageBusy();
  await ctx.mail.dismiss(row.id, userId, ctx.deps.clock.now());
  return currentMessage(ctx, row);
}

/** The received file as it came (.eml), for download. */
export async function messageEml(ctx: MailContext, input: { mandantId: string; messageId: string }) {
  const row = await messageOrThrow(ctx, input.mandantId, input.messageId);
  if (!row.emlSha256) throw mailError.emlMissing();
  return {
    fileName: `E-Mail ${row.receivedAt.slice(0, 10)} ${row.id.slice(0, 8)}.eml`,
    stream: await ctx.deps.storage.getStream(row.emlSha256),
  };
}
