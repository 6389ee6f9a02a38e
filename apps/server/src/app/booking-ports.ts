import type { Db } from '../kernel/database.js';
import type { BookingPorts, LearnedBooking, TaxKeyCheck } from '../modules/booking/index.js';
import { createDocumentSummaries } from '../modules/capture/index.js';
import { createExportLock } from '../modules/export/index.js';
import { createBookingAccounts, createMasterDataService, taxKeys } from '../modules/master-data/index.js';

type TaxCase = keyof typeof taxKeys;

/** The tax cases of an incoming invoice (a booking names a Kreditor): output tax keys do not belong. */
const incomingCases: TaxCase[] = ['input', 'intraEuAcquisition', 'reverseCharge'];

/** The tax case a key stands for at a rate (9 → input tax at 19 %), null when no incoming case uses it. */
function caseOfKey(key: string, rate: number): TaxCase | null {
  if (rate !== 7 && rate !== 19) return null;
  return incomingCases.find((vatCase) => taxKeys[vatCase][rate] === key) ?? null;
}

/**
 * The tax-key rules of master data's charts for a booking line of an incoming invoice: an automatic
 * account takes no key and only its own rate; a typed key must be one DATEV uses at the line's rate
 * (input tax, intra-EU acquisition, §13b) and allowed on the account. An empty key on a plain account
 * is left to the export, which derives it from the rate.
 */
function createTaxKeyCheck(db: Db): TaxKeyCheck {
  const accounts = createBookingAccounts({ db });
  return async ({ mandantId, accountNumber, taxKey, vatRateBasisPoints }) => {
    if (accountNumber === null) return null;
    const rate = vatRateBasisPoints / 100;
    const account = await accounts.account(mandantId, accountNumber);
    const key = taxKey.trim();
    const line = (vatCase: TaxCase | 'none') => ({ accountNumber, vatCase, rate, key });
    if (account?.tax.kind === 'automatic') {
      return (await accounts.checkKey(mandantId, line(account.tax.vatCase)))?.code ?? null;
    }
    if (key === '') return null;
    const vatCase = caseOfKey(key, rate);
    if (!vatCase) return 'masterdata.tax_key_wrong';
    return (await accounts.checkKey(mandantId, line(vatCase)))?.code ?? null;
  };
}

/** The creditor's personal account id by its number, null when the Mandant has no such creditor. */
async function creditorId(db: Db, mandantId: string, creditorNumber: number) {
  const account = await createMasterDataService({ db }).getPersonalAccountByNumber(mandantId, creditorNumber);
  return account?.id ?? null;
}

/** The booking module's ports over capture's document values and master data's accounts and proposals. */
export function createBookingPorts(db: Db): BookingPorts {
  return {
    documents: {
      async values(db, mandantId, documentId) {
        const summaries = createDocumentSummaries({ db });
        const [document] = await summaries.find(mandantId, [documentId]);
        if (!document) return null;
        const values = await summaries.indexValues([documentId]);
        return Object.fromEntries(values.map((entry) => [entry.field, entry.value]));
      },
    },
    accounts: {
      async find(db, mandantId, numbers) {
        const masterData = createMasterDataService({ db });
        const found = await Promise.all(numbers.map((number) => masterData.findAccount(mandantId, number)));
        return new Map(
          found.flatMap((account) =>
            account ? [[account.number, { kind: account.kind, name: account.name }] as const] : [],
          ),
        );
      },
    },
    proposals: {
      async lastBooking(db, mandantId, creditorNumber) {
        const id = await creditorId(db, mandantId, creditorNumber);
        if (!id) return [];
        const proposals = await createMasterDataService({ db }).bookingProposals(mandantId, id);
        const last = proposals.reduce<string | null>(
          (latest, proposal) =>
            proposal.lastUsedAt && (!latest || proposal.lastUsedAt > latest) ? proposal.lastUsedAt : latest,
          null,
        );
        return proposals
          .filter((proposal) => last !== null && proposal.lastUsedAt === last)
          .sort((a, b) => a.position - b.position)
          .map((proposal): LearnedBooking => ({
            accountNumber: proposal.accountNumber,
            taxCode: proposal.taxCode,
            cost1: proposal.cost1,
            cost2: proposal.cost2,
            bookingText: proposal.bookingText,
          }));
      },
      async record(db, mandantId, creditorNumber, lines) {
        const id = await creditorId(db, mandantId, creditorNumber);
        if (!id) return;
        // One transaction: every line of the booking gets the same last-use time, which marks them as one booking.
        await db.transaction(async (tx) => {
          const masterData = createMasterDataService({ db: tx });
          for (const line of lines) await masterData.recordBookingUsage(mandantId, id, line);
        });
      },
    },
    taxKeys: createTaxKeyCheck(db),
    exportLock: createExportLock(),
  };
}
