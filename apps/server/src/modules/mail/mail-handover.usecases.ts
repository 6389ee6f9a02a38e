import { importReceivedFiles } from '../capture/index.js';
import { isAppError } from '../../kernel/errors.js';
import type { MailContext } from './mail.context.js';
import type { ParsedMail } from './mail.models.js';
import type { MailboxRow, MailAttachmentRow, MailMessageRow } from './mail.repository.js';

const FOLDER_NAME_MAX = 120;

function folderName(message: MailMessageRow): string {
  const when = message.receivedAt.slice(0, 16).replace('T', ' ');
  const subject = message.subject.trim();
  return `E-Mail ${when}${subject ? ` – ${subject}` : ''}`.slice(0, FOLDER_NAME_MAX);
}

function emlFileName(message: MailMessageRow): string {
  return `E-Mail ${message.receivedAt.slice(0, 19).replace('T', ' ').replace(/:/g, '-')}.eml`;
}

async function settleRefused(ctx: MailContext, claimed: MailAttachmentRow[], code: string) {
  for (const row of claimed)
    await ctx.mail.settleAttachment(row.id, {
      outcome: 'refused',
      reason: code,
      importJobId: null,
      stackId: null,
    });
}

/**
 * Hands the attachments claimed from `from` to capture's import, all in one upload (one folder per
 * message and stack): accepted ones become `queued` with their import job, refused ones keep
 * capture's reason. The claim makes sure each attachment is handed once, whichever worker runs.
 */
export async function handOverAttachments(
  ctx: MailContext,
  mailbox: MailboxRow,
  message: MailMessageRow,
  mail: ParsedMail,
  from: 'pending' | 'refused',
): Promise<void> {
  const claimed = await ctx.mail.claimAttachments(message.id, from, ctx.deps.clock.now());
  if (claimed.length === 0) return;
  if (!mailbox.stackId || !message.emlSha256) return settleRefused(ctx, claimed, 'mail.stack_required');
  const files = claimed.map((row) => {
    const attachment = mail.attachments[row.position];
    if (!attachment) throw new Error(`attachment ${row.position} missing from message ${message.id}`);
    return { fileName: attachment.fileName, content: attachment.content };
  });
  let results;
  try {
    results = await importReceivedFiles(
      ctx.capture,
      {
        mandantId: mailbox.mandantId,
        stackId: mailbox.stackId,
        einvoiceStackId: mailbox.einvoiceStackId,
        folderName: folderName(message),
        origin: {
          sha256: message.emlSha256,
          fileName: emlFileName(message),
          contentType: 'message/rfc822',
          size: message.emlSize,
        },
      },
      files,
    );
  } catch (error) {
    if (isAppError(error)) return settleRefused(ctx, claimed, error.code);
    for (const row of claimed)
      await ctx.mail.settleAttachment(row.id, {
        outcome: 'pending',
        reason: null,
        importJobId: null,
        stackId: null,
      });
    throw error;
  }
  for (const [index, row] of claimed.entries()) {
    const result = results[index];
    await ctx.mail.settleAttachment(
      row.id,
      result?.accepted
        ? {
            outcome: 'queued',
            reason: null,
            importJobId: result.jobId,
            stackId: result.routedTo?.stackId ?? mailbox.stackId,
          }
        : {
            outcome: 'refused',
            reason: result?.error?.code ?? 'mail.unreadable',
            importJobId: null,
            stackId: null,
          },
    );
  }
}
