import type { KernelDependencies } from '../../kernel/dependencies.js';
import { anchorLocation, writeAnchor } from './audit.anchors.js';
import { createAuditChecksRepository } from './audit-checks.repository.js';
import { verifyAuditTrail } from './audit.verify.js';

type TrailDependencies = Pick<KernelDependencies, 'db' | 'config' | 'clock' | 'logger'>;

/** Writes a signed anchor of every chain head now (daily, and with every export). */
export async function anchorAuditTrail(deps: TrailDependencies, reason: 'daily' | 'export' | 'manual') {
  const heads = await createAuditChecksRepository({ db: deps.db }).listChainHeads();
  return writeAnchor(anchorLocation(deps.config), {
    createdAt: deps.clock.now().toISOString(),
    reason,
    heads: heads.map((head) => ({ chainKey: head.chainKey, seq: head.lastSeq, hash: head.lastHash })),
  });
}

/** Verifies the whole trail against the anchors and records the result; a failure is the administrator's alarm. */
export async function checkAuditTrail(deps: TrailDependencies, trigger: 'nightly' | 'cli' | 'manual') {
  const result = await verifyAuditTrail(deps.db, anchorLocation(deps.config));
  const check = await createAuditChecksRepository({ db: deps.db }).insertCheck({
    checkedAt: deps.clock.now().toISOString(),
    trigger,
    ok: result.ok,
    chains: result.chains,
    entries: result.entries,
    anchors: result.anchors,
    problems: result.problems,
  });
  if (!result.ok) deps.logger.error({ problems: result.problems }, 'audit trail check failed');
  return check;
}

/** The latest check and whether it raises the alarm (failed and not yet acknowledged). */
export async function auditTrailStatus(deps: Pick<KernelDependencies, 'db'>) {
  const latest = await createAuditChecksRepository({ db: deps.db }).latestCheck();
  return { latest, alarm: latest !== null && !latest.ok && latest.acknowledgedAt === null };
}

export async function acknowledgeAuditAlarm(deps: Pick<KernelDependencies, 'db' | 'clock'>, userId: string) {
  const repository = createAuditChecksRepository({ db: deps.db });
  const latest = await repository.latestCheck();
  if (latest && !latest.ok) await repository.acknowledge(latest.id, userId, deps.clock.now().toISOString());
}
