import { describe, expect, it } from 'vitest';
import { defaultPasswordPolicy, passwordPolicyText, type PasswordPolicyTextKey } from '@belegfluss/shared';
import { decodePasswordPolicy, validateNewPassword } from './password-form.js';
import { isSafeGrantReturnUrl } from './pkce.js';
import { classifyLoginError } from './token-client.js';

const german = (key: PasswordPolicyTextKey, params?: Record<string, string | number>) =>
  passwordPolicyText(key, 'de', params);

describe('login error table', () => {
  it('maps every server answer to the spec behaviour', () => {
    expect(classifyLoginError({ status: 0, error: null, description: '' })).toEqual({
      kind: 'service-unavailable',
    });
    expect(
      classifyLoginError({ status: 400, error: 'SERVER_CLIENT_TIME_SYNC_ERROR', description: 'x' }),
    ).toEqual({
      kind: 'time-sync',
    });
    expect(classifyLoginError({ status: 400, error: 'TO_MANY_TRIES', description: '42' })).toEqual({
      kind: 'too-many-tries',
      seconds: 42,
    });
    expect(
      classifyLoginError({ status: 400, error: 'PWD_POLICY_MAX_AGE_REACHED', description: 'e30=' }),
    ).toEqual({
      kind: 'renew-password',
      reason: 'expired',
      policy: 'e30=',
    });
    expect(
      classifyLoginError({ status: 400, error: 'PWD_POLICY_NOT_VALID', description: 'e30=' }),
    ).toMatchObject({
      reason: 'not-valid',
    });
    expect(classifyLoginError({ status: 400, error: 'NEW_PWD_INVALID', description: 'Zu kurz' })).toEqual({
      kind: 'server-text',
      text: 'Zu kurz',
    });
    expect(
      classifyLoginError({ status: 400, error: 'SOFTWARE_MAINTENANCE', description: 'Wartung' }),
    ).toEqual({
      kind: 'server-text',
      text: 'Wartung',
    });
    for (const error of ['invalid_grant', 'NO_LICENSE', 'instance_locked', null]) {
      expect(classifyLoginError({ status: 400, error, description: '' })).toEqual({
        kind: 'wrong-credentials',
      });
    }
  });
});

describe('new password form', () => {
  const policy = defaultPasswordPolicy;
  it('shows the policy messages, "must differ" and the repeat message as the user types', () => {
    const weak = validateNewPassword(
      { oldPassword: 'Alt-2026', newPassword: 'abc', repeat: 'ab', policy },
      german,
    );
    expect(weak.newPassword[0]).toBe('Das Passwort muss mind. 6 Zeichen lang sein.');
    expect(weak.repeat).toBe('Passwort-Wiederholung ist nicht korrekt.');
    expect(weak.valid).toBe(false);
    const same = validateNewPassword(
      { oldPassword: 'Alt-2026', newPassword: 'Alt-2026', repeat: 'Alt-2026', policy },
      german,
    );
    expect(same.newPassword).toEqual(['Das neue Passwort muss sich vom alten Passwort unterscheiden!']);
    const good = validateNewPassword(
      { oldPassword: 'Alt-2026', newPassword: 'Neu-2026', repeat: 'Neu-2026', policy },
      german,
    );
    expect(good).toEqual({ newPassword: [], repeat: null, valid: true });
  });

  it('decodes the policy the server sends as base64 JSON', () => {
    const encoded = btoa(JSON.stringify({ ...policy, PolicyMinLenActive: true, PolicyMinLenValue: 12 }));
    expect(decodePasswordPolicy(encoded)).toMatchObject({ PolicyMinLenValue: 12 });
    expect(decodePasswordPolicy('kein base64!')).toBeNull();
  });
});

describe('GrantToken return URL', () => {
  it('accepts only our own authorize endpoint', () => {
    expect(isSafeGrantReturnUrl('/OAuth/Authorize?client_id=a')).toBe(true);
    expect(isSafeGrantReturnUrl(null)).toBe(false);
    expect(isSafeGrantReturnUrl('https://evil.example/OAuth/Authorize?x')).toBe(false);
    expect(isSafeGrantReturnUrl('//evil.example/OAuth/Authorize?x')).toBe(false);
    expect(isSafeGrantReturnUrl('/OAuth/Authorize/../../steal?x')).toBe(false);
  });
});
