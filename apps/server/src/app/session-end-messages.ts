import { MessageType } from '@belegfluss/shared';
import type { AppMessages } from '../kernel/app-messages.js';
import type { AuthRepository } from '../modules/auth/index.js';

/**
 * Auth's repository, telling the user's instances when the server ended sessions (revoked,
 * terminated, replaced, rights changed). The message is a signal: each client asks the server
 * about its own session at once, and the request guard's answer (FORCE_LOGOUT or
 * instance_terminated) signs it out or takes it out of the module.
 */
export function withSessionEndMessages(repository: AuthRepository, appMessages: AppMessages): AuthRepository {
  const tell = (userId: string, reason: string, audience?: string) =>
    appMessages.publish({
      userId,
      messageType: MessageType.sessionTerminated,
      customData: { reason, ...(audience ? { audience } : {}) },
    });
  return {
    ...repository,
    async endSessionTrees(sessionIds, reason) {
      const ended = await repository.endSessionTrees(sessionIds, reason);
      const told = new Set<string>();
      for (const session of ended) {
        const key = `${session.userId}/${session.audience}`;
        if (told.has(key)) continue;
        told.add(key);
        await tell(session.userId, reason, session.audience);
      }
      return ended;
    },
    async endSessionsOfUser(userId, options) {
      const count = await repository.endSessionsOfUser(userId, options);
      if (count > 0) await tell(userId, options?.reason ?? 'revoked');
      return count;
    },
  };
}
