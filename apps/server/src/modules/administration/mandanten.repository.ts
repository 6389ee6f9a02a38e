import type { AccountFrame, FibuType, MandantInfo } from '@belegfluss/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { createKanzleiMandantenRepository } from '../tenancy/index.js';
import { mandantProfileTable } from './administration.tables.js';

export type MandantFields = {
  mandnr: number;
  betriebnr: number;
  name: string;
  fibu: FibuType;
  active: boolean;
  street: string;
  zip: string;
  city: string;
  countryCode: string;
  taxNumber: string;
  vatId: string;
  fiscalYearStartMonth: number;
};

/**
 * Mandanten of a Kanzlei with their profile (address, tax numbers, fiscal year, chart of accounts).
 * The Mandant rows belong to tenancy; this module keeps the profile beside them.
 */
export function createMandantenRepository({ db }: { db: Db }) {
  const mandanten = createKanzleiMandantenRepository({ db });
  const p = mandantProfileTable;

  function splitFields(fields: MandantFields) {
    const { mandnr, betriebnr, name, fibu, active, ...profile } = fields;
    return { mandant: { mandnr, betriebnr, name, fibu, active }, profile };
  }

  return {
    listAll: mandanten.listAll,
    numberTaken: mandanten.numberTaken,

    async info(kanzleiId: string, id: string): Promise<MandantInfo | null> {
      const row = await mandanten.findWithKanzlei(kanzleiId, id);
      if (!row) return null;
      const [profile] = await db.select().from(p).where(eq(p.mandantId, id));
      return {
        id: row.mandant.id,
        kanzleiNr: row.kanzlei.nr,
        kanzleiName: row.kanzlei.name,
        mandnr: row.mandant.mandnr,
        betriebnr: row.mandant.betriebnr,
        name: row.mandant.name,
        fibu: row.mandant.fibu as FibuType,
        active: row.mandant.active,
        street: profile?.street ?? '',
        zip: profile?.zip ?? '',
        city: profile?.city ?? '',
        countryCode: profile?.countryCode ?? 'DE',
        taxNumber: profile?.taxNumber ?? '',
        vatId: profile?.vatId ?? '',
        fiscalYearStartMonth: profile?.fiscalYearStartMonth ?? 1,
        accountFrame: (profile?.accountFrame as AccountFrame | null | undefined) ?? null,
      };
    },

    async create(kanzleiId: string, fields: MandantFields, accountFrame: AccountFrame | null) {
      const { mandant, profile } = splitFields(fields);
      return db.transaction(async (tx) => {
        const id = await createKanzleiMandantenRepository({ db: tx }).insert(kanzleiId, mandant);
        await tx.insert(p).values({ ...profile, mandantId: id, accountFrame });
        return id;
      });
    },

    async save(id: string, fields: MandantFields) {
      const { mandant, profile } = splitFields(fields);
      await db.transaction(async (tx) => {
        await createKanzleiMandantenRepository({ db: tx }).update(id, mandant);
        await tx
          .insert(p)
          .values({ ...profile, mandantId: id })
          .onConflictDoUpdate({ target: p.mandantId, set: { ...profile, updatedAt: sql`now()` } });
      });
    },

    async setAccountFrame(id: string, accountFrame: AccountFrame) {
      await db
        .insert(p)
        .values({ mandantId: id, accountFrame })
        .onConflictDoUpdate({ target: p.mandantId, set: { accountFrame, updatedAt: sql`now()` } });
    },
  };
}
