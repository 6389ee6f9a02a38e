import {
  normalizeBic,
  normalizeIban,
  validateBankAccount,
  type bankAccountAddSchema,
} from '@belegfluss/shared';
import type { z } from 'zod';
import { assertValid } from '../../kernel/validation.js';
import type { Db } from '../../kernel/database.js';
import { createBankAccountsRepository } from './bank-accounts.repository.js';
import {
  bankAccountNameExists,
  bankAccountNotFound,
  defaultBankAccountDelete,
} from './master-data.errors.js';
import { databaseErrorCode, UNIQUE_VIOLATION } from '../../kernel/sql.js';

/** The Mandant's own bank accounts (`/mandanten` bank account calls). */
export function createBankAccountsUseCases({ db }: { db: Db }) {
  const repository = createBankAccountsRepository({ db });

  async function save(input: z.output<typeof bankAccountAddSchema> & { id?: string }) {
    assertValid(validateBankAccount(input));
    const accountName = input.accountName.trim();
    if (await repository.findByName(input.mandantId, accountName, input.id)) throw bankAccountNameExists();
    if (input.id && !(await repository.find(input.mandantId, input.id))) throw bankAccountNotFound();
    try {
      const saved = await repository.save(input.mandantId, input.id ?? null, {
        accountName,
        iban: normalizeIban(input.iban),
        bic: normalizeBic(input.bic),
        isDefault: input.isDefault,
      });
      if (!saved) throw bankAccountNotFound();
      return saved;
    } catch (error) {
      if (databaseErrorCode(error) === UNIQUE_VIOLATION) throw bankAccountNameExists();
      throw error;
    }
  }

  return {
    list: repository.list,
    save,

    async setDefault(mandantId: string, id: string) {
      if (!(await repository.setDefault(mandantId, id))) throw bankAccountNotFound();
      return repository.list(mandantId);
    },

    /** The default account stays until another account has been made the default. */
    async delete(mandantId: string, id: string) {
      const account = await repository.find(mandantId, id);
      if (!account) throw bankAccountNotFound();
      const all = await repository.list(mandantId);
      if (account.isDefault && all.length > 1) throw defaultBankAccountDelete();
      await repository.delete(mandantId, id);
      return { deleted: 1 };
    },
  };
}
