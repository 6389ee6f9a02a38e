import { randomUUID } from 'node:crypto';
import { eq, isNull } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, jwtVerify, SignJWT, type JWK, type CryptoKey } from 'jose';
import { accessTokenClaimsSchema, type AccessTokenClaims } from '@belegfluss/shared';
import type { Clock } from '../../kernel/clock.js';
import type { Db } from '../../kernel/database.js';
import { signingKeyTable } from './auth.tables.js';

const ALGORITHM = 'EdDSA';
export const ISSUER = 'belegfluss';

type SigningKey = { kid: string; privateKey: CryptoKey; publicKey: CryptoKey };

/**
 * Signs and verifies access tokens with an Ed25519 key kept in the database, so every web node
 * of an installation signs and verifies alike. Only EdDSA is accepted: `alg: none` or HS256
 * tokens are refused before any claim is read.
 */
export async function createTokenService({ db, clock }: { db: Db; clock: Clock }) {
  async function loadOrCreateKey(): Promise<SigningKey> {
    const [existing] = await db
      .select()
      .from(signingKeyTable)
      .where(isNull(signingKeyTable.retiredAt))
      .limit(1);
    if (existing) {
      return {
        kid: existing.kid,
        privateKey: (await importJWK(existing.privateJwk as JWK, ALGORITHM)) as CryptoKey,
        publicKey: (await importJWK(existing.publicJwk as JWK, ALGORITHM)) as CryptoKey,
      };
    }
    const { privateKey, publicKey } = await generateKeyPair(ALGORITHM, { crv: 'Ed25519', extractable: true });
    const kid = randomUUID();
    await db
      .insert(signingKeyTable)
      .values({
        kid,
        algorithm: ALGORITHM,
        publicJwk: await exportJWK(publicKey),
        privateJwk: await exportJWK(privateKey),
      })
      .onConflictDoNothing();
    return { kid, privateKey, publicKey };
  }

  const key = await loadOrCreateKey();
  const verificationKeys = new Map<string, CryptoKey>([[key.kid, key.publicKey]]);

  async function publicKeyFor(kid: string | undefined): Promise<CryptoKey> {
    if (!kid) throw new Error('token without key id');
    const cached = verificationKeys.get(kid);
    if (cached) return cached;
    const [row] = await db.select().from(signingKeyTable).where(eq(signingKeyTable.kid, kid));
    if (!row) throw new Error('unknown key id');
    const publicKey = (await importJWK(row.publicJwk as JWK, ALGORITHM)) as CryptoKey;
    verificationKeys.set(kid, publicKey);
    return publicKey;
  }

  return {
    async sign(claims: Omit<AccessTokenClaims, 'exp' | 'iat'>, ttlSeconds: number) {
      const issuedAt = Math.floor(clock.now().getTime() / 1000);
      const expiresAt = issuedAt + ttlSeconds;
      const token = await new SignJWT({
        name: claims.name,
        ...(claims.full_name === undefined ? {} : { full_name: claims.full_name }),
        roles: claims.roles,
        doc_read_right: claims.doc_read_right,
        sid: claims.sid,
      })
        .setProtectedHeader({ alg: ALGORITHM, kid: key.kid, typ: 'JWT' })
        .setSubject(claims.sub)
        .setAudience(claims.aud)
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key.privateKey);
      return { token, issuedAt, expiresAt };
    },

    /** Verifies signature, algorithm, issuer, audience and expiry; throws on any mismatch. */
    async verify(token: string, audiences: string[]): Promise<AccessTokenClaims> {
      const { payload } = await jwtVerify(token, (header) => publicKeyFor(header.kid), {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: audiences,
        currentDate: clock.now(),
      });
      return accessTokenClaimsSchema.parse(payload);
    },
  };
}

export type TokenService = Awaited<ReturnType<typeof createTokenService>>;
