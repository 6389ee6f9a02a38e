import { Rights } from '@belegfluss/shared';
import { forbidden } from '../../kernel/errors.js';
import type { AuthContext } from '../../kernel/auth-context.js';
import type { TenancyRepository } from './tenancy.repository.js';
import { requireMandantAccess } from './tenancy.usecases.js';

/** Accounts and cost centres may be changed from the administration or, with its right, from the workflow. */
export const accountEditRights = [Rights.canStartVerwaltung, Rights.canEditAccountsInWorkflow];
/** Everything else of a Mandant's administration needs the administration right. */
export const administrationRights = [Rights.canStartVerwaltung];

/**
 * The gate of every Mandant-scoped master data and settings call: reading needs access to the
 * Mandant; changing needs one of `rights` for it (globally or for this Mandant). Administrators pass.
 */
export function createMandantGuard(deps: { tenancy: TenancyRepository }) {
  return {
    read: (auth: AuthContext, mandantId: string) => requireMandantAccess(deps.tenancy, auth, mandantId),

    async edit(auth: AuthContext, mandantId: string, rights: readonly string[] = accountEditRights) {
      const mandant = await requireMandantAccess(deps.tenancy, auth, mandantId);
      if (auth.isAdmin) return mandant;
      const held = await deps.tenancy.listRights(auth.userId, mandantId);
      if (!rights.some((right) => held.includes(right))) throw forbidden({ rights });
      return mandant;
    },
  };
}

export type MandantGuard = ReturnType<typeof createMandantGuard>;
