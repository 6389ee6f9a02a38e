import { ORIGINAL_READER_GROUP, type groupAddSchema, validateGroupName } from '@belegfluss/shared';
import type { z } from 'zod';
import type { Db } from '../../kernel/database.js';
import { createErrorFactory } from '../../kernel/errors.js';
import { assertValid } from '../../kernel/validation.js';
import { createUserGroupsRepository } from '../tenancy/index.js';
import { createAssignmentsValidation } from './assignments.validation.js';

const groupExists = createErrorFactory('administration.group_exists');
const groupNotFound = createErrorFactory('administration.group_not_found');
const groupProtected = createErrorFactory('administration.group_protected');

/** Groups of the administrator's Kanzlei, with members, rights and Mandant access (admin only). */
export function createGroupsUseCases({ db }: { db: Db }) {
  const groups = createUserGroupsRepository({ db });
  const validateAssignments = createAssignmentsValidation({ db });

  return {
    listGroups: groups.listGroups,

    async saveGroup(kanzleiId: string, input: z.output<typeof groupAddSchema> & { id?: string }) {
      const name = input.name.trim();
      assertValid(validateGroupName(input));
      if (input.id) {
        const current = await groups.findGroup(kanzleiId, input.id);
        if (!current) throw groupNotFound();
        if (current.name === ORIGINAL_READER_GROUP && name !== ORIGINAL_READER_GROUP) throw groupProtected();
      }
      await validateAssignments(kanzleiId, input);
      if (await groups.groupNameTaken(kanzleiId, name, input.id)) throw groupExists();
      const id = await groups.saveGroup(
        kanzleiId,
        input.id ?? null,
        { name, description: input.description.trim() },
        input,
      );
      return (await groups.listGroups(kanzleiId)).find((group) => group.id === id)!;
    },

    async deleteGroup(kanzleiId: string, id: string) {
      const group = await groups.findGroup(kanzleiId, id);
      if (!group) throw groupNotFound();
      if (group.name === ORIGINAL_READER_GROUP) throw groupProtected();
      await groups.deleteGroup(id);
      return { deleted: 1 };
    },
  };
}
