import type { Language } from '@belegfluss/shared';

/** Who is calling, as the guard established it from a valid access token and a live session. */
export type AuthContext = {
  userId: string;
  sessionId: string;
  /** The shell session a module session was opened from; null for shell and app sessions. */
  parentSessionId: string | null;
  kuerzel: string;
  fullName: string;
  audience: string;
  /** Global rights (`UA_CAN_START_WORKFLOW`, ...) from the token roles. */
  rights: ReadonlySet<string>;
  isAdmin: boolean;
  language: Language;
};
