import {
  isPersonalAccountKind,
  validateAccount,
  validateOptionalAccountNumber,
  type accountAddSchema,
  type accountEditSchema,
  type AccountKindValue,
  type PersonalAccountKind,
} from '@belegfluss/shared';
import type { z } from 'zod';
import { assertValid } from '../../kernel/validation.js';
import type { Db } from '../../kernel/database.js';
import { createSettingsService } from '../settings/index.js';
import { createAccountsRepository, type ListFilter } from './accounts.repository.js';
import {
  accountExists,
  accountNotFound,
  deleteNoResults,
  outOfRange,
  parentAccountNotFound,
} from './master-data.errors.js';
import { createPersonalAccountsRepository } from './personal-accounts.repository.js';
import { databaseErrorCode, UNIQUE_VIOLATION } from '../../kernel/sql.js';
import { emptyPersonalAccount, kindByRange } from './transfer/transfer.models.js';

/** The Mandant's number ranges for debtors and creditors (setting `personalAccountRanges`). */
export async function personalAccountRanges(
  settings: ReturnType<typeof createSettingsService>,
  mandantId: string,
) {
  const value = await settings.get('personalAccountRanges', { mandantId });
  return {
    DEBITOR: { from: Number(value.debitorFrom), to: Number(value.debitorTo) },
    KREDITOR: { from: Number(value.kreditorFrom), to: Number(value.kreditorTo) },
  };
}

/** Maps a unique violation of the number to "account exists". */
export async function uniqueNumber<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (databaseErrorCode(error) === UNIQUE_VIOLATION) throw accountExists();
    throw error;
  }
}

/**
 * `/konten`: ledger accounts, sub-accounts and the basic fields (number, name) of personal accounts.
 * A number names one account of the Mandant, whatever its kind.
 */
export function createAccountsUseCases({ db }: { db: Db }) {
  const accounts = createAccountsRepository({ db });
  const personal = createPersonalAccountsRepository({ db });
  const settings = createSettingsService({ db });

  async function assertNumberFree(mandantId: string, number: number, exceptId?: string) {
    const [ledger, other] = await Promise.all([
      accounts.findByNumber(mandantId, number),
      personal.findByNumber(mandantId, number),
    ]);
    if ((ledger && ledger.id !== exceptId) || (other && other.id !== exceptId)) throw accountExists();
  }

  async function assertInRange(mandantId: string, kind: PersonalAccountKind, number: number) {
    if (kindByRange(number, await personalAccountRanges(settings, mandantId)) !== kind) throw outOfRange();
  }

  return {
    async list(filter: ListFilter & { kind: AccountKindValue }) {
      if (isPersonalAccountKind(filter.kind)) {
        const page = await personal.list({ ...filter, kind: filter.kind });
        return { ...page, items: page.items.map((item) => ({ ...item, nameLong: '', parentNumber: null })) };
      }
      return accounts.list({ ...filter, kind: filter.kind });
    },

    async exists(mandantId: string, numberText: string) {
      const number = Number(numberText.trim());
      if (!/^\d{1,9}$/.test(numberText.trim())) return { exists: false, kind: null, name: null };
      const found =
        (await accounts.findByNumber(mandantId, number)) ?? (await personal.findByNumber(mandantId, number));
      return found
        ? { exists: true, kind: found.kind, name: found.name }
        : { exists: false, kind: null, name: null };
    },

    async add(input: z.output<typeof accountAddSchema>) {
      assertValid([
        ...validateAccount(input),
        ...validateOptionalAccountNumber(input.parentNumber, 'parentNumber'),
      ]);
      const number = Number(input.number);
      await assertNumberFree(input.mandantId, number);
      if (isPersonalAccountKind(input.kind)) {
        await assertInRange(input.mandantId, input.kind, number);
        const {
          kind: _kind,
          number: _number,
          name: _name,
          ...fields
        } = emptyPersonalAccount(input.kind, number, input.name);
        return uniqueNumber(async () => {
          const created = await personal.insert(input.mandantId, {
            ...fields,
            kind: input.kind,
            number,
            name: input.name.trim(),
            active: input.active,
          });
          return { ...created, nameLong: '', parentNumber: null };
        });
      }
      const parentNumber = input.parentNumber ? Number(input.parentNumber) : null;
      if (input.kind === 'UNTERKONTO') {
        const parent = parentNumber ? await accounts.findByNumber(input.mandantId, parentNumber) : null;
        if (!parent || parent.kind !== 'SACHKONTO') throw parentAccountNotFound();
      }
      return uniqueNumber(() =>
        accounts.insert({
          mandantId: input.mandantId,
          kind: input.kind,
          number,
          name: input.name.trim(),
          nameLong: input.nameLong?.trim() ?? '',
          parentNumber,
          active: input.active,
        }),
      );
    },

    async edit(input: z.output<typeof accountEditSchema>) {
      assertValid([
        ...validateAccount(input),
        ...validateOptionalAccountNumber(input.parentNumber, 'parentNumber'),
      ]);
      const number = Number(input.number);
      await assertNumberFree(input.mandantId, number, input.id);
      const ledger = await accounts.findById(input.mandantId, input.id);
      if (ledger) {
        const parentNumber = input.parentNumber ? Number(input.parentNumber) : null;
        if (ledger.kind === 'UNTERKONTO') {
          const parent = parentNumber ? await accounts.findByNumber(input.mandantId, parentNumber) : null;
          if (!parent || parent.kind !== 'SACHKONTO') throw parentAccountNotFound();
        }
        const updated = await uniqueNumber(() =>
          accounts.update(input.mandantId, input.id, {
            number,
            name: input.name.trim(),
            nameLong: input.nameLong?.trim() ?? ledger.nameLong,
            parentNumber,
            active: input.active,
          }),
        );
        if (!updated) throw accountNotFound();
        return updated;
      }
      const current = await personal.findById(input.mandantId, input.id);
      if (!current) throw accountNotFound();
      await assertInRange(input.mandantId, current.kind, number);
      const updated = await uniqueNumber(() =>
        personal.update(input.mandantId, input.id, { number, name: input.name.trim(), active: input.active }),
      );
      if (!updated) throw accountNotFound();
      return { ...updated, nameLong: '', parentNumber: null };
    },

    async delete(mandantId: string, ids: string[]) {
      const deleted = (await accounts.delete(mandantId, ids)) + (await personal.delete(mandantId, ids));
      if (deleted === 0) throw deleteNoResults();
      return { deleted };
    },
  };
}
