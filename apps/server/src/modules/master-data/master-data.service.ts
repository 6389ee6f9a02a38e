import {
  AccountKind,
  isPersonalAccountKind,
  normalizeIban,
  normalizeVatId,
  type Account,
  type CostCentre,
  type PersonalAccount,
  type PersonalAccountHit,
  type PersonalAccountKind,
} from '@belegfluss/shared';
import type { Db } from '../../kernel/database.js';
import { createSettingsService } from '../settings/index.js';
import { createAccountsRepository } from './accounts.repository.js';
import { personalAccountRanges } from './accounts.usecases.js';
import { createBankAccountsRepository } from './bank-accounts.repository.js';
import {
  createBookingProposalsRepository,
  type BookingProposalValues,
} from './booking-proposals.repository.js';
import { createCataloguesRepository } from './catalogues.repository.js';
import { createPersonalAccountsRepository } from './personal-accounts.repository.js';

/**
 * What other modules (capture, e-invoices, workflow, export) use of the master data. Every call
 * names the Mandant; nothing crosses Mandanten. Build it with `createMasterDataService({ db })`.
 */
export function createMasterDataService({ db }: { db: Db }) {
  const accounts = createAccountsRepository({ db });
  const personal = createPersonalAccountsRepository({ db });
  const catalogues = createCataloguesRepository({ db });
  const proposals = createBookingProposalsRepository({ db });
  const bankAccounts = createBankAccountsRepository({ db });

  return {
    /**
     * The creditor a document comes from, by VAT ID and/or IBAN (either may be null; blanks and case
     * do not matter). A VAT ID match wins over an IBAN match; null when nothing matches.
     */
    async findCreditor(input: {
      mandantId: string;
      vatId?: string | null;
      iban?: string | null;
      kind?: PersonalAccountKind;
    }): Promise<PersonalAccount | null> {
      const vatId = input.vatId ? normalizeVatId(input.vatId) : null;
      const iban = input.iban ? normalizeIban(input.iban) : null;
      const found = await personal.findByVatIdOrIban({
        mandantId: input.mandantId,
        kind: input.kind ?? 'KREDITOR',
        vatId,
        iban,
      });
      return found.find((account) => vatId && account.vatId === vatId) ?? found[0] ?? null;
    },

    /** Search as the capture mask types: number, name, short name, company, city, IBAN, VAT ID. */
    searchPersonalAccounts(input: {
      mandantId: string;
      q: string;
      kind?: PersonalAccountKind;
      limit?: number;
    }): Promise<PersonalAccountHit[]> {
      return personal.search({
        mandantId: input.mandantId,
        q: input.q,
        kind: input.kind,
        limit: input.limit ?? 20,
      });
    },

    /** The first free number in the Mandant's creditor range (setting `personalAccountRanges`), null when full. */
    async nextFreeCreditorNumber(mandantId: string): Promise<number | null> {
      const range = (await personalAccountRanges(createSettingsService({ db }), mandantId)).KREDITOR;
      return personal.freeNumber(mandantId, range.from, range.to, 'first');
    },

    getPersonalAccountByNumber: (mandantId: string, number: number) =>
      personal.findByNumber(mandantId, number),
    getPersonalAccountById: (mandantId: string, id: string) => personal.findById(mandantId, id),

    /** Any account by number: a ledger account, a sub-account or a personal account; null if none. */
    async findAccount(
      mandantId: string,
      number: number,
    ): Promise<Pick<Account, 'id' | 'kind' | 'number' | 'name' | 'active'> | null> {
      const ledger = await accounts.findByNumber(mandantId, number);
      if (ledger) return ledger;
      const other = await personal.findByNumber(mandantId, number);
      return other
        ? { id: other.id, kind: other.kind, number: other.number, name: other.name, active: other.active }
        : null;
    },

    /**
     * The accounts among `numbers` by number (ledger, sub- or personal accounts), read in one query;
     * a ledger account wins where a personal account has the same number, as in `findAccount`.
     */
    async findAccounts(
      mandantId: string,
      numbers: number[],
    ): Promise<Map<number, Pick<Account, 'id' | 'kind' | 'number' | 'name' | 'active'>>> {
      const rows = await accounts.findByNumbers(mandantId, [...new Set(numbers)]);
      const found = new Map<number, Pick<Account, 'id' | 'kind' | 'number' | 'name' | 'active'>>();
      for (const row of rows) {
        const kind = row.kind as Account['kind'];
        const ledger = !isPersonalAccountKind(kind);
        if (ledger || !found.has(row.number)) found.set(row.number, { ...row, kind });
      }
      return found;
    },

    /** A cost centre by kind (1 = KOST1, 2 = KOST2) and number; null if the Mandant has none. */
    findCostCentre: (mandantId: string, kind: 1 | 2, number: string): Promise<CostCentre | null> =>
      catalogues.findCostCentreByNumber(mandantId, kind, number.trim()),

    /** Ledger accounts (Sachkonten) whose number starts with or whose name contains `search`. */
    async searchLedgerAccounts(mandantId: string, search: string, limit: number): Promise<Account[]> {
      const page = await accounts.list({
        mandantId,
        kind: AccountKind.sachkonto,
        search,
        page: 0,
        pageSize: limit,
        sort: 'number',
        direction: 'asc',
      });
      return page.items;
    },

    /** Active cost centres of both kinds matching `search` by number prefix or name. */
    async searchCostCentres(mandantId: string, search: string, limit: number): Promise<CostCentre[]> {
      const page = await catalogues.listCostCentres({
        mandantId,
        search,
        activeOnly: true,
        page: 0,
        pageSize: limit,
        sort: 'number',
        direction: 'asc',
      });
      return page.items;
    },

    /** Active cost centres of a kind, for pick lists. */
    async listCostCentres(mandantId: string, kind: 1 | 2): Promise<CostCentre[]> {
      const page = await catalogues.listCostCentres({
        mandantId,
        kind,
        activeOnly: true,
        page: 0,
        pageSize: 1000,
        sort: 'number',
        direction: 'asc',
      });
      return page.items;
    },

    /** Booking proposals of a personal account, most used first. */
    bookingProposals: (mandantId: string, personalAccountId: string) =>
      proposals.listByUsage(mandantId, personalAccountId),

    /** The proposal lines of the booking last recorded for the personal account `number` (none: empty). */
    lastBookingProposals: (mandantId: string, number: number) =>
      proposals.lastUsedByNumber(mandantId, number),

    /** Counts a booking made for a personal account, so its proposals learn from use. */
    recordBookingUsage: (mandantId: string, personalAccountId: string, booking: BookingProposalValues) =>
      proposals.recordUsage(mandantId, personalAccountId, booking),

    /** The Mandant's default bank account, null when it has none. */
    async getDefaultBankAccount(mandantId: string) {
      return (await bankAccounts.list(mandantId)).find((account) => account.isDefault) ?? null;
    },

    /** The next number of a process type ("prefix" + running number), null for unknown or inactive types. */
    takeVorgangNumber: (mandantId: string, kuerzel: string) =>
      catalogues.takeVorgangNumber(mandantId, kuerzel),

    listTags: (mandantId: string) => catalogues.listTags(mandantId),
  };
}

export type MasterDataService = ReturnType<typeof createMasterDataService>;
