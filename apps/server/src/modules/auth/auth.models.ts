import { fibuCode, type FibuType } from '@belegfluss/shared';

/** Failed sign-ins allowed before the account waits; each further failure doubles the wait. */
export const FREE_LOGIN_ATTEMPTS = 5;
const FIRST_LOCK_SECONDS = 30;
const MAX_LOCK_SECONDS = 15 * 60;

export function lockSecondsAfter(failedAttempts: number): number {
  if (failedAttempts < FREE_LOGIN_ATTEMPTS) return 0;
  return Math.min(FIRST_LOCK_SECONDS * 2 ** (failedAttempts - FREE_LOGIN_ATTEMPTS), MAX_LOCK_SECONDS);
}

/** The token's `roles` list in the spec's forms: `NAME;TRUE`, `START_MODUL;n`, `FIBU;n`, `admin`. */
export function buildRoles(input: {
  rights: readonly string[];
  startModule: number;
  fibu: FibuType | null;
  isAdmin: boolean;
}): string[] {
  const roles = input.rights.map((right) => `${right};TRUE`);
  roles.push(`START_MODUL;${input.startModule}`);
  if (input.fibu) roles.push(`FIBU;${fibuCode(input.fibu)}`);
  if (input.isAdmin) roles.push('admin');
  return roles;
}

/** Reads the `NAME;TRUE` rights back out of a token's roles. */
export function rightsFromRoles(roles: readonly string[]): Set<string> {
  return new Set(
    roles.filter((role) => role.endsWith(';TRUE')).map((role) => role.slice(0, -';TRUE'.length)),
  );
}
