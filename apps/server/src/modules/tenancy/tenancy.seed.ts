import { sql } from 'drizzle-orm';
import type { FibuType } from '@belegfluss/shared';
import type { Db } from '../../kernel/database.js';
import {
  groupMemberTable,
  groupTable,
  kanzleiTable,
  mandantAccessTable,
  mandantTable,
  rightGrantTable,
  userTable,
} from './tenancy.tables.js';

export type SeedUser = {
  kuerzel: string;
  fullName: string;
  passwordHash: string;
  isAdmin?: boolean;
  kind?: 'internal' | 'mandant';
  startModule: number;
  rights: string[];
  /** MANDNRs of the Mandanten the user may work in, or all of them. */
  mandanten: 'all' | number[];
  groups: string[];
};

export type TenancySeed = {
  kanzlei: { nr: number; name: string };
  mandanten: { mandnr: number; name: string; fibu: FibuType }[];
  groups: string[];
  users: SeedUser[];
};

/** Seeds one Kanzlei with its Mandanten, groups and users, once: false when a Kanzlei exists already. */
export async function seedTenancyOnce(db: Db, seed: TenancySeed): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Processes starting together on an empty database (web and worker) seed one after the other:
    // the second then finds the Kanzlei instead of failing on its unique number.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('tenancy-seed'))`);
    const existing = await tx.select({ id: kanzleiTable.id }).from(kanzleiTable).limit(1);
    if (existing.length > 0) return false;
    const [kanzlei] = await tx.insert(kanzleiTable).values(seed.kanzlei).returning();
    const kanzleiId = (kanzlei as { id: string }).id;
    const mandanten = await tx
      .insert(mandantTable)
      .values(seed.mandanten.map((mandant) => ({ ...mandant, kanzleiId, betriebnr: 0 })))
      .returning();
    const groups = await tx
      .insert(groupTable)
      .values(seed.groups.map((name) => ({ kanzleiId, name })))
      .returning();
    for (const seedUser of seed.users) {
      const [user] = await tx
        .insert(userTable)
        .values({
          kanzleiId,
          kuerzel: seedUser.kuerzel,
          fullName: seedUser.fullName,
          kind: seedUser.kind ?? 'internal',
          isAdmin: seedUser.isAdmin ?? false,
          startModule: seedUser.startModule,
          passwordHash: seedUser.passwordHash,
          passwordChangedAt: new Date().toISOString(),
        })
        .returning();
      const userId = (user as { id: string }).id;
      if (seedUser.rights.length > 0) {
        await tx.insert(rightGrantTable).values(seedUser.rights.map((rightName) => ({ userId, rightName })));
      }
      const mandantIds = mandanten
        .filter((mandant) => seedUser.mandanten === 'all' || seedUser.mandanten.includes(mandant.mandnr))
        .map((mandant) => mandant.id);
      if (mandantIds.length > 0) {
        await tx.insert(mandantAccessTable).values(mandantIds.map((mandantId) => ({ userId, mandantId })));
      }
      const memberships = groups.filter((group) => seedUser.groups.includes(group.name));
      if (memberships.length > 0) {
        await tx.insert(groupMemberTable).values(memberships.map((group) => ({ groupId: group.id, userId })));
      }
    }
    return true;
  });
}
