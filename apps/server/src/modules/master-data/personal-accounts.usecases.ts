import {
  normalizeBic,
  normalizeIban,
  normalizeVatId,
  validatePersonalAccount,
  validatePersonalAccountInfo,
  validateRange,
  type bookingProposalSaveSchema,
  type personalAccountAddSchema,
  type PersonalAccountInfo,
  type PersonalAccountKind,
  type personalAccountEditSchema,
  type personalAccountSaveInfoSchema,
} from '@belegfluss/shared';
import type { z } from 'zod';
import { assertValid } from '../../kernel/validation.js';
import type { Db } from '../../kernel/database.js';
import { createSettingsService } from '../settings/index.js';
import { createAccountsRepository } from './accounts.repository.js';
import { personalAccountRanges, uniqueNumber } from './accounts.usecases.js';
import { createBookingProposalsRepository } from './booking-proposals.repository.js';
import {
  accountExists,
  accountNotFound,
  deleteNoResults,
  noFreeNumber,
  outOfRange,
} from './master-data.errors.js';
import {
  createPersonalAccountsRepository,
  type PersonalAccountValues,
} from './personal-accounts.repository.js';
import { kindByRange } from './transfer/transfer.models.js';
import { recordIbanChange } from './iban-audit.js';

type InfoInput = PersonalAccountInfo & {
  contraAccount?: string | undefined;
  alternativeBookingAccount?: string | undefined;
};

/** The stored form of the master data fields: IBAN, BIC and VAT ID normalised, numbers as numbers. */
export function toInfoValues(
  input: InfoInput,
): Omit<PersonalAccountValues, 'kind' | 'number' | 'name' | 'active' | 'origin'> {
  return {
    shortName: input.shortName.trim(),
    company: input.company.trim(),
    street: input.street.trim(),
    zip: input.zip.trim(),
    city: input.city.trim(),
    poBox: input.poBox.trim(),
    countryCode: input.countryCode.trim().toUpperCase(),
    phone1: input.phone1.trim(),
    phone2: input.phone2.trim(),
    email: input.email.trim(),
    bankCode1: input.bankCode1.trim(),
    bankCode2: input.bankCode2.trim(),
    accountNumber1: input.accountNumber1.trim(),
    accountNumber2: input.accountNumber2.trim(),
    iban: normalizeIban(input.iban),
    bic: normalizeBic(input.bic),
    taxNumber: input.taxNumber.trim(),
    vatId: normalizeVatId(input.vatId),
    invoiceNumberPattern: input.invoiceNumberPattern.trim(),
    euSupplier: input.euSupplier,
    creditForNegativeAmount: input.creditForNegativeAmount,
    contraAccount: input.contraAccount?.trim() ? Number(input.contraAccount) : null,
    cost1: input.cost1.trim(),
    cost2: input.cost2.trim(),
    alternativeBookingAccount: input.alternativeBookingAccount?.trim()
      ? Number(input.alternativeBookingAccount)
      : null,
    section13bCheck: input.section13bCheck,
    differentBillingAddress: input.differentBillingAddress,
    billingName: input.billingName.trim(),
    billingStreet: input.billingStreet.trim(),
    billingZip: input.billingZip.trim(),
    billingCity: input.billingCity.trim(),
    billingCountryCode: input.billingCountryCode.trim().toUpperCase(),
  };
}

