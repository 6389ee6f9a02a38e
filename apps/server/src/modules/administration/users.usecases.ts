import {
  checkPasswordPolicy,
  issue,
  type RightGrant,
  type userAddSchema,
  type userEditSchema,
  validateUserFields,
} from '@belegfluss/shared';
import type { z } from 'zod';
import { createErrorFactory } from '../../kernel/errors.js';
import { assertValid } from '../../kernel/validation.js';
import type { Db } from '../../kernel/database.js';
import { createAuthRepository, hashPassword, type AuthRepository } from '../auth/index.js';
import type { SystemSettings } from '../tenancy/index.js';
import { createUserAccountsRepository } from '../tenancy/index.js';
import { createAssignmentsValidation } from './assignments.validation.js';

const userExists = createErrorFactory('administration.user_exists');
const userNotFound = createErrorFactory('administration.user_not_found');
const cannotChangeSelf = createErrorFactory('administration.cannot_change_self');

const userValues = (input: z.output<typeof userEditSchema> | z.output<typeof userAddSchema>) => ({
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
  authRepository: Pick<AuthRepository, 'endSessionsOfUser'>;
}) {
  const accounts = createUserAccountsRepository({ db });
  const validateAssignments = createAssignmentsValidation({ db });

  /** The installation's password policy applies to passwords an administrator sets as well. */
  async function validatePassword(password: string, userName: string) {
    if (!password) return assertValid([issue('password', 'administration.password_required')]);
    const rules = checkPasswordPolicy(password, await systemSettings.getPasswordPolicy(), { userName }).map(
      (violation) => violation.rule,
    );
    if (rules.length === 0) return;
    // A policy the password otherwise meets names the list it is on; any other breach the policy.
    const code =
      rules.length === 1 && rules[0] === 'common'
        ? 'auth.password_too_common'
        : rules.length === 1 && rules[0] === 'user-name'
          ? 'auth.password_is_user_name'
          : 'auth.new_password_invalid';
    assertValid([issue('password', code)]);
  }

  /** Deactivating ends the user's sessions in the same transaction, so their tokens stop working at once. */
  async function setUserActive(id: string, active: boolean) {
    await db.transaction(async (tx) => {
      await createUserAccountsRepository({ db: tx }).setActive(id, active);
      if (!active)
        await createAuthRepository({ db: tx }).endSessionsOfUser(id, { reason: 'user_deactivated' });
    });
  }

  return {
    listUsers: accounts.listUsers,
    setStartModule: accounts.setStartModule,

    async getUser(kanzleiId: string, id: string) {
      const user = (await accounts.listUsers(kanzleiId)).find((candidate) => candidate.id === id);
      if (!user) throw userNotFound();
      return user;
    },

    async addUser(kanzleiId: string, input: z.output<typeof userAddSchema>) {
      assertValid(validateUserFields(input));
      await validatePassword(input.password, input.kuerzel.trim());
      await validateAssignments(kanzleiId, input);
      if (await accounts.kuerzelTaken(input.kuerzel.trim())) throw userExists();
      const id = await accounts.createUser(
        kanzleiId,
        { ...userValues(input), passwordHash: await hashPassword(input.password) },
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
      const current = await accounts.findUser(kanzleiId, input.id);
      if (!current) throw userNotFound();
      if (input.id === callerId && (!input.active || !input.isAdmin) && current.isAdmin)
        throw cannotChangeSelf();
      await validateAssignments(kanzleiId, input);
      if (await accounts.kuerzelTaken(input.kuerzel.trim(), input.id)) throw userExists();
      const before = await this.getUser(kanzleiId, input.id);
      await accounts.updateUser(input.id, userValues(input), input);
      if (current.active && !input.active) await setUserActive(input.id, false);
      // Tokens carry admin, rights, groups and FIBU: a change ends the sessions (the caller keeps theirs).
      if (JSON.stringify(tokenFields(before)) !== JSON.stringify(tokenFields(input)))
        await sessions.endSessionsOfUser(input.id, {
          except: input.id === callerId ? callerSessionId : null,
        });
      return this.getUser(kanzleiId, input.id);
    },

    async setActive(kanzleiId: string, callerId: string, id: string, active: boolean) {
      if (!(await accounts.findUser(kanzleiId, id))) throw userNotFound();
      if (id === callerId && !active) throw cannotChangeSelf();
      await setUserActive(id, active);
      return this.getUser(kanzleiId, id);
    },

    /** An administrator sets a password; it is stored as an Argon2id hash and restarts the password age. */
    async setPassword(kanzleiId: string, id: string, password: string) {
      const user = await accounts.findUser(kanzleiId, id);
      if (!user) throw userNotFound();
      await validatePassword(password, user.kuerzel);
      await accounts.setPassword(id, await hashPassword(password));
      await sessions.endSessionsOfUser(id);
      return { ok: true };
    },
  };
}

export type UsersUseCases = ReturnType<typeof createUsersUseCases>;
