import {
  StackType,
  validateMailbox,
  type IntakeMailbox,
  type MailboxPollStarted,
  type MailboxUpdate,
} from '@belegfluss/shared';
import { getStackOrThrow } from '../capture/index.js';
import { assertValid } from '../../kernel/validation.js';
import type { MailContext } from './mail.context.js';
import { mailError } from './mail.errors.js';
import { MAIL_POLL_JOB } from './mail-poll.job.js';
import type { MailboxRow } from './mail.repository.js';

const DEFAULT_MAILBOX: Omit<IntakeMailbox, 'mandantId'> = {
  enabled: false,
  stackId: null,
  einvoiceStackId: null,
  pollMinutes: 5,
  allowedSenders: [],
  imap: { host: '', port: 993, security: 'TLS', user: '', folder: 'INBOX', hasPassword: false },
  status: { lastPollAt: null, lastErrorCode: null, lastJobId: null },
};

function toMailbox(row: MailboxRow): IntakeMailbox {
  return {
    mandantId: row.mandantId,
    enabled: row.enabled,
    stackId: row.stackId,
    einvoiceStackId: row.einvoiceStackId,
    pollMinutes: row.pollMinutes,
    allowedSenders: row.allowedSenders,
    imap: {
      host: row.host,
      port: row.port,
      security: row.security === 'STARTTLS' ? 'STARTTLS' : 'TLS',
      user: row.userName,
      folder: row.folder,
      hasPassword: row.passwordEncrypted !== null,
    },
    status: { lastPollAt: row.lastPollAt, lastErrorCode: row.lastErrorCode, lastJobId: row.lastJobId },
  };
}

/** The Mandant's intake mailbox, or the defaults of an empty form; the password never leaves. */
export async function getMailbox(ctx: MailContext, mandantId: string): Promise<IntakeMailbox> {
  const row = await ctx.mail.findMailbox(mandantId);
  return row ? toMailbox(row) : { mandantId, ...DEFAULT_MAILBOX };
}

/** The stacks must be the Mandant's: a standard one for PDFs and images, an e-invoice one for e-invoices. */
async function checkStacks(ctx: MailContext, update: MailboxUpdate) {
  if (update.stackId) {
    const stack = await getStackOrThrow(ctx.capture, update.mandantId, update.stackId);
    if (stack.type === StackType.einvoice) throw mailError.stackEInvoice();
  }
  if (update.einvoiceStackId) {
    const stack = await getStackOrThrow(ctx.capture, update.mandantId, update.einvoiceStackId);
    if (stack.type !== StackType.einvoice) throw mailError.einvoiceStackRequired();
  }
}

export async function saveMailbox(ctx: MailContext, update: MailboxUpdate): Promise<IntakeMailbox> {
  assertValid(validateMailbox(update));
  await checkStacks(ctx, update);
  const current = await ctx.mail.findMailbox(update.mandantId);
  const passwordEncrypted = update.imap.password
    ? ctx.secrets.seal(update.imap.password)
    : (current?.passwordEncrypted ?? null);
  if (update.enabled && !passwordEncrypted) throw mailError.notConfigured();
  const accountChanged =
    current &&
    (current.host !== update.imap.host.trim() ||
      current.userName !== update.imap.user.trim() ||
      current.folder !== update.imap.folder.trim());
  const row = await ctx.mail.saveMailbox({
    mandantId: update.mandantId,
    enabled: update.enabled,
    host: update.imap.host.trim(),
    port: update.imap.port,
    security: update.imap.security,
    userName: update.imap.user.trim(),
    passwordEncrypted,
    folder: update.imap.folder.trim(),
    pollMinutes: update.pollMinutes,
    stackId: update.stackId,
    einvoiceStackId: update.einvoiceStackId,
    allowedSenders: update.allowedSenders.map((entry) => entry.trim().toLowerCase()),
    nextPollAt: update.enabled ? ctx.deps.clock.now().toISOString() : null,
    // Another account or folder starts from its first message; the Message-ID key still takes each once.
    ...(accountChanged ? { uidValidity: null, lastUid: 0 } : {}),
    updatedAt: ctx.deps.clock.now().toISOString(),
  });
  return toMailbox(row);
}

/** "Jetzt abrufen": queues a poll of the Mandant's mailbox at once; its job shows how it went. */
export async function startPoll(
  ctx: MailContext,
  mandantId: string,
  userId: string | null,
): Promise<MailboxPollStarted> {
  const row = await ctx.mail.findMailbox(mandantId);
  if (!row?.enabled || !row.passwordEncrypted) throw mailError.notConfigured();
  const job = await ctx.deps.jobs.enqueue(
    MAIL_POLL_JOB,
    { mailboxId: row.id },
    { mandantId, createdBy: userId },
  );
  await ctx.mail.updateMailboxStatus(row.id, { lastJobId: job.id });
  return { jobId: job.id };
}
