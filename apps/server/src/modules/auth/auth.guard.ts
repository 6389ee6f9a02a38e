import type { FastifyRequest } from 'fastify';
import { audiences, pickLanguage } from '@belegfluss/shared';
import { unauthorized } from '../../app/errors.js';
import type { AuthRepository } from './auth.repository.js';
import { rightsFromRoles } from './auth.models.js';
import type { TokenService } from './tokens.js';

/**
 * Authenticates a request from its bearer token: signature, audience and expiry must hold and the
 * token's session must still be live, so ending a session revokes its tokens at once.
 */
export function createAuthGuard(deps: { tokens: TokenService; authRepository: AuthRepository }) {
  return async function authenticate(request: FastifyRequest) {
    const header = request.headers.authorization;
    if (!header || !/^Bearer\s+\S+$/i.test(header)) throw unauthorized();
    const claims = await deps.tokens.verify(header.replace(/^Bearer\s+/i, ''), [...audiences]).catch(() => {
      throw unauthorized();
    });
    const session = await deps.authRepository.findActiveSession(claims.sid);
    if (!session || session.userId !== claims.sub) throw unauthorized();
    request.auth = {
      userId: claims.sub,
      sessionId: claims.sid,
      kuerzel: claims.name,
      fullName: claims.name,
      audience: session.audience,
      rights: rightsFromRoles(claims.roles),
      isAdmin: claims.roles.includes('admin'),
      language: pickLanguage(request.headers['accept-language']),
    };
  };
}
