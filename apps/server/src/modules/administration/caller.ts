import type { AdministrationDependencies } from './administration.dependencies.js';
import { unauthorized } from '../../kernel/errors.js';
import type { AuthContext } from '../../kernel/auth-context.js';

/** The caller with their Kanzlei; administration calls work within it. */
export async function resolveCaller(deps: Pick<AdministrationDependencies, 'tenancy'>, auth: AuthContext) {
  const user = await deps.tenancy.findUserById(auth.userId);
  if (!user || !user.active) throw unauthorized();
  return { userId: user.id, kanzleiId: user.kanzleiId, isAdmin: user.isAdmin, user };
}
