import type { FastifyRequest } from 'fastify';
import { audiencesForPath, pickLanguage, SpecialRoles } from '@belegfluss/shared';
import type { Clock } from '../../kernel/clock.js';
import { createErrorFactory, unauthorized } from '../../kernel/errors.js';
import type { SystemSettings } from '../tenancy/index.js';
import { answerForEndedSession, rightsFromRoles } from './auth.models.js';
import type { AuthRepository } from './auth.repository.js';
import type { TokenService } from './tokens.js';

const forceLogout = createErrorFactory('auth.force_logout');
const instanceTerminated = createErrorFactory('auth.instance_terminated');
const softwareMaintenance = createErrorFactory('auth.software_maintenance');

/**
 * Authenticates a request from its bearer token: signature, expiry and the audience must hold (a
 * module's service takes its own module's tokens and the shell's, `audiencesForPath`) and the
 * token's session must still be live, so ending a session revokes its tokens at once. A session
 * ended by the user or an administrator answers FORCE_LOGOUT, one the server terminated answers
 * instance_terminated; while maintenance is active only administrators get through.
 */
export function createAuthGuard(deps: {
  clock: Clock;
  tokens: TokenService;
  authRepository: AuthRepository;
  systemSettings: SystemSettings;
}) {
  return async function authenticate(request: FastifyRequest) {
    const header = request.headers.authorization;
    if (!header || !/^Bearer\s+\S+$/i.test(header)) throw unauthorized();
    const path = request.routeOptions.url ?? request.url;
    const claims = await deps.tokens
      .verify(header.replace(/^Bearer\s+/i, ''), [...audiencesForPath(path)])
      .catch(() => {
        throw unauthorized();
      });
    const found = await deps.authRepository.findSessionWithUser(claims.sid);
    if (!found || found.session.userId !== claims.sub || !found.active) throw unauthorized();
    const { session } = found;
    if (session.endedAt) {
      const answer = answerForEndedSession(session.endReason);
      if (answer === 'force_logout') throw forceLogout();
      if (answer === 'instance_terminated') throw instanceTerminated({ audience: session.audience });
      throw unauthorized();
    }
    if (Date.parse(session.expiresAt) <= deps.clock.now().getTime()) throw unauthorized();
    // Admin comes from the user row read with the session, not the token: a demoted admin loses it
    // at once. The token's rights hold because every rights change ends the user's sessions.
    const isAdmin = found.isAdmin && claims.roles.includes(SpecialRoles.admin);
    if (!isAdmin && (await deps.systemSettings.isMaintenanceActive())) {
      const maintenance = await deps.systemSettings.getMaintenance();
      throw softwareMaintenance(maintenance?.message ? { description: maintenance.message } : undefined);
    }
    request.auth = {
      userId: claims.sub,
      sessionId: claims.sid,
      parentSessionId: session.parentSessionId,
      kuerzel: found.kuerzel,
      fullName: found.fullName,
      audience: session.audience,
      rights: rightsFromRoles(claims.roles),
      isAdmin,
      language: pickLanguage(request.headers['accept-language']),
    };
  };
}

/**
 * A preHandler that authenticates when a bearer token comes along and lets the request through
 * without one (or with a stale one): for calls that also work signed out.
 */
export function optionalAuthentication(app: { authenticate: (request: FastifyRequest) => Promise<void> }) {
  return async (request: FastifyRequest) => {
    if (!request.headers.authorization) return;
    try {
      await app.authenticate(request);
    } catch {
      request.auth = null;
    }
  };
}
