import { Readable } from 'node:stream';
import type { MailboxPollResult } from '@belegfluss/shared';
import { isAppError } from '../../kernel/errors.js';
import { PermanentJobError } from '../../kernel/jobs.js';
import type { MailContext } from './mail.context.js';
import { handOverAttachments } from './mail-handover.usecases.js';
import { openImapFolder, type ImapFolder, type ImapMessageRef } from './mail.imap.js';
import { evaluateMail, parseMail, syntheticMessageId } from './mail.models.js';
import type { MailboxRow } from './mail.repository.js';

/** A hand-over older than this is taken as cut off by a crash and shown as interrupted. */
const HANDOVER_STALE_MS = 10 * 60_000;

/** Reads a message from the store again (for resumed hand-overs and retries). */
export async function readStoredMail(ctx: MailContext, emlSha256: string) {
  return parseMail(await ctx.deps.storage.getBuffer(emlSha256));
}

/**
 * Takes one message: stores the received file, records the message with its attachments' fate
 * (once per Message-ID, in one transaction) and hands what may become documents to capture.
 */
export async function takeMessage(
  ctx: MailContext,
  mailbox: MailboxRow,
  source: Buffer,
  uid: number | null,
): Promise<'taken' | 'duplicate'> {
  const mail = await parseMail(source);
  const stored = await ctx.deps.storage.put(Readable.from([source]));
  const evaluation = evaluateMail(mail, {
    allowedSenders: mailbox.allowedSenders,
    uploadMaxBytes: ctx.deps.config.uploadMaxBytes,
  });
  const { message, taken } = await ctx.mail.takeMessage(
    {
      mandantId: mailbox.mandantId,
      mailboxId: mailbox.id,
      messageId: mail.messageId,
      imapUid: uid,
      fromAddress: mail.from,
      subject: mail.subject,
      receivedAt: (mail.date ?? ctx.deps.clock.now()).toISOString(),
      emlSha256: stored.sha256,
      emlSize: stored.size,
      reason: evaluation.reason,
    },
    evaluation.attachments,
  );
  if (!taken) return 'duplicate';
  await handOverAttachments(ctx, mailbox, message, mail, 'pending');
  return 'taken';
}

/** A message over MAIL_MAX_BYTES is not fetched: it waits in the Posteingang with what the envelope says. */
async function recordOversized(ctx: MailContext, mailbox: MailboxRow, ref: ImapMessageRef) {
  const envelope = ref.envelope;
  const { taken } = await ctx.mail.takeMessage(
    {
      mandantId: mailbox.mandantId,
      mailboxId: mailbox.id,
      messageId:
        envelope.messageId ?? syntheticMessageId(Buffer.from(`${mailbox.id}/${ref.uid}/${ref.size}`)),
      imapUid: ref.uid,
      fromAddress: envelope.from,
      subject: envelope.subject,
      receivedAt: (envelope.date ?? ctx.deps.clock.now()).toISOString(),
      emlSha256: null,
      emlSize: ref.size,
      reason: 'mail.too_large',
    },
    [],
  );
  return taken ? 'taken' : 'duplicate';
}

/** Finishes what an earlier poll left: attachments recorded but not yet handed to capture. */
async function resumeHandovers(ctx: MailContext, mailbox: MailboxRow) {
  await ctx.mail.markInterruptedHandovers(new Date(ctx.deps.clock.now().getTime() - HANDOVER_STALE_MS));
  for (const message of await ctx.mail.messagesWithPendingAttachments(mailbox.id)) {
    if (!message.emlSha256) continue;
    await handOverAttachments(ctx, mailbox, message, await readStoredMail(ctx, message.emlSha256), 'pending');
  }
}

async function openFolder(ctx: MailContext, mailbox: MailboxRow): Promise<ImapFolder> {
  if (!mailbox.passwordEncrypted) throw new PermanentJobError('mail.not_configured', 'no password stored');
  try {
    return await openImapFolder(
      {
        host: mailbox.host,
        port: mailbox.port,
        security: mailbox.security === 'STARTTLS' ? 'STARTTLS' : 'TLS',
        user: mailbox.userName,
        password: ctx.secrets.open(mailbox.passwordEncrypted),
        folder: mailbox.folder,
      },
      { caFile: ctx.deps.config.mailImapCaFile },
    );
  } catch (error) {
    const code = isAppError(error) ? error.code : 'mail.imap_connection_failed';
    await ctx.mail.updateMailboxStatus(mailbox.id, {
      lastPollAt: ctx.deps.clock.now().toISOString(),
      lastErrorCode: code,
    });
    throw error;
  }
}

/**
 * One poll of a Mandant's intake mailbox: every message after the last UID seen (all of them
 * when the folder's UIDVALIDITY changed) is taken once; each is marked as seen in the mailbox,
 * which keeps it. Safe to run again and in several workers: the Message-ID key decides.
 */
export async function pollMailbox(
  ctx: MailContext,
  mailboxId: string,
  signal: AbortSignal,
): Promise<MailboxPollResult> {
  const mailbox = await ctx.mail.findMailboxById(mailboxId);
  if (!mailbox?.enabled || !mailbox.stackId)
    throw new PermanentJobError('mail.not_configured', 'mailbox off');
  await resumeHandovers(ctx, mailbox);
  const folder = await openFolder(ctx, mailbox);
  const result = { taken: 0, duplicates: 0 };
  try {
    const sameFolder = mailbox.uidValidity === folder.uidValidity;
    for (const ref of await folder.listAfter(sameFolder ? mailbox.lastUid : 0)) {
      if (signal.aborted) break;
      const outcome =
        ref.size > ctx.deps.config.mailMaxBytes
          ? await recordOversized(ctx, mailbox, ref)
          : await takeMessage(ctx, mailbox, await folder.source(ref.uid), ref.uid);
      if (outcome === 'taken') result.taken += 1;
      else result.duplicates += 1;
      await folder.markSeen(ref.uid);
      await ctx.mail.updateMailboxStatus(mailbox.id, { uidValidity: folder.uidValidity, lastUid: ref.uid });
    }
  } finally {
    await folder.close();
  }
  await ctx.mail.updateMailboxStatus(mailbox.id, {
    lastPollAt: ctx.deps.clock.now().toISOString(),
    lastErrorCode: null,
  });
  return result;
}
