import { validateExternalUser, type externalUserInputSchema } from '@belegfluss/shared';
import type { z } from 'zod';
import { createErrorFactory, forbidden } from '../../kernel/errors.js';
import { assertValid } from '../../kernel/validation.js';
import type { Db } from '../../kernel/database.js';
import { databaseErrorCode, UNIQUE_VIOLATION } from '../../kernel/sql.js';
import { createExternalUsersRepository } from './external-users.repository.js';

const externalUserExists = createErrorFactory('administration.external_user_exists');
const externalUserNotFound = createErrorFactory('administration.external_user_not_found');

type Caller = { userId: string; kanzleiId: string; mayManageCrossMandant: boolean };
type Input = z.output<typeof externalUserInputSchema> & { id?: string };

/**
 * External workflow users (`/mandanten`): cross-Mandant users need the administration right; user-
 * dependent ones belong to their creator in one Mandant. `listForWorkflow` is what the workflow uses.
 */
export function createExternalUsersUseCases({ db }: { db: Db }) {
  const repository = createExternalUsersRepository({ db });

  async function save(caller: Caller, input: Input) {
    assertValid(validateExternalUser(input));
    if (input.scope === 'CROSS_MANDANT' && !caller.mayManageCrossMandant) throw forbidden();
    let current = null;
    if (input.id) {
      current = await repository.findVisible(caller.kanzleiId, input.mandantId, caller.userId, input.id);
      if (!current) throw externalUserNotFound();
      if (current.scope === 'CROSS_MANDANT' && !caller.mayManageCrossMandant) throw forbidden();
    }
    const email = input.email.trim();
    if (await repository.emailTaken(caller.kanzleiId, input.mandantId, caller.userId, email, input.id))
      throw externalUserExists();
    const values = {
      name: input.name.trim(),
      email,
      scope: input.scope,
      mandantId: input.scope === 'USER' ? input.mandantId : null,
      ownerUserId: input.scope === 'USER' ? (current?.ownerUserId ?? caller.userId) : null,
    };
    try {
      const saved = current
        ? await repository.update(current.id, values)
        : await repository.insert({ ...values, kanzleiId: caller.kanzleiId });
      if (!saved) throw externalUserNotFound();
      return saved;
    } catch (error) {
      if (databaseErrorCode(error) === UNIQUE_VIOLATION) throw externalUserExists();
      throw error;
    }
  }

  return {
    save,

    listForWorkflow: (input: { kanzleiId: string; mandantId: string; userId: string }) =>
      repository.listVisible(input.kanzleiId, input.mandantId, input.userId),

    async delete(caller: Caller, mandantId: string, id: string) {
      const current = await repository.findVisible(caller.kanzleiId, mandantId, caller.userId, id);
      if (!current) throw externalUserNotFound();
      if (current.scope === 'CROSS_MANDANT' && !caller.mayManageCrossMandant) throw forbidden();
      await repository.delete(id);
      return { deleted: 1 };
    },
  };
}
