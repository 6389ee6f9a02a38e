import type { AdminUser } from '@belegfluss/shared';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { toIso } from '../../kernel/sql.js';
import { createGrantsRepository, type Assignments } from './grants.repository.js';
import { groupMemberTable, userTable } from './tenancy.tables.js';

export type UserValues = {
  kuerzel: string;
  fullName: string;
  email: string;
  kind: string;
  isAdmin: boolean;
  language: string;
  startModule: number;
  fibu: string | null;
  active: boolean;
};

const u = userTable;

function toAdminUser(
  user: typeof u.$inferSelect,
  groupIds: string[],
  assigned: { rights: AdminUser['rights']; mandantIds: string[] } | undefined,
): AdminUser {
  return {
    id: user.id,
    kuerzel: user.kuerzel,
    fullName: user.fullName,
    email: user.email ?? '',
    kind: user.kind as AdminUser['kind'],
    isAdmin: user.isAdmin,
    language: user.language as AdminUser['language'],
    startModule: user.startModule,
    fibu: user.fibu as AdminUser['fibu'],
    active: user.active,
    passwordChangedAt: user.passwordChangedAt ? toIso(user.passwordChangedAt) : null,
    createdAt: toIso(user.createdAt),
    groupIds,
    rights: assigned?.rights ?? [],
    mandantIds: assigned?.mandantIds ?? [],
  };
}

/**
 * User accounts of a Kanzlei for the user administration, with their rights, Mandant access and
 * groups. Pass a transaction as `db` to change an account together with other writes.
 */
export function createUserAccountsRepository({ db }: { db: Db }) {
  const grants = createGrantsRepository({ db });

  return {
    async listUsers(kanzleiId: string): Promise<AdminUser[]> {
      const users = await db.select().from(u).where(eq(u.kanzleiId, kanzleiId)).orderBy(asc(u.kuerzel));
      const ids = users.map((user) => user.id);
      const [assigned, memberships] = await Promise.all([
        grants.grantsOf('user', ids),
        ids.length
          ? db.select().from(groupMemberTable).where(inArray(groupMemberTable.userId, ids))
          : Promise.resolve([]),
      ]);
      return users.map((user) =>
        toAdminUser(
          user,
          memberships.filter((row) => row.userId === user.id).map((row) => row.groupId),
          assigned.get(user.id),
        ),
      );
    },

    async findUser(kanzleiId: string, id: string) {
      const [row] = await db
        .select()
        .from(u)
        .where(and(eq(u.kanzleiId, kanzleiId), eq(u.id, id)));
      return row ?? null;
    },

    async kuerzelTaken(kuerzel: string, exceptId?: string) {
      const rows = await db
        .select({ id: u.id })
        .from(u)
        .where(and(sql`lower(${u.kuerzel}) = lower(${kuerzel})`, exceptId ? ne(u.id, exceptId) : undefined));
      return rows.length > 0;
    },

    async createUser(
      kanzleiId: string,
      values: UserValues & { passwordHash: string },
      assignments: Assignments,
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(u)
          .values({ ...values, kanzleiId, passwordChangedAt: sql`now()` })
          .returning({ id: u.id });
        const id = (row as { id: string }).id;
        await createGrantsRepository({ db: tx }).replaceAssignments('user', id, assignments);
        return id;
      });
    },

    async updateUser(id: string, values: UserValues, assignments: Assignments) {
      await db.transaction(async (tx) => {
        await tx
          .update(u)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(u.id, id));
        await createGrantsRepository({ db: tx }).replaceAssignments('user', id, assignments);
      });
    },

    async setPassword(id: string, passwordHash: string) {
      await db
        .update(u)
        .set({
          passwordHash,
          passwordChangedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(u.id, id));
    },

    async setActive(id: string, active: boolean) {
      await db
        .update(u)
        .set({ active, updatedAt: sql`now()` })
        .where(eq(u.id, id));
    },

    async setStartModule(id: string, startModule: number) {
      await db
        .update(u)
        .set({ startModule, updatedAt: sql`now()` })
        .where(eq(u.id, id));
    },
  };
}

export type UserAccountsRepository = ReturnType<typeof createUserAccountsRepository>;
