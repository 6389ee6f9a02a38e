import { requireAdmin, type App } from '../../kernel/http.js';

export const SYSTEM = '/api/man/system';
export const INITIAL = '/api/man/initialsettings';

/** What the shell's routes share: their OpenAPI tag and the signed-in and administrator guards. */
export function shellRouteOptions(app: App) {
  return {
    tags: ['shell'],
    signedIn: { preHandler: app.authenticate },
    admin: { preHandler: [app.authenticate, requireAdmin] },
  };
}
