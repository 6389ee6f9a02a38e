import { createErrorFactory, forbidden } from '../../kernel/errors.js';
import type { AuthContext } from '../../kernel/auth-context.js';
import type { MandantRow, TenancyRepository } from './tenancy.repository.js';

const mandantNotFound = createErrorFactory('tenancy.mandant_not_found');

/** The Mandanten each request's caller passed the gate for (the auth context lives as long as the request). */
const passedGates = new WeakMap<AuthContext, Set<string>>();

/** Whether this request's caller already passed the gate for `mandantId`: they may work in it. */
export function mandantAccessConfirmed(auth: AuthContext, mandantId: string): boolean {
  return passedGates.get(auth)?.has(mandantId) ?? false;
}

/**
 * The one gate every Mandant-scoped call passes: the Mandant must exist, be active and be
 * accessible to the user; with `right`, the user must also hold that right for it.
 */
export async function requireMandantAccess(
  tenancy: TenancyRepository,
  auth: AuthContext,
  mandantId: string,
  right?: string,
): Promise<MandantRow> {
  const user = await tenancy.findUserById(auth.userId);
  if (!user) throw forbidden();
  const accessible = await tenancy.listAccessibleMandanten(user);
  const mandant = accessible.find((candidate) => candidate.id === mandantId);
  if (!mandant) throw mandantNotFound({ mandantId });
  if (right && !user.isAdmin) {
    const rights = await tenancy.listRights(user.id, mandant.id);
    if (!rights.includes(right)) throw forbidden({ right });
  }
  const passed = passedGates.get(auth) ?? new Set<string>();
  passedGates.set(auth, passed.add(mandant.id));
  return mandant;
}
