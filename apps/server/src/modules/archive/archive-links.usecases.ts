import { Rights } from '@belegfluss/shared';
import type { AuthContext } from '../../kernel/auth-context.js';
import { forbidden } from '../../kernel/errors.js';
import { createAuditChecksRepository } from '../audit/index.js';
import { readableMandanten, requireArchiveReader } from './archive.access.js';
import type { ArchiveDependencies } from './archive.dependencies.js';
import { archiveError } from './archive.errors.js';
import { createArchiveRepository } from './archive.repository.js';
import { getArchivedDocument, rowOf } from './archive-viewer.usecases.js';

/** Deep links to the archive are released per user: the role deep_link_arc_view (archive right or admin). */
function requireDeepLinkRelease(auth: AuthContext) {
  if (!auth.isAdmin && !auth.rights.has(Rights.canStartUniview)) throw archiveError.deepLinkNotReleased();
}

/** ArcDocViewer/DL/{DOC_UID}: the document by its archive id or its document UID (the newest revision). */
export async function openDeepLink(deps: ArchiveDependencies, auth: AuthContext, docUid: string) {
  requireDeepLinkRelease(auth);
  const repository = createArchiveRepository({ db: deps.db });
  const revision = (await repository.findRevision(docUid)) ?? (await repository.findCurrentBySource(docUid));
  if (!revision) throw archiveError.documentNotFound({ documentId: docUid });
  return getArchivedDocument(deps, auth, revision.id);
}

/** An external application opens a session of archived documents for the signed-in user. */
export async function createExternSession(
  deps: ArchiveDependencies,
  auth: AuthContext,
  input: { mandantId: string; sourceDocumentIds: string[]; validMinutes: number },
) {
  requireDeepLinkRelease(auth);
  await requireArchiveReader(deps, auth, input.mandantId);
  const archived = await createArchiveRepository({ db: deps.db }).archivedSources(
    input.mandantId,
    input.sourceDocumentIds,
  );
  if (archived.size !== new Set(input.sourceDocumentIds).size) throw archiveError.documentNotFound();
  const now = deps.clock.now();
  const session = await createArchiveRepository({ db: deps.db }).insertExternSession({
    mandantId: input.mandantId,
    userId: auth.userId,
    sourceDocumentIds: [...archived],
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + input.validMinutes * 60_000).toISOString(),
  });
  return readExternSession(deps, auth, session.id);
}

/** ArcDocViewer/EXTERN/{SESSION_UID}: the session's documents, for the user it was opened for, until it expires. */
export async function readExternSession(deps: ArchiveDependencies, auth: AuthContext, sessionUid: string) {
  requireDeepLinkRelease(auth);
  const repository = createArchiveRepository({ db: deps.db });
  const session = await repository.findExternSession(sessionUid);
  const expired = !session || Date.parse(session.expiresAt) <= deps.clock.now().getTime();
  if (expired || session.userId !== auth.userId) throw archiveError.sessionNotFound({ sessionUid });
  const mandant = await requireArchiveReader(deps, auth, session.mandantId);
  const revisions = await repository.listCurrentBySources(session.sourceDocumentIds);
  return {
    sessionUid: session.id,
    expiresAt: new Date(session.expiresAt).toISOString(),
    documents: revisions.map((revision) => rowOf(revision, { mandantName: mandant.name, status: 'current' })),
  };
}

/** The history search (Protokollsuche) over a Mandant's audit trail, for its administrators. */
export async function searchHistory(
  deps: ArchiveDependencies,
  auth: AuthContext,
  input: {
    mandantId: string;
    from?: string | undefined;
    to?: string | undefined;
    action?: string | undefined;
    entityId?: string | undefined;
    limit: number;
  },
) {
  if (!auth.isAdmin) throw forbidden();
  if (!(await readableMandanten(deps, auth)).some((mandant) => mandant.id === input.mandantId))
    throw forbidden();
  const rows = await createAuditChecksRepository({ db: deps.db }).search(input);
  const names = new Map<string, string>();
  for (const actorId of new Set(rows.flatMap((row) => (row.actorId ? [row.actorId] : [])))) {
    names.set(actorId, (await deps.tenancy.findUserById(actorId))?.fullName ?? actorId);
  }
  return rows.map((row) => ({
    seq: row.seq,
    at: new Date(row.createdAt).toISOString(),
    actor: row.actorId ? (names.get(row.actorId) ?? null) : null,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    data: row.data as Record<string, unknown>,
  }));
}
