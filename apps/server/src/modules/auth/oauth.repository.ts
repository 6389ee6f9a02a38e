import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import { hashToken } from './auth.repository.js';
import { appGrantTable, authorizationCodeTable, clientAppTable } from './auth.tables.js';

export type ClientAppRow = typeof clientAppTable.$inferSelect;
export type AuthorizationCodeRow = typeof authorizationCodeTable.$inferSelect;

/** Registered client apps, the permanent grants users gave them, and authorization codes. */
export function createOAuthRepository({ db }: { db: Db }) {
  return {
    async findClientApp(clientId: string): Promise<ClientAppRow | null> {
      const [row] = await db.select().from(clientAppTable).where(eq(clientAppTable.clientId, clientId));
      return row ?? null;
    },

    async upsertClientApp(app: {
      clientId: string;
      name: string;
      secret: string | null;
      redirectUris: string[];
    }) {
      const values = {
        clientId: app.clientId,
        name: app.name,
        secretHash: app.secret ? hashToken(app.secret) : null,
        redirectUris: app.redirectUris,
      };
      await db
        .insert(clientAppTable)
        .values(values)
        .onConflictDoUpdate({ target: clientAppTable.clientId, set: values });
    },

    /** The user's live grant for the app, created when missing. */
    async ensureGrant(userId: string, clientId: string, scope: string): Promise<string> {
      const [existing] = await db
        .select({ id: appGrantTable.id })
        .from(appGrantTable)
        .where(
          and(
            eq(appGrantTable.userId, userId),
            eq(appGrantTable.clientId, clientId),
            isNull(appGrantTable.revokedAt),
          ),
        );
      if (existing) {
        await db.update(appGrantTable).set({ scope }).where(eq(appGrantTable.id, existing.id));
        return existing.id;
      }
      const [created] = await db
        .insert(appGrantTable)
        .values({ userId, clientId, scope })
        .returning({ id: appGrantTable.id });
      return (created as { id: string }).id;
    },

    async listLiveGrants(userId: string) {
      return db
        .select({ grant: appGrantTable, clientName: clientAppTable.name })
        .from(appGrantTable)
        .innerJoin(clientAppTable, eq(clientAppTable.clientId, appGrantTable.clientId))
        .where(and(eq(appGrantTable.userId, userId), isNull(appGrantTable.revokedAt)))
        .orderBy(desc(appGrantTable.createdAt));
    },

    async isGrantLive(grantId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: appGrantTable.id })
        .from(appGrantTable)
        .where(and(eq(appGrantTable.id, grantId), isNull(appGrantTable.revokedAt)));
      return Boolean(row);
    },

    /** Revokes the user's grant; false when there is no such live grant. */
    async revokeGrant(grantId: string, userId: string): Promise<boolean> {
      const revoked = await db
        .update(appGrantTable)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(appGrantTable.id, grantId),
            eq(appGrantTable.userId, userId),
            isNull(appGrantTable.revokedAt),
          ),
        )
        .returning({ id: appGrantTable.id });
      return revoked.length === 1;
    },

    async touchGrant(grantId: string) {
      await db
        .update(appGrantTable)
        .set({ lastUsedAt: sql`now()` })
        .where(eq(appGrantTable.id, grantId));
    },

    async createCode(values: {
      code: string;
      clientId: string;
      userId: string;
      grantId: string | null;
      redirectUri: string;
      scope: string;
      codeChallenge: string;
      expiresAt: Date;
    }) {
      const { code, expiresAt, ...rest } = values;
      await db
        .insert(authorizationCodeTable)
        .values({ ...rest, codeHash: hashToken(code), expiresAt: expiresAt.toISOString() });
    },

    async findCode(code: string): Promise<AuthorizationCodeRow | null> {
      const [row] = await db
        .select()
        .from(authorizationCodeTable)
        .where(eq(authorizationCodeTable.codeHash, hashToken(code)));
      return row ?? null;
    },

    /** Marks the code used; false when another request used it first. */
    async claimCode(codeHash: string): Promise<boolean> {
      const claimed = await db
        .update(authorizationCodeTable)
        .set({ usedAt: sql`now()` })
        .where(and(eq(authorizationCodeTable.codeHash, codeHash), isNull(authorizationCodeTable.usedAt)))
        .returning({ codeHash: authorizationCodeTable.codeHash });
      return claimed.length === 1;
    },

    async setCodeSession(codeHash: string, sessionId: string) {
      await db
        .update(authorizationCodeTable)
        .set({ sessionId })
        .where(eq(authorizationCodeTable.codeHash, codeHash));
    },
  };
}

export type OAuthRepository = ReturnType<typeof createOAuthRepository>;
