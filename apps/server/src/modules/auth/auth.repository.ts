import type { Db } from '../../kernel/database.js';
import { createLoginRepository } from './logins.repository.js';
import { createRefreshTokenRepository } from './refresh-tokens.repository.js';
import { createSessionEndRepository } from './session-end.repository.js';
import { createSessionListRepository } from './session-lists.repository.js';
import { createSessionRepository } from './sessions.repository.js';

export {
  hashToken,
  SessionEndReason,
  type EndedSession,
  type RefreshTokenRow,
  type SessionEndReasonValue,
  type SessionRow,
} from './auth.repository.common.js';

/** Sessions, their ending and listing, refresh tokens and sign-ins, each from its own repository. */
export function createAuthRepository({ db }: { db: Db }) {
  return {
    ...createSessionEndRepository({ db }),
    ...createSessionRepository({ db }),
    ...createRefreshTokenRepository({ db }),
    ...createSessionListRepository({ db }),
    ...createLoginRepository({ db }),
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;

/** What other modules may do with a user's sessions: end them after a password or rights change. */
