import { describe, expect, it } from 'vitest';
import { buildTokenScope, isDeepLinkUser, parseTokenScope } from './token.schemas.js';

describe('token scope', () => {
  it('reads offline, AUTH_BY_REFRESH_TOKEN and RENEW_PWD_ from a comma-separated scope', () => {
    expect(parseTokenScope('offline')).toEqual({
      offline: true,
      authByRefreshToken: false,
      newPassword: null,
    });
    expect(parseTokenScope('offline,RENEW_PWD_Neu-2026')).toEqual({
      offline: true,
      authByRefreshToken: false,
      newPassword: 'Neu-2026',
    });
    expect(parseTokenScope('AUTH_BY_REFRESH_TOKEN')).toMatchObject({ authByRefreshToken: true });
    expect(parseTokenScope(undefined)).toEqual({
      offline: false,
      authByRefreshToken: false,
      newPassword: null,
    });
  });

  it('keeps commas inside a new password, which comes last', () => {
    expect(parseTokenScope('RENEW_PWD_a,b,offline').newPassword).toBe('a,b,offline');
    expect(parseTokenScope('RENEW_PWD_a,b,offline').offline).toBe(false);
    const scope = buildTokenScope({ offline: true, newPassword: 'x,y' });
    expect(scope).toBe('offline,RENEW_PWD_x,y');
    expect(parseTokenScope(scope)).toEqual({ offline: true, authByRefreshToken: false, newPassword: 'x,y' });
  });

  it('recognises deep-link users by subject or audience', () => {
    expect(isDeepLinkUser('deep_link_user_42', 'web')).toBe(true);
    expect(isDeepLinkUser('u1', 'ArcDeepLink')).toBe(true);
    expect(isDeepLinkUser('u1', 'web')).toBe(false);
  });
});
