import { z } from 'zod';
import type { KernelDependencies } from '../../kernel/dependencies.js';
import { defineJob } from '../../kernel/jobs.js';
import type { AppModule } from '../../kernel/module.js';
import { anchorAuditTrail, checkAuditTrail } from './audit.trail.js';

export const AUDIT_NIGHTLY_JOB = 'audit.nightly';

/** The audit trail's nightly job: a signed anchor of every chain head, then a check of the whole trail. */
export const auditModule: AppModule<KernelDependencies> = {
  name: 'audit',
  createJobs: (deps) => [
    defineJob({
      kind: AUDIT_NIGHTLY_JOB,
      payloadSchema: z.object({ day: z.string() }),
      maxAttempts: 3,
      async handler() {
        const anchor = await anchorAuditTrail(deps, 'daily');
        const check = await checkAuditTrail(deps, 'nightly');
        return { anchor, ok: check.ok, problems: check.problems.length };
      },
    }),
  ],
};
