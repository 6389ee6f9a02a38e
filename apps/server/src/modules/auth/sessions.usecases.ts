import { isAudience, type Audience, type ClientStatus, type DeviceSession } from '@belegfluss/shared';
import type { Clock } from '../../kernel/clock.js';
import type { Logger } from '../../kernel/logger.js';
import type { SystemSettings } from '../tenancy/index.js';
import type { AuthContext } from '../../kernel/auth-context.js';
import type { AuthEvents } from './auth.events.js';
import { SessionEndReason, type AuthRepository, type SessionEndReasonValue } from './auth.repository.js';

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Device sessions: listing, ending (RefreshTokens/Delete, DeleteAllByTokens) and terminating
 * (NotifyClientsForInstanceTermination), plus what clients poll: ping and status.
 *
 * A token reference is either a raw refresh token (holding it is the authority, so a client can
 * sign out even when its access token has expired) or a session's `tokenId` from the session list,
 * which needs a signed-in caller who owns the session or is an administrator.
 */
export function createSessionUseCases(deps: {
  clock: Clock;
  logger: Logger;
  authRepository: AuthRepository;
  systemSettings: SystemSettings;
  authEvents: AuthEvents;
}) {
  const { clock, logger, authRepository, systemSettings, authEvents } = deps;

  async function resolve(references: string[], caller: AuthContext | null): Promise<string[]> {
    const sessionIds = references.filter((reference) => SESSION_ID.test(reference));
    const rawTokens = references.filter((reference) => !SESSION_ID.test(reference));
    const owned = caller
      ? await authRepository.filterOwnSessions(sessionIds, caller.isAdmin ? null : caller.userId)
      : [];
    return [...new Set([...owned, ...(await authRepository.sessionIdsOfRefreshTokens(rawTokens))])];
  }

  async function end(references: string[], caller: AuthContext | null, reason: SessionEndReasonValue) {
    return authRepository.endSessionTrees(await resolve(references, caller), reason);
  }

  return {
    /** Ends sessions for good; their clients are signed out (FORCE_LOGOUT). */
    async revoke(references: string[], caller: AuthContext | null) {
      return { ended: (await end(references, caller, SessionEndReason.revoked)).length };
    },

    /**
     * Ends module instances; their clients leave the module for the start page, and the modules
     * that listen hear of it (inquiry termination).
     */
    async terminate(references: string[], caller: AuthContext | null) {
      const ended = await end(references, caller, SessionEndReason.instanceTerminated);
      const failures = await authEvents.notifyInstancesTerminated(ended);
      for (const error of failures) logger.error({ err: error }, 'instance termination listener failed');
      logger.info({ sessions: ended.length }, 'module instances terminated');
      return { ended: ended.length };
    },

    async list(caller: AuthContext): Promise<DeviceSession[]> {
      const rows = await authRepository.listLiveSessionsOfUser(caller.userId);
      const device = caller.parentSessionId ?? caller.sessionId;
      return rows.map(({ session, clientName }) => ({
        tokenId: session.id,
        parentTokenId: session.parentSessionId,
        audience: session.audience,
        clientId: session.clientId,
        clientName,
        persistent: session.persistent,
        userAgent: session.userAgent,
        ip: session.ip,
        createdAt: session.createdAt,
        lastSeenAt: session.lastSeenAt,
        current: session.id === device || session.parentSessionId === device,
      }));
    },

    async ping(caller: AuthContext) {
      await authRepository.touchSessionFamily({
        id: caller.sessionId,
        parentSessionId: caller.parentSessionId,
      });
    },

    async status(caller: AuthContext): Promise<ClientStatus> {
      const maintenance = await systemSettings.getMaintenance();
      const terminated = await authRepository.listTerminatedChildAudiences(
        caller.parentSessionId ?? caller.sessionId,
      );
      return {
        serverTime: clock.now().toISOString(),
        maintenance: maintenance
          ? { activatesAt: maintenance.activatesAt, active: maintenance.active, message: maintenance.message }
          : null,
        terminatedAudiences: terminated.filter((audience): audience is Audience => isAudience(audience)),
      };
    },
  };
}

export type SessionUseCases = ReturnType<typeof createSessionUseCases>;
