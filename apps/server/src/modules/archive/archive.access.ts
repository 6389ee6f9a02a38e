import { ORIGINAL_READER_GROUP, Rights } from '@belegfluss/shared';
import type { AuthContext } from '../../kernel/auth-context.js';
import { forbidden } from '../../kernel/errors.js';
import { requireMandantAccess } from '../tenancy/index.js';
import type { ArchiveDependencies } from './archive.dependencies.js';

/**
 * The Mandanten whose archive the caller may read: accessible ones where the caller holds the archive
 * right (UA_CAN_START_UNIVIEW), globally or for that Mandant; administrators read every accessible one.
 */
export async function readableMandanten(deps: ArchiveDependencies, auth: AuthContext) {
  const user = await deps.tenancy.findUserById(auth.userId);
  if (!user) throw forbidden();
  const accessible = await deps.tenancy.listAccessibleMandanten(user);
  if (user.isAdmin) return accessible;
  const allowed = await Promise.all(
    accessible.map(async (mandant) =>
      (await deps.tenancy.listRights(user.id, mandant.id)).includes(Rights.canStartUniview),
    ),
  );
  return accessible.filter((_, index) => allowed[index]);
}

/** The gate of every call on one archived document: the archive right for its Mandant. */
export function requireArchiveReader(deps: ArchiveDependencies, auth: AuthContext, mandantId: string) {
  return requireMandantAccess(deps.tenancy, auth, mandantId, Rights.canStartUniview);
}

/** Whether the caller may see originals (spec 002: group Original-Leser; administrators too). */
export async function isOriginalReader(deps: ArchiveDependencies, auth: AuthContext) {
  return auth.isAdmin || deps.tenancy.isMemberOfGroup(auth.userId, ORIGINAL_READER_GROUP);
}
