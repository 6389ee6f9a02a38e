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

/** A Mandant id the database can look up (anything else names no Mandant). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The one gate every Mandant-scoped call passes: the Mandant must exist, be active and be
 * accessible to the user; with `right`, the user must also hold that right for it. One query,
 * read fresh on every call, so a revoked right or access is refused on the next call.
 */
export async function requireMandantAccess(
  tenancy: TenancyRepository,
  auth: AuthContext,
  mandantId: string,
  right?: string,
): Promise<MandantRow> {
  const gate = await tenancy.findMandantGate(
    auth.userId,
    UUID.test(mandantId) ? mandantId : null,
    right ? [right] : [],
  );
  if (!gate) throw forbidden();
  const { mandant } = gate;
  if (!mandant) throw mandantNotFound({ mandantId });
  if (right && !gate.isAdmin && !gate.holdsRight) throw forbidden({ right });
  const passed = passedGates.get(auth) ?? new Set<string>();
  passedGates.set(auth, passed.add(mandant.id));
  return mandant;
}
