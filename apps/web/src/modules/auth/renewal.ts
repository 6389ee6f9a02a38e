/** Tokens are renewed this long before they expire (spec 000, section 9). */
export const RENEW_BEFORE_EXPIRY_MS = 100_000;

/**
 * When to renew a token: 100 s before expiry, earlier by the server/client time difference when
 * that is negative (the client clock runs ahead of the server's).
 */
export function renewalDelayMs(session: { expiresAt: number; timeDiffMs: number }, now = Date.now()): number {
  return Math.max(0, session.expiresAt - now - RENEW_BEFORE_EXPIRY_MS + Math.min(session.timeDiffMs, 0));
}
