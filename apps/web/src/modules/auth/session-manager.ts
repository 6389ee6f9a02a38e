import { DEFAULT_AUDIENCE, type Audience, type TokenResponse } from '@belegfluss/shared';
import { settleWrites } from '../../kernel/api-client.js';
import { classifyRenewalError, type RenewalOutcome } from '../../kernel/http-errors.js';
import { renewalDelayMs } from './renewal.js';
import {
  clearLocalStorage,
  isTokenFresh,
  isTokenValid,
  readSessions,
  removeSession,
  SESSIONS_STORAGE_KEY,
  sessionFromTokenResponse,
  writeSession,
  type SessionInfo,
} from './session-store.js';
import { loginByRefreshToken, passwordLogin, refreshLogin, type TokenResult } from './token-client.js';

/** Login state of spec 000, section 4. */
export type LoginState = 'INITIAL' | 'LOGGED_IN' | 'LOGGED_OUT';

export type SessionSnapshot = {
  state: LoginState;
  /** The shell session ('web'). */
  web: SessionInfo | null;
  /** Audiences with a stored token. */
  audiences: Audience[];
};

/** A renewal or module sign-in failed for good; the shell decides what the user sees. */
export type SessionFailureHandler = (
  outcome: RenewalOutcome,
  audience: Audience,
  description: string,
) => void;

const RETRY_RENEWAL_MS = 15_000;

async function withRenewalLock(work: () => Promise<void>) {
  // Tabs of one browser share the tokens: only one may renew at a time, or the second use of the
  // same refresh token would look like a replay and end the session.
  if (typeof navigator !== 'undefined' && navigator.locks) {
    await navigator.locks.request('belegfluss-token-renewal', work);
  } else {
    await work();
  }
}

/**
 * The client's sessions, one per audience: stored in local storage, renewed 100 s before expiry,
 * restored silently at start, ended at logout. React reads it through `useSyncExternalStore`.
 */
