import { Rights } from '@belegfluss/shared';

const startRoutes: Record<number, { route: string; right: string }> = {
  1: { route: '/MainFrame/Archiv', right: Rights.canStartUniview },
  2: { route: '/MainFrame/Workflows', right: Rights.canStartWorkflow },
  3: { route: '/MainFrame/Unides', right: Rights.canStartUnides },
};

/** Where the user starts after signing in: the `START_MODUL;n` module when they may open it, else the root. */
export function startRouteFromRoles(roles: readonly string[]): string {
  const value = Number(roles.find((role) => role.startsWith('START_MODUL;'))?.split(';')[1] ?? 0);
  const start = startRoutes[value];
  return start && roles.includes(`${start.right};TRUE`) ? start.route : '/';
}
