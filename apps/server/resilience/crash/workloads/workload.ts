import type { Database } from '../../../src/kernel/database.js';
import type { Caller } from '../../lib/caller.js';

/** What a workload sees of the running installation in one window between kills. */
export type WorkloadSession = {
  caller: Caller;
  mandantId: string;
  /** Demo user ids by Kürzel (recipients of workflows …). */
  userIds: Record<string, string>;
};

export type WorkloadCheck = { problems: string[]; figures: Record<string, number> };

/**
 * One kind of work a crash run keeps sending while the server is killed: document intake today;
 * the export and archive runs plug in here once those modules exist (drive their calls, then check
 * that each confirmed run is complete exactly once and nothing half-written is left).
 */
export type Workload = {
  name: string;
  /** Sends work until `until` (a kill may cut a request short: that call stays unconfirmed). */
  drive: (session: WorkloadSession, until: number) => Promise<void>;
  /** Whether the workload has sent everything it means to. */
  finished: () => boolean;
  /** Checks on the stopped installation: after each kill, and with `final` when every job has run. */
  verify: (database: Database, final: boolean) => Promise<WorkloadCheck>;
};
