import type { AccountFrame, FibuType, MandantInfo } from '@belegfluss/shared';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { kanzleiTable, mandantTable } from '../tenancy/tenancy.tables.js';
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

/** Mandanten of a Kanzlei with their profile (address, tax numbers, fiscal year, chart of accounts). */
export function createMandantenRepository({ db }: { db: Db }) {
  const m = mandantTable;
  const p = mandantProfileTable;

  function splitFields(fields: MandantFields) {
    const { mandnr, betriebnr, name, fibu, active, ...profile } = fields;
    return { mandant: { mandnr, betriebnr, name, fibu, active }, profile };
  }

  return {
    async listAll(kanzleiId: string) {
      return db.select().from(m).where(eq(m.kanzleiId, kanzleiId)).orderBy(asc(m.mandnr), asc(m.betriebnr));
    },

    async info(kanzleiId: string, id: string): Promise<MandantInfo | null> {
      const [row] = await db
        .select({ mandant: m, kanzlei: kanzleiTable, profile: p })
        .from(m)
        .innerJoin(kanzleiTable, eq(kanzleiTable.id, m.kanzleiId))
        .leftJoin(p, eq(p.mandantId, m.id))
        .where(and(eq(m.kanzleiId, kanzleiId), eq(m.id, id)));
      if (!row) return null;
      return {
        id: row.mandant.id,
        kanzleiNr: row.kanzlei.nr,
        kanzleiName: row.kanzlei.name,
        mandnr: row.mandant.mandnr,
        betriebnr: row.mandant.betriebnr,
        name: row.mandant.name,
        fibu: row.mandant.fibu as FibuType,
        active: row.mandant.active,
        street: row.profile?.street ?? '',
        zip: row.profile?.zip ?? '',
        city: row.profile?.city ?? '',
        countryCode: row.profile?.countryCode ?? 'DE',
        taxNumber: row.profile?.taxNumber ?? '',
        vatId: row.profile?.vatId ?? '',
        fiscalYearStartMonth: row.profile?.fiscalYearStartMonth ?? 1,
        accountFrame: (row.profile?.accountFrame as AccountFrame | null | undefined) ?? null,
      };
    },

    async numberTaken(kanzleiId: string, mandnr: number, betriebnr: number, exceptId?: string) {
      const rows = await db
        .select({ id: m.id })
        .from(m)
        .where(
          and(
            eq(m.kanzleiId, kanzleiId),
            eq(m.mandnr, mandnr),
            eq(m.betriebnr, betriebnr),
            exceptId ? ne(m.id, exceptId) : undefined,
          ),
        );
      return rows.length > 0;
    },

    async create(kanzleiId: string, fields: MandantFields, accountFrame: AccountFrame | null) {
      const { mandant, profile } = splitFields(fields);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(m)
          .values({ ...mandant, kanzleiId })
          .returning({ id: m.id });
        const id = (row as { id: string }).id;
        await tx.insert(p).values({ ...profile, mandantId: id, accountFrame });
        return id;
      });
    },

    async save(id: string, fields: MandantFields) {
      const { mandant, profile } = splitFields(fields);
      await db.transaction(async (tx) => {
        await tx.update(m).set(mandant).where(eq(m.id, id));
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
