import { z } from 'zod';
import { defineJob } from '../../kernel/jobs.js';
import type { MailContext } from './mail.context.js';
import { pollMailbox } from './mail-poll.usecases.js';

export const MAIL_POLL_JOB = 'mail.poll';

/**
 * Polls one intake mailbox in a worker. A failed connection is retried (the job's attempts) and
 * stays visible: the job turns faulty and the mailbox shows the `mail.imap_*` reason.
 */
export function createMailPollJob(ctx: MailContext) {
  return defineJob({
    kind: MAIL_POLL_JOB,
    payloadSchema: z.object({ mailboxId: z.uuid() }),
    maxAttempts: 3,
    concurrency: 2,
    handler: (context) => pollMailbox(ctx, context.payload.mailboxId, context.signal),
  });
}