/** `/personenkonten`: debtors and creditors with their master data and booking proposals. */
export function createPersonalAccountsUseCases({ db }: { db: Db }) {
  const personal = createPersonalAccountsRepository({ db });
  const accounts = createAccountsRepository({ db });
  const proposals = createBookingProposalsRepository({ db });
  const settings = createSettingsService({ db });

  async function assertFreeAndInRange(
    mandantId: string,
    kind: PersonalAccountKind,
    number: number,
    exceptId?: string,
  ) {
    const [ledger, other] = await Promise.all([
      accounts.findByNumber(mandantId, number),
      personal.findByNumber(mandantId, number),
    ]);
    if (ledger || (other && other.id !== exceptId)) throw accountExists();
    if (kindByRange(number, await personalAccountRanges(settings, mandantId)) !== kind) throw outOfRange();
  }

  async function getOrThrow(mandantId: string, id: string) {
    const found = await personal.findById(mandantId, id);
    if (!found) throw accountNotFound();
    return found;
  }

  return {
    list: personal.list,
    search: personal.search,
    get: getOrThrow,

    async add(input: z.output<typeof personalAccountAddSchema>) {
      assertValid([...validatePersonalAccount(input), ...validatePersonalAccountInfo(input)]);
      const number = Number(input.number);
      await assertFreeAndInRange(input.mandantId, input.kind, number);
      return uniqueNumber(() =>
        personal.insert(input.mandantId, {
          ...toInfoValues(input),
          kind: input.kind,
          number,
          name: input.name.trim(),
          active: input.active,
        }),
      );
    },

    async edit(input: z.output<typeof personalAccountEditSchema>, actorId: string | null = null) {
      assertValid([...validatePersonalAccount(input), ...validatePersonalAccountInfo(input)]);
      const current = await getOrThrow(input.mandantId, input.id);
      const number = Number(input.number);
      await assertFreeAndInRange(input.mandantId, current.kind, number, input.id);
      const updated = await uniqueNumber(() =>
        personal.update(input.mandantId, input.id, {
          ...toInfoValues(input),
          number,
          name: input.name.trim(),
          active: input.active,
        }),
      );
      if (!updated) throw accountNotFound();
      await recordIbanChange(db, actorId, current, updated);
      return updated;
    },

    /** "save info": writes the creditor master data of an existing personal account. */
    async saveInfo(input: z.output<typeof personalAccountSaveInfoSchema>, actorId: string | null = null) {
      assertValid(validatePersonalAccountInfo(input));
      const current = await getOrThrow(input.mandantId, input.id);
      const updated = await personal.update(input.mandantId, input.id, toInfoValues(input));
      if (!updated) throw accountNotFound();
      await recordIbanChange(db, actorId, current, updated);
      return updated;
    },

    async delete(mandantId: string, ids: string[]) {
      const deleted = await personal.delete(mandantId, ids);
      if (deleted === 0) throw deleteNoResults();
      return { deleted };
    },

    /** The first or last free number in the range (From/To as given, else the Mandant's range). */
    async freeNumber(
      input: {
        mandantId: string;
        kind: PersonalAccountKind;
        from?: string | undefined;
        to?: string | undefined;
      },
      which: 'first' | 'last',
    ) {
      assertValid(validateRange({ from: input.from, to: input.to }), 'querystring');
      const range = (await personalAccountRanges(settings, input.mandantId))[input.kind];
      const from = input.from?.trim() ? Number(input.from) : range.from;
      const to = input.to?.trim() ? Number(input.to) : range.to;
      assertValid(
        from >= to ? [{ path: 'from', code: 'masterdata.range_from_not_below_to' }] : [],
        'querystring',
      );
      const number = await personal.freeNumber(input.mandantId, from, to, which);
      if (number === null) throw noFreeNumber();
      return { number };
    },

    async accountProposals(mandantId: string, personalAccountId: string) {
      await getOrThrow(mandantId, personalAccountId);
      const rows = await proposals.listByUsage(mandantId, personalAccountId);
      const seen = new Map<
        number,
        { accountNumber: number; accountName: string | null; usageCount: number }
      >();
      for (const row of rows) {
        const entry = seen.get(row.accountNumber);
        if (entry) entry.usageCount += row.usageCount;
        else
          seen.set(row.accountNumber, {
            accountNumber: row.accountNumber,
            accountName: row.accountName,
            usageCount: row.usageCount,
          });
      }
      return [...seen.values()].sort((a, b) => b.usageCount - a.usageCount);
    },

    async bookingProposalInfos(mandantId: string, personalAccountId: string) {
      await getOrThrow(mandantId, personalAccountId);
      return proposals.list(mandantId, personalAccountId);
    },

    async saveBookingProposals(input: z.output<typeof bookingProposalSaveSchema>) {
      await getOrThrow(input.mandantId, input.personalAccountId);
      assertValid(
        input.proposals.flatMap((proposal, index) =>
          /^\d{1,9}$/.test(proposal.accountNumber) && Number(proposal.accountNumber) > 0
            ? []
            : [{ path: `proposals.${index}.accountNumber`, code: 'masterdata.account_number_not_numeric' }],
        ),
      );
      await proposals.replace(
        input.mandantId,
        input.personalAccountId,
        input.proposals.map((proposal) => ({
          accountNumber: Number(proposal.accountNumber),
          taxCode: proposal.taxCode.trim(),
          cost1: proposal.cost1.trim(),
          cost2: proposal.cost2.trim(),
          bookingText: proposal.bookingText.trim(),
        })),
      );
      return proposals.list(input.mandantId, input.personalAccountId);
    },
  };
}
