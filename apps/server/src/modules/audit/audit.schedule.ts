import type { KernelDependencies } from '../../kernel/dependencies.js';
import { utcToLocal } from '../../kernel/local-time.js';
import type { JobService } from '../jobs/index.js';
import { createAuditChecksRepository } from './audit-checks.repository.js';
import { AUDIT_NIGHTLY_JOB } from './audit.module.js';

const EVERY_MINUTES = 10;
/** The nightly check runs from this local hour on (or at the first look after a start later in the day). */
const FROM_HOUR = 2;

/**
 * Starts the nightly audit check in a worker process: every few minutes it claims the current day
 * (once across all processes, by the `audit_daily_run` row) after 02:00 German time and queues the
 * job. Returns a function that stops it.
 */
export function startAuditSchedule(
  deps: Pick<KernelDependencies, 'db' | 'clock' | 'logger'> & { jobs: JobService },
) {
  const tick = async () => {
    const now = deps.clock.now();
    const local = utcToLocal(now);
    if (Number(local.time.slice(0, 2)) < FROM_HOUR) return;
    if (!(await createAuditChecksRepository({ db: deps.db }).claimDay(local.date, now.toISOString()))) return;
    await deps.jobs.enqueue(AUDIT_NIGHTLY_JOB, { day: local.date }, { mandantId: null, createdBy: null });
  };
  const run = () =>
    void tick().catch((error: unknown) => deps.logger.warn({ err: error }, 'audit schedule failed'));
  const timer = setInterval(run, EVERY_MINUTES * 60_000);
  timer.unref();
  run();
  return () => clearInterval(timer);
}
