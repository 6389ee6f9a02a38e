import type { Logger } from '../../kernel/logger.js';
import type { JobsRepository } from './jobs.repository.js';

/**
 * Re-queues jobs a crashed process left running (`all`: every running job, for the embedded
 * database at start), and jobs that never reached the queue.
 */
export function createJobRecovery(options: {
  repository: JobsRepository;
  logger: Logger;
  /** Jobs this process runs now; they are not interrupted. */
  running: Map<string, AbortController>;
  sendToQueue: (id: string, kind: string) => Promise<unknown>;
  isRegistered: (kind: string) => boolean;
  staleSeconds: number;
}) {
  const { repository, logger, running, sendToQueue } = options;
  return async function recover({ all }: { all: boolean }) {
    const interrupted = await repository.findInterrupted({ staleSeconds: options.staleSeconds, all });
    for (const row of interrupted) {
      if (running.has(row.id)) continue;
      if (await repository.reinitialise(row.id, row.workerId)) {
        logger.warn({ jobId: row.id, kind: row.kind }, 'job was interrupted; queued again');
        await sendToQueue(row.id, row.kind);
      }
    }
    for (const row of await repository.findUnqueued(30)) {
      if (options.isRegistered(row.kind)) await sendToQueue(row.id, row.kind);
    }
  };
}
