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
    const input = { oldPassword: 'Alt-Passwort-2026', policy, userName: 'erfasser' };
    const weak = validateNewPassword({ ...input, newPassword: 'Xyz', repeat: 'ab' }, german);
    expect(weak.newPassword[0]).toBe('Das Passwort muss mind. 10 Zeichen lang sein.');
    expect(weak.repeat).toBe('Passwort-Wiederholung ist nicht korrekt.');
    expect(weak.valid).toBe(false);
    const same = validateNewPassword(
      { ...input, newPassword: 'Alt-Passwort-2026', repeat: 'Alt-Passwort-2026' },
      german,
    );
    expect(same.newPassword).toEqual(['Das neue Passwort muss sich vom alten Passwort unterscheiden!']);
    const good = validateNewPassword(
      { ...input, newPassword: 'Neu-Passwort-2026', repeat: 'Neu-Passwort-2026' },
      german,
    );
    expect(good).toEqual({ newPassword: [], repeat: null, valid: true });
  });

  it('refuses common passwords and the user name while the user types', () => {
    const input = { oldPassword: 'Alt-Passwort-2026', policy, userName: 'erfasser' };
    const common = validateNewPassword(
      { ...input, newPassword: 'Passwort123!', repeat: 'Passwort123!' },
      german,
    );
    expect(common.newPassword).toEqual(['Dieses Passwort wird zu häufig verwendet.']);
    const longer = validateNewPassword(
      { ...input, newPassword: 'Erfasser2026!', repeat: 'Erfasser2026!' },
      german,
    );
    expect(longer.valid).toBe(true);
    const own = validateNewPassword(
      { ...input, newPassword: 'Erfasser12345', repeat: 'Erfasser12345' },
      german,
    );
    expect(own.newPassword).toEqual(['Das Passwort darf nicht der Benutzername sein.']);
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
