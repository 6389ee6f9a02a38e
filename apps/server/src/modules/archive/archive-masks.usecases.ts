import type { SearchEntry, SearchMask } from '@belegfluss/shared';
import type { AuthContext } from '../../kernel/auth-context.js';
import { forbidden } from '../../kernel/errors.js';
import type { ArchiveDependencies } from './archive.dependencies.js';
import { archiveError } from './archive.errors.js';
import { createMaskRepository, type MaskRow, type MaskValues } from './archive-masks.repository.js';

type MaskInput = {
  id?: string | undefined;
  name: string;
  entries: SearchEntry[];
  resultFields: string[];
  showRevision: boolean;
  showSystemFields: boolean;
};

async function kanzleiOf(deps: ArchiveDependencies, auth: AuthContext) {
  const user = await deps.tenancy.findUserById(auth.userId);
  if (!user) throw forbidden();
  return user.kanzleiId;
}

async function ownerName(deps: ArchiveDependencies, ownerId: string) {
  return (await deps.tenancy.findUserById(ownerId))?.fullName ?? '';
}

function view(row: MaskRow & { ownerName: string }, auth: AuthContext): SearchMask {
  return {
    id: row.id,
    name: row.name,
    entries: row.entries,
    resultFields: row.resultFields as SearchMask['resultFields'],
    showRevision: row.showRevision,
    showSystemFields: row.showSystemFields,
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    published: row.published,
    own: row.ownerId === auth.userId,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** A mask the caller may see (own or published in the Kanzlei). */
async function visibleMask(deps: ArchiveDependencies, auth: AuthContext, id: string) {
  const row = await createMaskRepository({ db: deps.db }).find(id);
  if (
    !row ||
    row.kanzleiId !== (await kanzleiOf(deps, auth)) ||
    (!row.published && row.ownerId !== auth.userId)
  ) {
    throw archiveError.maskNotFound({ id });
  }
  return row;
}

/** A mask the caller may change: their own (administrators may also remove published ones). */
async function ownMask(deps: ArchiveDependencies, auth: AuthContext, id: string, adminMay = false) {
  const row = await visibleMask(deps, auth, id);
  if (row.ownerId !== auth.userId && !(adminMay && auth.isAdmin)) throw archiveError.maskNotOwner({ id });
  return row;
}

export async function listMasks(deps: ArchiveDependencies, auth: AuthContext) {
  const rows = await createMaskRepository({ db: deps.db }).listVisible(
    await kanzleiOf(deps, auth),
    auth.userId,
  );
  return Promise.all(
    rows.map(async (row) => view({ ...row, ownerName: await ownerName(deps, row.ownerId) }, auth)),
  );
}

/** Saves a new mask or the caller's own one under a name unique among their masks. */
export async function saveMask(deps: ArchiveDependencies, auth: AuthContext, input: MaskInput) {
  const repository = createMaskRepository({ db: deps.db });
  if (input.id) await ownMask(deps, auth, input.id);
  if (await repository.nameTaken(auth.userId, input.name, input.id))
    throw archiveError.maskNameTaken({ name: input.name });
  const values: MaskValues = {
    name: input.name,
    entries: input.entries,
    resultFields: input.resultFields,
    showRevision: input.showRevision,
    showSystemFields: input.showSystemFields,
  };
  const id = input.id ?? (await repository.insert(await kanzleiOf(deps, auth), auth.userId, values));
  if (input.id) await repository.update(input.id, values);
  return view({ ...((await repository.find(id)) as MaskRow), ownerName: auth.fullName }, auth);
}

/** Copies any visible mask into a new one of the caller. */
export async function copyMask(
  deps: ArchiveDependencies,
  auth: AuthContext,
  input: { id: string; name: string },
) {
  const source = await visibleMask(deps, auth, input.id);
  return saveMask(deps, auth, { ...source, id: undefined, name: input.name });
}

export async function publishMask(
  deps: ArchiveDependencies,
  auth: AuthContext,
  input: { id: string; published: boolean },
) {
  await ownMask(deps, auth, input.id);
  const repository = createMaskRepository({ db: deps.db });
  await repository.update(input.id, { published: input.published });
  return view({ ...((await repository.find(input.id)) as MaskRow), ownerName: auth.fullName }, auth);
}

export async function deleteMask(deps: ArchiveDependencies, auth: AuthContext, id: string) {
  await ownMask(deps, auth, id, true);
  await createMaskRepository({ db: deps.db }).delete(id);
}
