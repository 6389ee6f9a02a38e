import { fibuCode, Rights, SpecialRoles, type FibuType } from '@belegfluss/shared';
import { SessionEndReason } from './auth.repository.js';

/** Failed sign-ins allowed before the account waits; each further failure doubles the wait. */
export const FREE_LOGIN_ATTEMPTS = 5;
const FIRST_LOCK_SECONDS = 30;
const MAX_LOCK_SECONDS = 15 * 60;

export function lockSecondsAfter(failedAttempts: number): number {
  if (failedAttempts < FREE_LOGIN_ATTEMPTS) return 0;
  return Math.min(FIRST_LOCK_SECONDS * 2 ** (failedAttempts - FREE_LOGIN_ATTEMPTS), MAX_LOCK_SECONDS);
}

/**
 * The token's `roles` list in the spec's forms: `NAME;TRUE`, `START_MODUL;n`, `FIBU;n`, the
 * deep-link view roles (workflow right → `deep_link_wf_view`, archive right → `deep_link_arc_view`)
 * and `admin`.
 */
export function buildRoles(input: {
  rights: readonly string[];
  startModule: number;
  fibu: FibuType | null;
  isAdmin: boolean;
}): string[] {
  const roles = input.rights.map((right) => `${right};TRUE`);
  roles.push(`START_MODUL;${input.startModule}`);
  if (input.fibu) roles.push(`FIBU;${fibuCode(input.fibu)}`);
  if (input.isAdmin || input.rights.includes(Rights.canStartWorkflow)) {
    roles.push(SpecialRoles.deepLinkWorkflowView);
  }
  if (input.isAdmin || input.rights.includes(Rights.canStartUniview)) {
    roles.push(SpecialRoles.deepLinkArchiveView);
  }
  if (input.isAdmin) roles.push(SpecialRoles.admin);
  return roles;
}

/**
 * The rights sets of recently seen role lists: the requests of one sign-in (e.g. hundreds of waiting
 * long polls) share one read-only set instead of each keeping its own copy of the role strings.
 */
const recentRights = new Map<string, ReadonlySet<string>>();
const RECENT_RIGHTS_LIMIT = 256;

/** Reads the `NAME;TRUE` rights back out of a token's roles. */
export function rightsFromRoles(roles: readonly string[]): ReadonlySet<string> {
  const key = roles.join('\n');
  const known = recentRights.get(key);
  if (known) return known;
  const rights: ReadonlySet<string> = new Set(
    roles.filter((role) => role.endsWith(';TRUE')).map((role) => role.slice(0, -';TRUE'.length)),
  );
  if (recentRights.size >= RECENT_RIGHTS_LIMIT) recentRights.delete(recentRights.keys().next().value ?? '');
  recentRights.set(key, rights);
  return rights;
}

/** Clock gaps in this band refuse the sign-in (spec 000, section 5); larger ones are left to the client. */
export const CLOCK_GAP_REFUSED_FROM_SECONDS = 300;
export const CLOCK_GAP_REFUSED_TO_SECONDS = 3000;

export function isClockGapRefused(serverMs: number, clientMs: number | null): boolean {
  if (clientMs === null) return false;
  const gapSeconds = Math.abs(serverMs - clientMs) / 1000;
  return gapSeconds >= CLOCK_GAP_REFUSED_FROM_SECONDS && gapSeconds <= CLOCK_GAP_REFUSED_TO_SECONDS;
}

export type SessionLossAnswer = 'force_logout' | 'instance_terminated' | 'unauthorized';

/** What a client whose session ended for `reason` is told. */
export function answerForEndedSession(reason: string | null): SessionLossAnswer {
  if (reason === SessionEndReason.revoked || reason === SessionEndReason.grantRevoked) return 'force_logout';
  if (reason === SessionEndReason.instanceTerminated || reason === SessionEndReason.replaced) {
    return 'instance_terminated';
  }
  return 'unauthorized';
}

/**
 * A module session counts as open while its device pinged within this time: two and a half ping
 * intervals (120 s). A window closed without signing out stops blocking the module after it.
 */
export const MODULE_SESSION_FRESH_SECONDS = 300;

/**
 * Whether an existing module session blocks a new one (`instance_locked`): it does unless it was
 * opened from the same shell session or the same browser (same device key hash; a browser closed
 * without signing out takes its own stale session over), or its device has not been seen for longer
 * than `freshSeconds`.
 */
export function blocksNewModuleSession(
  existing: { parentSessionId: string | null; lastSeenAt: string; deviceKeyHash: string | null },
  request: { parentSessionId: string | null; deviceKeyHash: string | null; now: Date; freshSeconds: number },
): boolean {
  const sameShell = request.parentSessionId !== null && existing.parentSessionId === request.parentSessionId;
  const sameBrowser = request.deviceKeyHash !== null && existing.deviceKeyHash === request.deviceKeyHash;
  if (sameShell || sameBrowser) return false;
  const unseenSeconds = (request.now.getTime() - Date.parse(existing.lastSeenAt)) / 1000;
  return unseenSeconds <= request.freshSeconds;
}