export function createSessionManager() {
  let state: LoginState = 'INITIAL';
  let onFailure: SessionFailureHandler = () => undefined;
  const timers = new Map<Audience, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();
  let snapshot: SessionSnapshot = { state, web: null, audiences: [] };

  function publish() {
    const sessions = readSessions();
    snapshot = {
      state,
      web: sessions[DEFAULT_AUDIENCE] ?? null,
      audiences: Object.keys(sessions) as Audience[],
    };
    for (const listener of listeners) listener();
  }

  function schedule(session: SessionInfo) {
    clearTimeout(timers.get(session.audience));
    timers.set(
      session.audience,
      setTimeout(() => void renew(session.audience), renewalDelayMs(session)),
    );
  }

  function store(
    result: Extract<TokenResult, { ok: true }>,
    ownerClientId: string | null = null,
  ): SessionInfo {
    const session = sessionFromTokenResponse(result.response, result.receivedAt, ownerClientId);
    writeSession(session);
    schedule(session);
    return session;
  }

  function drop(audience: Audience) {
    clearTimeout(timers.get(audience));
    timers.delete(audience);
    removeSession(audience);
  }

  async function renew(audience: Audience): Promise<boolean> {
    let renewed = false;
    await withRenewalLock(async () => {
      const current = readSessions()[audience];
      if (!current) return;
      if (renewalDelayMs(current) > 5_000) {
        // Another tab renewed it meanwhile.
        schedule(current);
        renewed = true;
        return;
      }
      const result = await refreshLogin(current.refreshToken);
      // A logout while the request ran cleared the sessions: an answer arriving now is not stored.
      if (!readSessions()[audience]) return;
      if (result.ok) {
        store(result, current.ownerClientId);
        renewed = true;
        return;
      }
      const outcome = classifyRenewalError(result.status, result.error);
      if (outcome === 'retry') {
        timers.set(
          audience,
          setTimeout(() => void renew(audience), RETRY_RENEWAL_MS),
        );
        return;
      }
      drop(audience);
      onFailure(outcome, audience, result.description);
    });
    publish();
    return renewed;
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    setFailureHandler(handler: SessionFailureHandler) {
      onFailure = handler;
    },

    /**
     * The token to send for an audience: its own, else the shell's. A token about to expire (a
     * laptop woke up) is renewed first; null when none can be had.
     */
    async getToken(audience: Audience | undefined): Promise<string | null> {
      for (const candidate of audience && audience !== DEFAULT_AUDIENCE
        ? [audience, DEFAULT_AUDIENCE]
        : [DEFAULT_AUDIENCE]) {
        const session = readSessions()[candidate];
        if (!session) continue;
        if (isTokenFresh(session)) return session.accessToken;
        if (await renew(candidate)) return readSessions()[candidate]?.accessToken ?? null;
      }
      return null;
    },

    /** Silent restore at start: stored tokens per audience, renewed when needed; else signed out. */
    async restore() {
      const sessions = readSessions();
      for (const session of Object.values(sessions)) {
        if (!session) continue;
        if (isTokenFresh(session)) schedule(session);
        else if (isTokenValid(session)) await renew(session.audience);
        else drop(session.audience);
      }
      if (readSessions()[DEFAULT_AUDIENCE]) {
        state = 'LOGGED_IN';
      } else {
        // No Windows single sign-on step: no installation can offer it (docs/decisions/auth-shell.md).
        for (const timer of timers.values()) clearTimeout(timer);
        timers.clear();
        clearLocalStorage();
        state = 'LOGGED_OUT';
      }
      publish();
    },

    /** For routes that never restore a login (SessionExpired, external sessions). */
    markSignedOut() {
      state = 'LOGGED_OUT';
      publish();
    },

    async login(input: {
      username: string;
      password: string;
      remember: boolean;
      newPassword?: string | null;
    }) {
      const result = await passwordLogin(input);
      if (result.ok) {
        store(result);
        state = 'LOGGED_IN';
        publish();
      }
      return result;
    },

    /** Signs in with tokens from elsewhere (the code flow's login by refresh token). */
    adopt(response: TokenResponse, receivedAt: number) {
      store({ ok: true, response, receivedAt });
      state = 'LOGGED_IN';
      publish();
    },

    /**
     * Makes sure a module's own token exists: a stored one, else a login by the shell's refresh
     * token. Throws nothing; failures go to the failure handler (instance_locked, NO_LICENSE, ...).
     */
    async ensureModuleToken(audience: Audience): Promise<boolean> {
      if (audience === DEFAULT_AUDIENCE) return true;
      const existing = readSessions()[audience];
      if (existing && isTokenValid(existing)) return true;
      if (existing) return renew(audience);
      const web = readSessions()[DEFAULT_AUDIENCE];
      if (!web) return false;
      const result = await loginByRefreshToken(web.kuerzel, web.refreshToken, audience);
      if (!readSessions()[DEFAULT_AUDIENCE]) return false;
      if (result.ok) {
        store(result);
        publish();
        return true;
      }
      onFailure(classifyRenewalError(result.status, result.error), audience, result.description);
      return false;
    },

    /** Forgets one audience's token (its module was terminated or is not licensed). */
    dropAudience(audience: Audience) {
      drop(audience);
      publish();
    },

    /**
     * Logout: clears local storage but the language, becomes LOGGED_OUT, and ends the sessions on
     * the server (all audience tokens at once) once the writes already sent have ended, so a setting
     * chosen just before signing out (language, theme) is still saved.
     */
    logout({ notifyServer }: { notifyServer: boolean }) {
      const refreshTokens = Object.values(readSessions())
        .map((session) => session?.refreshToken)
        .filter((token): token is string => Boolean(token));
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      clearLocalStorage();
      state = 'LOGGED_OUT';
      publish();
      if (notifyServer && refreshTokens.length > 0) {
        void settleWrites()
          .then(() =>
            fetch('/api/auth/RefreshTokens/DeleteAllByTokens', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(refreshTokens),
              keepalive: true,
            }),
          )
          .catch(() => undefined);
      }
    },

    /** Another tab changed the sessions: follow it (a logout there signs out here too). */
    handleStorageEvent(event: StorageEvent) {
      if (event.key !== SESSIONS_STORAGE_KEY && event.key !== null) return;
      const sessions = readSessions();
      if (!sessions[DEFAULT_AUDIENCE] && state === 'LOGGED_IN') {
        for (const timer of timers.values()) clearTimeout(timer);
        timers.clear();
        state = 'LOGGED_OUT';
      }
      for (const session of Object.values(sessions)) if (session) schedule(session);
      publish();
    },
  };
}

export type SessionManager = ReturnType<typeof createSessionManager>;
