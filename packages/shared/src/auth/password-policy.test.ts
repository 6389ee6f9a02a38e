import { describe, expect, it } from 'vitest';
import {
  checkPasswordPolicy,
  countPasswordGroups,
  defaultPasswordPolicy,
  describePasswordViolations,
  passwordDaysLeft,
  passwordPolicyText,
  requiredPasswordLength,
  type PasswordPolicy,
} from './password-policy.js';
import { listCommonPasswords } from './common-passwords.js';

/** The spec's own defaults (minimum length off): the spec's rules are tested against them. */
const specDefaults: PasswordPolicy = {
  ...defaultPasswordPolicy,
  PolicyMinLenActive: false,
  PolicyMinLenValue: 8,
};
const policy = (overrides: Partial<PasswordPolicy> = {}): PasswordPolicy => ({
  ...specDefaults,
  ...overrides,
});
const rules = (password: string, overrides: Partial<PasswordPolicy> = {}) =>
  checkPasswordPolicy(password, policy(overrides)).map((violation) => violation.rule);
const germanLines = (password: string, overrides: Partial<PasswordPolicy> = {}) =>
  describePasswordViolations(checkPasswordPolicy(password, policy(overrides)), (key, params) =>
    passwordPolicyText(key, 'de', params),
  );

describe('password policy defaults', () => {
  it('start with a minimum length of 10, complexity on and maximum age off', () => {
    expect(defaultPasswordPolicy).toMatchObject({
      PolicyMinLenActive: true,
      PolicyMinLenValue: 10,
      PolicyComplexityActive: true,
      PolicyMaxAgeActive: false,
    });
    expect(
      checkPasswordPolicy('Passwort1', defaultPasswordPolicy).map((violation) => violation.rule),
    ).toEqual(['min-length', 'common']);
    for (const demo of ['Admin-2026', 'Erfasser-2026', 'Freigabe-2026', 'Mandant-2026', 'Start-2026']) {
      expect(checkPasswordPolicy(demo, defaultPasswordPolicy)).toEqual([]);
    }
  });
});

describe('common passwords', () => {
  it('holds about a thousand or more, German ones included', () => {
    expect(listCommonPasswords().size).toBeGreaterThan(1000);
    for (const password of [
      'passwort',
      'hallo123',
      'qwertz',
      'schatz1',
      'fussball',
      '123456789',
      'passwort123!',
    ])
      expect(listCommonPasswords()).toContain(password);
  });

  it('are refused in any case, whatever the settings, with the German message', () => {
    expect(rules('PASSWORT123!')).toEqual(['common']);
    expect(rules('Hallo123', { PolicyComplexityActive: false })).toEqual(['common']);
    expect(germanLines('Sommer2026')).toEqual(['Dieses Passwort wird zu häufig verwendet.']);
    expect(rules('Sommerregen-2026')).toEqual([]);
  });

  it('refuse the user name, alone or with a common ending, but not a longer password containing it', () => {
    const account = { userName: 'Erfasser' };
    expect(checkPasswordPolicy('ERFASSER123!', policy(), account).map((violation) => violation.rule)).toEqual(
      ['user-name'],
    );
    expect(checkPasswordPolicy('Erfasser-2026', policy(), account)).toEqual([]);
    expect(passwordPolicyText('user-name', 'de')).toBe('Das Passwort darf nicht der Benutzername sein.');
    expect(passwordPolicyText('common', 'en')).toBe('This password is used too often.');
  });
});

describe('forbidden characters', () => {
  it("refuse the apostrophe and the euro sign with the spec's message", () => {
    expect(rules("Abcdef1'")).toEqual(['forbidden-characters']);
    expect(rules('Abcdef1€')).toEqual(['forbidden-characters']);
    expect(germanLines('Abcdef1€')).toEqual(["Diese Zeichen sind unzulässig: '€"]);
  });

  it('apply even when every other rule is off', () => {
    expect(rules("'", { PolicyComplexityActive: false })).toEqual(['forbidden-characters']);
  });
});

