import {
  ORIGINAL_READER_GROUP,
  type Group,
  type groupAddSchema,
  validateGroupName,
} from '@belegfluss/shared';
import type { z } from 'zod';
import type { Db } from '../../kernel/database.js';
import { createErrorFactory } from '../../kernel/errors.js';
import { assertValid } from '../../kernel/validation.js';
import type { AuthRepository } from '../auth/index.js';
import { createUserGroupsRepository } from '../tenancy/index.js';
import { createAssignmentsValidation } from './assignments.validation.js';

const groupExists = createErrorFactory('administration.group_exists');
const groupNotFound = createErrorFactory('administration.group_not_found');
const groupProtected = createErrorFactory('administration.group_protected');

type GroupAccess = Pick<Group, 'memberIds' | 'rights' | 'mandantIds'>;
const noAccess: GroupAccess = { memberIds: [], rights: [], mandantIds: [] };

const sortedGrants = (group: GroupAccess) =>
  JSON.stringify([
    group.rights.map((grant) => `${grant.right}@${grant.mandantId ?? ''}`).sort(),
    [...group.mandantIds].sort(),
  ]);

/**
 * Members whose tokens no longer match after a group change: everyone who joined or left, and every
 * member before and after when the group's rights or Mandant access changed.
 */
export function membersAffectedByGroupChange(before: GroupAccess, after: GroupAccess): string[] {
  const everyone = new Set([...before.memberIds, ...after.memberIds]);
  if (sortedGrants(before) !== sortedGrants(after)) return [...everyone];
  const stayed = new Set(before.memberIds.filter((id) => after.memberIds.includes(id)));
  return [...everyone].filter((id) => !stayed.has(id));
}

/** Groups of the administrator's Kanzlei, with members, rights and Mandant access (admin only). */
export function createGroupsUseCases({
  db,
  authRepository: sessions,
}: {
  db: Db;
  authRepository: Pick<AuthRepository, 'endSessionsOfUser'>;
}) {
  const groups = createUserGroupsRepository({ db });
  const validateAssignments = createAssignmentsValidation({ db });

  /** Tokens carry rights and groups: the affected members sign in again (the caller keeps this session). */
  async function endSessionsOfMembers(memberIds: string[], callerSessionId: string | null) {
    for (const userId of memberIds) await sessions.endSessionsOfUser(userId, { except: callerSessionId });
  }

  const findGroupAccess = async (kanzleiId: string, id: string) =>
    (await groups.listGroups(kanzleiId)).find((group) => group.id === id) ?? null;

  return {
    listGroups: groups.listGroups,

    async saveGroup(
      kanzleiId: string,
      input: z.output<typeof groupAddSchema> & { id?: string },
      callerSessionId: string | null = null,
    ) {
      const name = input.name.trim();
      assertValid(validateGroupName(input));
      if (input.id) {
        const current = await groups.findGroup(kanzleiId, input.id);
        if (!current) throw groupNotFound();
        if (current.name === ORIGINAL_READER_GROUP && name !== ORIGINAL_READER_GROUP) throw groupProtected();
      }
      await validateAssignments(kanzleiId, input);
      if (await groups.groupNameTaken(kanzleiId, name, input.id)) throw groupExists();
      const before = input.id ? ((await findGroupAccess(kanzleiId, input.id)) ?? noAccess) : noAccess;
      const id = await groups.saveGroup(
        kanzleiId,
        input.id ?? null,
        { name, description: input.description.trim() },
        input,
      );
      const saved = (await findGroupAccess(kanzleiId, id))!;
      await endSessionsOfMembers(membersAffectedByGroupChange(before, saved), callerSessionId);
      return saved;
    },

    async deleteGroup(kanzleiId: string, id: string, callerSessionId: string | null = null) {
      const group = await findGroupAccess(kanzleiId, id);
      if (!group) throw groupNotFound();
      if (group.name === ORIGINAL_READER_GROUP) throw groupProtected();
      await groups.deleteGroup(id);
      await endSessionsOfMembers(membersAffectedByGroupChange(group, noAccess), callerSessionId);
      return { deleted: 1 };
    },
  };
}
