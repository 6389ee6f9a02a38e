import {
  checkPasswordPolicy,
  issue,
  ORIGINAL_READER_GROUP,
  rightNames,
  type groupAddSchema,
  type RightGrant,
  type userAddSchema,
  type userEditSchema,
  validateGroupName,
  validateUserFields,
  type ValidationIssue,
} from '@belegfluss/shared';
import type { z } from 'zod';
import { createErrorFactory } from '../../kernel/errors.js';
import { assertValid } from '../../kernel/validation.js';
import type { Db } from '../../kernel/database.js';
import { hashPassword, type UserSessions } from '../auth/index.js';
import type { SystemSettings } from '../shell/index.js';
import { createUsersRepository } from './users.repository.js';

const userExists = createErrorFactory('administration.user_exists');
const userNotFound = createErrorFactory('administration.user_not_found');
const cannotChangeSelf = createErrorFactory('administration.cannot_change_self');
const groupExists = createErrorFactory('administration.group_exists');
const groupNotFound = createErrorFactory('administration.group_not_found');
const groupProtected = createErrorFactory('administration.group_protected');

function validateRights(rights: RightGrant[], path: string): ValidationIssue[] {
  return rights.flatMap((grant, index) =>
    (rightNames as string[]).includes(grant.right)
      ? []
      : [issue(`${path}.${index}.right`, 'administration.right_unknown')],
  );
}

/** What a user's tokens carry besides names: changing any of it ends the user's sessions. */
const tokenFields = (user: {
  isAdmin: boolean;
  rights: RightGrant[];
  groupIds: string[];
  fibu?: unknown;
  startModule?: unknown;
}) => ({
  isAdmin: user.isAdmin,
  rights: user.rights.map((grant) => `${grant.right}@${grant.mandantId ?? ''}`).sort(),
  groupIds: [...user.groupIds].sort(),
  fibu: user.fibu ?? null,
  startModule: user.startModule ?? null,
});

