import { isFinal } from '../jobs/index.js';
import type { MailContext } from './mail.context.js';
import { MAIL_POLL_JOB } from './mail-poll.job.js';

const TICK_SECONDS = 30;

/** Queues a poll for each mailbox that is due, unless its previous poll is still waiting or running. */
export async function queueDuePolls(ctx: MailContext): Promise<number> {
  let queued = 0;
  for (const mailbox of await ctx.mail.claimDueMailboxes(ctx.deps.clock.now())) {
    if (mailbox.lastJobId) {
      const [previous] = await ctx.deps.jobs.getMany([mailbox.lastJobId]);
      if (previous && !isFinal(previous.state)) continue;
    }
    const job = await ctx.deps.jobs.enqueue(
      MAIL_POLL_JOB,
      { mailboxId: mailbox.id },
      { mandantId: mailbox.mandantId, createdBy: null },
    );
    await ctx.mail.updateMailboxStatus(mailbox.id, { lastJobId: job.id });
    queued += 1;
  }
  return queued;
}

/**
 * Starts the intake schedule in a worker process: every half minute the due mailboxes are claimed
 * (each by one process, through its next poll time) and their polls queued. Returns the stop.
 */
export function startMailSchedule(ctx: MailContext) {
  const run = () =>
    void queueDuePolls(ctx).catch((error: unknown) =>
      ctx.deps.logger.warn({ err: error }, 'mail intake schedule failed'),
    );
  const timer = setInterval(run, TICK_SECONDS * 1000);
  timer.unref();
  run();
  return () => clearInterval(timer);
}
