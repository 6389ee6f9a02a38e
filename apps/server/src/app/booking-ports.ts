import type { Db } from '../kernel/database.js';
import { normalizeVatId, type PersonalAccount } from '@belegfluss/shared';
import type {
  BookingCreditors,
  BookingParties,
  BookingPorts,
  TaxKeyCheck,
} from '../modules/booking/index.js';
import { sameName } from '../modules/booking/index.js';
import { createDocumentSummaries, refreshDocumentStatusOn } from '../modules/capture/index.js';
import type { Dependencies } from './dependencies.js';
import { createEInvoiceBookingFacts } from '../modules/einvoice/index.js';
import { createExportLock } from '../modules/export/index.js';
import { createBookingAccounts, createMasterDataService, taxKeys } from '../modules/master-data/index.js';
import { isDocumentArchived } from '../modules/archive/index.js';

type TaxCase = keyof typeof taxKeys;

/** The tax cases of an incoming invoice (a booking names a Kreditor): output tax keys do not belong. */
const incomingCases: TaxCase[] = ['input', 'intraEuAcquisition', 'reverseCharge'];

/** The tax case a key stands for at a rate (9 → input tax at 19 %), null when no incoming case uses it. */
function caseOfKey(key: string, rate: number): TaxCase | null {
  if (rate !== 7 && rate !== 19) return null;
  return incomingCases.find((vatCase) => taxKeys[vatCase][rate] === key) ?? null;
}

/**
 * The tax-key rules of master data's charts for the lines of an incoming invoice: an automatic
 * account takes no key and only its own rate; a typed key must be one DATEV uses at the line's rate
 * (input tax, intra-EU acquisition, §13b) and allowed on the account. An empty key on a plain account
 * is left to the export, which derives it from the rate. The chart is read once per save; each line
 * is then judged without a query.
 */
const taxKeyCheck: TaxKeyCheck = async (db, mandantId) => {
  const rules = await createBookingAccounts({ db }).taxRules(mandantId);
  return ({ accountNumber, accountKind, taxKey, vatRateBasisPoints }) => {
    if (accountNumber === null || accountKind === null) return null;
    const rate = vatRateBasisPoints / 100;
    const key = taxKey.trim();
    const line = (vatCase: TaxCase | 'none') => ({ accountNumber, vatCase, rate, key });
    const tax = rules.taxFunction(accountNumber);
    if (tax.kind === 'automatic') return rules.checkKey(line(tax.vatCase))?.code ?? null;
    if (key === '') return null;
    const vatCase = caseOfKey(key, rate);
    if (!vatCase) return 'masterdata.tax_key_wrong';
    return rules.checkKey(line(vatCase))?.code ?? null;
  };
};

/** The creditor's personal account id by its number, null when the Mandant has no such creditor. */
async function creditorId(db: Db, mandantId: string, creditorNumber: number) {
  const account = await createMasterDataService({ db }).getPersonalAccountByNumber(mandantId, creditorNumber);
  return account?.id ?? null;
}

const creditorFacts = (account: Pick<PersonalAccount, 'number' | 'name' | 'iban' | 'vatId' | 'active'>) => ({
  number: account.number,
  name: account.name,
  iban: account.iban,
  vatId: account.vatId,
  active: account.active,
});

/** Master data's creditors: by number, matched by VAT ID, IBAN or name, the next free number. */
const creditors: BookingCreditors = {
  async byNumber(db, mandantId, number) {
    const account = await createMasterDataService({ db }).getPersonalAccountByNumber(mandantId, number);
    return account?.kind === 'KREDITOR' ? creditorFacts(account) : null;
  },
  async match(db, mandantId, invoice) {
    const masterData = createMasterDataService({ db });
    if (invoice.vatId || invoice.iban) {
      const found = await masterData.findCreditor({
        mandantId,
        vatId: invoice.vatId || null,
        iban: invoice.iban || null,
      });
      if (found) {
        const byVatId = invoice.vatId !== '' && found.vatId === normalizeVatId(invoice.vatId);
        return { creditor: creditorFacts(found), by: byVatId ? 'vatId' : 'iban' };
      }
    }
    if (invoice.name.trim() === '') return null;
    const hits = await masterData.searchPersonalAccounts({
      mandantId,
      q: invoice.name.trim().slice(0, 100),
      kind: 'KREDITOR',
      limit: 20,
    });
    const hit = hits.find((candidate) =>
      [candidate.name, candidate.shortName].some((name) => sameName(name, invoice.name)),
    );
    if (!hit) return null;
    const account = await masterData.getPersonalAccountById(mandantId, hit.id);
    return account ? { creditor: creditorFacts(account), by: 'name' } : null;
  },
  nextFreeNumber: (db, mandantId) => createMasterDataService({ db }).nextFreeCreditorNumber(mandantId),
};

/** The seller beyond the mask: the e-invoice's XML, capture's page text. */
const parties: BookingParties = {
  async einvoiceSeller(db, mandantId, documentId) {
    const facts = await createEInvoiceBookingFacts({ db }).find(mandantId, documentId);
    return facts ? facts.seller : null;
  },
  async einvoiceBooking(db, mandantId, documentId) {
    const facts = await createEInvoiceBookingFacts({ db }).find(mandantId, documentId);
    return facts
      ? { sellerName: facts.seller.name, vatBreakdown: facts.vatBreakdown, lines: facts.lines }
      : null;
  },
  firstPageText: (db, mandantId, documentId) =>
    createDocumentSummaries({ db }).firstPageText(mandantId, documentId),
};

/** The booking module's ports over capture's document values and master data's accounts and proposals. */
export function createBookingPorts(deps: () => Dependencies): BookingPorts {
  return {
    creditors,
    parties,
    documents: {
      values: (db, mandantId, documentId) => createDocumentSummaries({ db }).valuesOf(mandantId, documentId),
      async bookingChanged(db, mandantId, documentId, restOpen) {
        await refreshDocumentStatusOn(deps(), db, mandantId, documentId, restOpen);
      },
      archived: isDocumentArchived,
    },
    accounts: {
      async find(db, mandantId, numbers) {
        const found = await createMasterDataService({ db }).findAccounts(mandantId, numbers);
        return new Map(
          [...found.values()].map((account) => [account.number, { kind: account.kind, name: account.name }]),
        );
      },
    },
    proposals: {
      lastBooking: (db, mandantId, creditorNumber) =>
        createMasterDataService({ db }).lastBookingProposals(mandantId, creditorNumber),
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
    taxKeys: taxKeyCheck,
    exportLock: createExportLock(),
  };
}
