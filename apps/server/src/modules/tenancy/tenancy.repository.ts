import { and, eq, inArray, isNull, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { qualifiedColumn } from '../../kernel/sql.js';
import {
  groupMemberTable,
  groupTable,
  kanzleiTable,
  mandantAccessTable,
  mandantTable,
  rightGrantTable,
  userTable,
} from './tenancy.tables.js';

export type UserRow = typeof userTable.$inferSelect;
export type MandantRow = typeof mandantTable.$inferSelect;

export type TokenFacts = { rights: string[]; fibu: string | null; isReader: boolean };

/**
 * SQL columns with what an access token says about a user: global rights (own and via groups),
 * the accounting system of the first accessible Mandant, and membership of `readerGroup`. Selected
 * together with the user, so signing in costs one query less.
 */
function tokenFactsColumns(readerGroup: string) {
  const userId = qualifiedColumn(userTable.id);
  const isAdmin = qualifiedColumn(userTable.isAdmin);
  const kanzleiId = qualifiedColumn(userTable.kanzleiId);
  const memberships = sql`(SELECT group_id FROM user_group_member WHERE user_id = ${userId})`;
  return {
    rights: sql<string[]>`coalesce((
      SELECT array_agg(DISTINCT right_name ORDER BY right_name) FROM right_grant
      WHERE mandant_id IS NULL AND (user_id = ${userId} OR group_id IN ${memberships})
    ), '{}')`,
    fibu: sql<string | null>`(
      SELECT m.fibu FROM mandant m
      WHERE m.active AND (
        (${isAdmin} AND m.kanzlei_id = ${kanzleiId})
        OR (NOT ${isAdmin} AND m.id IN (
          SELECT mandant_id FROM mandant_access
          WHERE user_id = ${userId} OR group_id IN ${memberships}))
      )
      ORDER BY m.mandnr, m.betriebnr LIMIT 1
    )`,
    isReader: sql<boolean>`EXISTS (
      SELECT 1 FROM user_group g WHERE g.name = ${readerGroup} AND g.id IN ${memberships}
    )`,
  };
}

/**
 * SQL columns with the login name and full name of the user `userId` refers to, null when there is
 * none: the request guard selects them with the session, so a request costs one query less.
 */
export function userNameColumns(userIdColumn: Column) {
  const userId = qualifiedColumn(userIdColumn);
  return {
    kuerzel: sql<string | null>`(SELECT u.kuerzel FROM app_user u WHERE u.id = ${userId})`,
    fullName: sql<string | null>`(SELECT u.full_name FROM app_user u WHERE u.id = ${userId})`,
  };
}

/** The user columns the request guard checks with a session: names, live admin flag and activity. */
export function userGuardColumns(userIdColumn: Column) {
  const userId = qualifiedColumn(userIdColumn);
  return {
    ...userNameColumns(userIdColumn),
    isAdmin: sql<boolean | null>`(SELECT u.is_admin FROM app_user u WHERE u.id = ${userId})`,
    active: sql<boolean | null>`(SELECT u.active FROM app_user u WHERE u.id = ${userId})`,
  };
}

export function createTenancyRepository({ db }: { db: Db }) {
  async function findUserWithTokenFacts(
    condition: SQL,
    readerGroup: string,
  ): Promise<{ user: UserRow; facts: TokenFacts } | null> {
    const [row] = await db
      .select({ user: userTable, ...tokenFactsColumns(readerGroup) })
      .from(userTable)
      .where(condition);
    return row
      ? { user: row.user, facts: { rights: row.rights, fibu: row.fibu, isReader: row.isReader } }
      : null;
  }

  const groupIdsOf = (userId: string) =>
    db
      .select({ id: groupMemberTable.groupId })
      .from(groupMemberTable)
      .where(eq(groupMemberTable.userId, userId));

  return {
    async findUserByLogin(kuerzel: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(userTable)
        .where(sql`lower(${userTable.kuerzel}) = lower(${kuerzel})`);
      return row ?? null;
    },

    /** The user of a login name (compared in lower case) with the facts of their access token, in one query. */
    findUserByLoginWithTokenFacts: (loginName: string, readerGroup: string) =>
      findUserWithTokenFacts(sql`lower(${userTable.kuerzel}) = lower(${loginName})`, readerGroup),

    /** The user with the facts of their access token, in one query. */
    findUserByIdWithTokenFacts: (id: string, readerGroup: string) =>
      findUserWithTokenFacts(eq(userTable.id, id), readerGroup),

    async setPassword(userId: string, passwordHash: string, changedAt: Date) {
      await db
        .update(userTable)
        .set({ passwordHash, passwordChangedAt: changedAt.toISOString(), updatedAt: sql`now()` })
        .where(eq(userTable.id, userId));
    },

    async setLanguage(userId: string, language: string) {
      await db
        .update(userTable)
        .set({ language, updatedAt: sql`now()` })
        .where(eq(userTable.id, userId));
    },

    async findUserById(id: string): Promise<UserRow | null> {
      const [row] = await db.select().from(userTable).where(eq(userTable.id, id));
      return row ?? null;
    },

    /** Rights of the user and of their groups: global ones, plus those for `mandantId` when given. */
    async listRights(userId: string, mandantId: string | null): Promise<string[]> {
      const scope = mandantId
        ? or(isNull(rightGrantTable.mandantId), eq(rightGrantTable.mandantId, mandantId))
        : isNull(rightGrantTable.mandantId);
      const rows = await db
        .selectDistinct({ name: rightGrantTable.rightName })
        .from(rightGrantTable)
        .where(
          and(
            or(eq(rightGrantTable.userId, userId), inArray(rightGrantTable.groupId, groupIdsOf(userId))),
            scope,
          ),
        );
      return rows.map((row) => row.name).sort();
    },

    /** Mandanten the user may work in: granted to them or a group of theirs; administrators see their Kanzlei's. */
    async listAccessibleMandanten(
      user: Pick<UserRow, 'id' | 'isAdmin' | 'kanzleiId'>,
    ): Promise<MandantRow[]> {
      const granted = db
        .select({ id: mandantAccessTable.mandantId })
        .from(mandantAccessTable)
        .where(
          or(
            eq(mandantAccessTable.userId, user.id),
            inArray(mandantAccessTable.groupId, groupIdsOf(user.id)),
          ),
        );
      return db
        .select()
        .from(mandantTable)
        .where(
          and(
            eq(mandantTable.active, true),
            user.isAdmin ? eq(mandantTable.kanzleiId, user.kanzleiId) : inArray(mandantTable.id, granted),
          ),
        )
        .orderBy(mandantTable.mandnr, mandantTable.betriebnr);
    },

    /**
     * What the Mandant gate decides on, in one query: whether the user exists and is an administrator,
     * the Mandant when it is active and accessible to them (see `listAccessibleMandanten`), and
     * whether they hold one of `rights` globally or for it (see `listRights`). Null: no such user.
     */
    async findMandantGate(
      userId: string,
      mandantId: string | null,
      rights: readonly string[],
    ): Promise<{ isAdmin: boolean; mandant: MandantRow | null; holdsRight: boolean } | null> {
      const user = qualifiedColumn(userTable.id);
      const memberships = sql`(SELECT group_id FROM user_group_member WHERE user_id = ${user})`;
      const accessible = sql`${mandantTable.active} AND CASE WHEN ${userTable.isAdmin}
        THEN ${mandantTable.kanzleiId} = ${userTable.kanzleiId}
        ELSE ${mandantTable.id} IN (
          SELECT mandant_id FROM mandant_access WHERE user_id = ${user} OR group_id IN ${memberships})
        END`;
      const holdsRight =
        rights.length === 0
          ? sql<boolean>`false`
          : sql<boolean>`EXISTS (
              SELECT 1 FROM right_grant g
              WHERE g.right_name IN (${sql.join(
                rights.map((right) => sql`${right}`),
                sql`, `,
              )})
                AND (g.mandant_id IS NULL OR g.mandant_id = ${mandantTable.id})
                AND (g.user_id = ${user} OR g.group_id IN ${memberships}))`;
      const [row] = await db
        .select({ isAdmin: userTable.isAdmin, mandant: mandantTable, holdsRight })
        .from(userTable)
        .leftJoin(
          mandantTable,
          mandantId === null ? sql`false` : and(eq(mandantTable.id, mandantId), accessible),
        )
        .where(eq(userTable.id, userId));
      return row ? { isAdmin: row.isAdmin, mandant: row.mandant, holdsRight: row.holdsRight === true } : null;
    },

    async loadTokenFacts(userId: string, readerGroup: string): Promise<TokenFacts> {
      const [row] = await db
        .select(tokenFactsColumns(readerGroup))
        .from(userTable)
        .where(eq(userTable.id, userId));
      return row ?? { rights: [], fibu: null, isReader: false };
    },

    async findMandantById(id: string): Promise<MandantRow | null> {
      const [row] = await db.select().from(mandantTable).where(eq(mandantTable.id, id));
      return row ?? null;
    },

    async isMemberOfGroup(userId: string, groupName: string): Promise<boolean> {
      const rows = await db
        .select({ id: groupTable.id })
        .from(groupTable)
        .innerJoin(groupMemberTable, eq(groupMemberTable.groupId, groupTable.id))
        .where(and(eq(groupMemberTable.userId, userId), eq(groupTable.name, groupName)))
        .limit(1);
      return rows.length > 0;
    },

    async findKanzleiById(id: string) {
      const [row] = await db.select().from(kanzleiTable).where(eq(kanzleiTable.id, id));
      return row ?? null;
    },

    async countKanzleien(): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(kanzleiTable);
      return row?.count ?? 0;
    },
  };
}

export type TenancyRepository = ReturnType<typeof createTenancyRepository>;
