import type { Db } from '../kernel/database.js';
import type { BookingPorts, LearnedBooking, TaxKeyCheck } from '../modules/booking/index.js';
import { createDocumentSummaries } from '../modules/capture/index.js';
import { createMasterDataService } from '../modules/master-data/index.js';

/**
 * Placeholder for the tax-key rules master data is getting (`tax-keys.ts`): accepts every key until
 * the lead wires the real rules here.
 */
const acceptEveryTaxKey: TaxKeyCheck = async () => null;

/** The creditor's personal account id by its number, null when the Mandant has no such creditor. */
async function creditorId(db: Db, mandantId: string, creditorNumber: number) {
  const account = await createMasterDataService({ db }).getPersonalAccountByNumber(mandantId, creditorNumber);
  return account?.id ?? null;
}

/** The booking module's ports over capture's document values and master data's accounts and proposals. */
export function createBookingPorts(): BookingPorts {
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
    taxKeys: acceptEveryTaxKey,
  };
}