describe('minimum length', () => {
  it('uses the configured value when complexity is off', () => {
    const off = { PolicyComplexityActive: false, PolicyMinLenActive: true, PolicyMinLenValue: 4 };
    expect(requiredPasswordLength(policy(off))).toBe(4);
    expect(rules('xyz', off)).toEqual(['min-length']);
    expect(rules('wxyz', off)).toEqual([]);
    expect(germanLines('xyz', off)).toEqual(['Das Passwort muss mind. 4 Zeichen lang sein.']);
  });

  it('uses the configured value with complexity on only when it is above 6', () => {
    expect(requiredPasswordLength(policy({ PolicyMinLenActive: true, PolicyMinLenValue: 10 }))).toBe(10);
    expect(rules('Abcde1!x', { PolicyMinLenActive: true, PolicyMinLenValue: 10 })).toEqual(['min-length']);
    expect(germanLines('Abcde1!x', { PolicyMinLenActive: true, PolicyMinLenValue: 10 })).toEqual([
      'Das Passwort muss mind. 10 Zeichen lang sein.',
    ]);
    expect(requiredPasswordLength(policy({ PolicyMinLenActive: true, PolicyMinLenValue: 6 }))).toBe(6);
    expect(requiredPasswordLength(policy({ PolicyMinLenActive: true, PolicyMinLenValue: 3 }))).toBe(6);
  });

  it('needs 6 characters with complexity on and the length rule off', () => {
    expect(requiredPasswordLength(policy())).toBe(6);
    expect(rules('Ab1!x')).toEqual(['min-length']);
    expect(germanLines('Ab1!x')).toEqual(['Das Passwort muss mind. 6 Zeichen lang sein.']);
    expect(rules('Ab1!xy')).toEqual([]);
  });

  it('asks for nothing when both rules are off', () => {
    expect(requiredPasswordLength(policy({ PolicyComplexityActive: false }))).toBeNull();
    expect(rules('a', { PolicyComplexityActive: false })).toEqual([]);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(
      rules('äöüÄÖ1', { PolicyComplexityActive: false, PolicyMinLenActive: true, PolicyMinLenValue: 6 }),
    ).toEqual([]);
  });
});

describe('complexity', () => {
  it('needs characters from 3 of the 4 groups', () => {
    expect(countPasswordGroups('abcdef')).toBe(1);
    expect(countPasswordGroups('abcDEF')).toBe(2);
    expect(countPasswordGroups('abcDE1')).toBe(3);
    expect(countPasswordGroups('aB1!')).toBe(4);
    expect(rules('xbcdefgh')).toEqual(['complexity']);
    expect(rules('xbcdEFGH')).toEqual(['complexity']);
    expect(rules('abcdEFG1')).toEqual([]);
    expect(rules('abcdefg1!')).toEqual([]);
    expect(rules('ABCDEF1#')).toEqual([]);
  });

  it('counts umlauts as letters and only the fixed set as special characters', () => {
    expect(countPasswordGroups('äÖ')).toBe(2);
    expect(countPasswordGroups('§')).toBe(1);
    expect(countPasswordGroups('✓')).toBe(0);
  });

  it('shows the message followed by the four groups', () => {
    const lines = germanLines('xbcdefgh');
    expect(lines[0]).toBe('Es müssen Zeichen aus mind. 3 der nachfolgenden Gruppen eingegeben werden:');
    expect(lines.slice(1)).toHaveLength(4);
    expect(lines[1]).toContain('Großbuchstaben');
    expect(lines[2]).toContain('Kleinbuchstaben');
    expect(lines[3]).toContain('Ziffern');
    expect(lines[4]).toContain('Sonderzeichen');
  });

  it('is not checked when switched off', () => {
    expect(rules('xbcdefgh', { PolicyComplexityActive: false })).toEqual([]);
  });

  it('reports every broken rule at once, in order', () => {
    expect(rules("ab'")).toEqual(['forbidden-characters', 'min-length', 'complexity']);
  });
});

describe('maximum age', () => {
  const now = new Date('2026-03-31T10:00:00Z');
  it('gives no days left while inactive', () => {
    expect(passwordDaysLeft(policy(), new Date('2020-01-01'), now)).toBeNull();
  });

  it('counts down from the configured days and reaches zero or below when expired', () => {
    const active = policy({ PolicyMaxAgeActive: true, PolicyMaxAgeValue: 30 });
    expect(passwordDaysLeft(active, new Date('2026-03-21T10:00:00Z'), now)).toBe(20);
    expect(passwordDaysLeft(active, new Date('2026-03-01T10:00:00Z'), now)).toBe(0);
    expect(passwordDaysLeft(active, new Date('2026-01-01T10:00:00Z'), now)).toBeLessThan(0);
    expect(passwordDaysLeft(active, null, now)).toBe(0);
  });
});

describe('password texts', () => {
  it('exist in German, English and Russian with the same placeholders', () => {
    expect(passwordPolicyText('min-length', 'en', { n: 8 })).toBe(
      'The password must be at least 8 characters long.',
    );
    expect(passwordPolicyText('min-length', 'ru', { n: 8 })).toContain('8');
    expect(passwordPolicyText('repeat-mismatch', 'de')).toBe('Passwort-Wiederholung ist nicht korrekt.');
    expect(passwordPolicyText('must-differ', 'de')).toBe(
      'Das neue Passwort muss sich vom alten Passwort unterscheiden!',
    );
  });
});