/** Users and groups of the administrator's Kanzlei, with rights and Mandant access (admin only). */
export function createUsersUseCases({
  db,
  systemSettings,
  authRepository: sessions,
}: {
  db: Db;
  systemSettings: Pick<SystemSettings, 'getPasswordPolicy'>;
  authRepository: UserSessions;
}) {
  const repository = createUsersRepository({ db });

  async function validateReferences(
    kanzleiId: string,
    input: { rights: RightGrant[]; mandantIds: string[]; groupIds?: string[]; memberIds?: string[] },
  ) {
    const mandantIds = [
      ...input.mandantIds,
      ...input.rights.flatMap((grant) => (grant.mandantId ? [grant.mandantId] : [])),
    ];
    const known = await repository.knownIds(kanzleiId, {
      mandantIds,
      ...(input.groupIds ? { groupIds: input.groupIds } : {}),
      ...(input.memberIds ? { userIds: input.memberIds } : {}),
    });
    const issues = validateRights(input.rights, 'rights');
    if (mandantIds.some((id) => !known.mandanten.has(id)))
      issues.push(issue('mandantIds', 'administration.mandant_unknown'));
    if (input.groupIds?.some((id) => !known.groups.has(id)))
      issues.push(issue('groupIds', 'administration.group_not_found'));
    if (input.memberIds?.some((id) => !known.users.has(id)))
      issues.push(issue('memberIds', 'administration.user_not_found'));
    assertValid(issues);
  }

  /** The installation's password policy applies to passwords an administrator sets as well. */
  async function validatePassword(password: string) {
    if (!password) return assertValid([issue('password', 'administration.password_required')]);
    const violations = checkPasswordPolicy(password, await systemSettings.getPasswordPolicy());
    assertValid(violations.length ? [issue('password', 'auth.new_password_invalid')] : []);
  }

  const values = (input: z.output<typeof userEditSchema> | z.output<typeof userAddSchema>) => ({
    kuerzel: input.kuerzel.trim(),
    fullName: input.fullName.trim(),
    email: input.email.trim(),
    kind: input.kind,
    isAdmin: input.isAdmin,
    language: input.language,
    startModule: input.startModule,
    fibu: input.fibu,
    active: input.active,
  });

  return {
    listUsers: repository.listUsers,

    async getUser(kanzleiId: string, id: string) {
      const user = (await repository.listUsers(kanzleiId)).find((candidate) => candidate.id === id);
      if (!user) throw userNotFound();
      return user;
    },

    async addUser(kanzleiId: string, input: z.output<typeof userAddSchema>) {
      assertValid(validateUserFields(input));
      await validatePassword(input.password);
      await validateReferences(kanzleiId, input);
      if (await repository.kuerzelTaken(input.kuerzel.trim())) throw userExists();
      const id = await repository.createUser(
        kanzleiId,
        { ...values(input), passwordHash: await hashPassword(input.password) },
        input,
      );
      return this.getUser(kanzleiId, id);
    },

    async editUser(
      kanzleiId: string,
      callerId: string,
      input: z.output<typeof userEditSchema>,
      callerSessionId: string | null = null,
    ) {
      assertValid(validateUserFields(input));
      const current = await repository.findUser(kanzleiId, input.id);
      if (!current) throw userNotFound();
      if (input.id === callerId && (!input.active || !input.isAdmin) && current.isAdmin)
        throw cannotChangeSelf();
      await validateReferences(kanzleiId, input);
      if (await repository.kuerzelTaken(input.kuerzel.trim(), input.id)) throw userExists();
      const before = await this.getUser(kanzleiId, input.id);
      await repository.updateUser(input.id, values(input), input);
      if (current.active && !input.active) await repository.setActive(input.id, false);
      // Tokens carry admin, rights, groups and FIBU: a change ends the sessions (the caller keeps theirs).
      if (JSON.stringify(tokenFields(before)) !== JSON.stringify(tokenFields(input)))
        await sessions.endSessionsOfUser(input.id, {
          except: input.id === callerId ? callerSessionId : null,
        });
      return this.getUser(kanzleiId, input.id);
    },

    async setActive(kanzleiId: string, callerId: string, id: string, active: boolean) {
      if (!(await repository.findUser(kanzleiId, id))) throw userNotFound();
      if (id === callerId && !active) throw cannotChangeSelf();
      await repository.setActive(id, active);
      return this.getUser(kanzleiId, id);
    },

    /** An administrator sets a password; it is stored as an Argon2id hash and restarts the password age. */
    async setPassword(kanzleiId: string, id: string, password: string) {
      if (!(await repository.findUser(kanzleiId, id))) throw userNotFound();
      await validatePassword(password);
      await repository.setPassword(id, await hashPassword(password));
      await sessions.endSessionsOfUser(id);
      return { ok: true };
    },

    listGroups: repository.listGroups,

    async saveGroup(kanzleiId: string, input: z.output<typeof groupAddSchema> & { id?: string }) {
      const name = input.name.trim();
      assertValid(validateGroupName(input));
      if (input.id) {
        const current = await repository.findGroup(kanzleiId, input.id);
        if (!current) throw groupNotFound();
        if (current.name === ORIGINAL_READER_GROUP && name !== ORIGINAL_READER_GROUP) throw groupProtected();
      }
      await validateReferences(kanzleiId, input);
      if (await repository.groupNameTaken(kanzleiId, name, input.id)) throw groupExists();
      const id = await repository.saveGroup(
        kanzleiId,
        input.id ?? null,
        { name, description: input.description.trim() },
        input,
      );
      return (await repository.listGroups(kanzleiId)).find((group) => group.id === id)!;
    },

    async deleteGroup(kanzleiId: string, id: string) {
      const group = await repository.findGroup(kanzleiId, id);
      if (!group) throw groupNotFound();
      if (group.name === ORIGINAL_READER_GROUP) throw groupProtected();
      await repository.deleteGroup(id);
      return { deleted: 1 };
    },

    repository,
  };
}

export type UsersUseCases = ReturnType<typeof createUsersUseCases>;
