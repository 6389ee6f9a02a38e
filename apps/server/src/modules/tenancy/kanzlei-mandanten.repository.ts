import type { FibuType } from '@belegfluss/shared';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { kanzleiTable, mandantTable } from './tenancy.tables.js';

export type MandantValues = {
  mandnr: number;
  betriebnr: number;
  name: string;
  fibu: FibuType;
  active: boolean;
};

const m = mandantTable;

/**
 * The Mandanten of a Kanzlei for the Mandant administration. Pass a transaction as `db` to write a
 * Mandant together with other rows (its profile).
 */
export function createKanzleiMandantenRepository({ db }: { db: Db }) {
  return {
    async listAll(kanzleiId: string) {
      return db.select().from(m).where(eq(m.kanzleiId, kanzleiId)).orderBy(asc(m.mandnr), asc(m.betriebnr));
    },

    /** The Mandant with its Kanzlei, when it belongs to `kanzleiId`. */
    async findWithKanzlei(kanzleiId: string, id: string) {
      const [row] = await db
        .select({ mandant: m, kanzlei: kanzleiTable })
        .from(m)
        .innerJoin(kanzleiTable, eq(kanzleiTable.id, m.kanzleiId))
        .where(and(eq(m.kanzleiId, kanzleiId), eq(m.id, id)));
      return row ?? null;
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

    async insert(kanzleiId: string, values: MandantValues) {
      const [row] = await db
        .insert(m)
        .values({ ...values, kanzleiId })
        .returning({ id: m.id });
      return (row as { id: string }).id;
    },

    async update(id: string, values: MandantValues) {
      await db.update(m).set(values).where(eq(m.id, id));
    },
  };
}
