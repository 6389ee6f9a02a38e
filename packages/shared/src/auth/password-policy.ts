import { z } from 'zod';
import type { Language, LocalizedText } from '../i18n.js';
import { isCommonPassword, isUserNamePassword } from './common-passwords.js';

/**
 * The password policy as the client receives it, base64-encoded JSON (spec 000, section 3).
 * `PolicyMaxAgeDaysLeft` belongs to one user and is only filled in answers about that user.
 */
export const passwordPolicySchema = z.object({
  PolicyMinLenActive: z.boolean(),
  PolicyMinLenValue: z.number().int().min(1).max(128),
  PolicyComplexityActive: z.boolean(),
  PolicyMaxAgeActive: z.boolean(),
  PolicyMaxAgeValue: z.number().int().min(1).max(3650),
  PolicyMaxAgeDaysLeft: z.number().int().optional(),
});
export type PasswordPolicy = z.infer<typeof passwordPolicySchema>;

/**
 * Defaults: complexity active and maximum age inactive as in spec 000, section 5; the minimum length
 * is active with 10 characters (OWASP ASVS 5, 6.2; see docs/decisions/auth-shell.md).
 */
export const defaultPasswordPolicy: PasswordPolicy = {
  PolicyMinLenActive: true,
  PolicyMinLenValue: 10,
  PolicyComplexityActive: true,
  PolicyMaxAgeActive: false,
  PolicyMaxAgeValue: 90,
};

/** With complexity on, a password needs at least this many characters (spec 000, section 9). */
export const COMPLEXITY_MIN_LENGTH = 6;
/** Character groups a complex password draws from, at least this many of the four. */
export const COMPLEXITY_MIN_GROUPS = 3;
export const FORBIDDEN_PASSWORD_CHARACTERS = ["'", '€'] as const;
/** The fixed set of special characters that counts as the fourth group. */
export const SPECIAL_PASSWORD_CHARACTERS = '!"#$%&()*+,-./:;<=>?@[\\]^_`{|}~§';

export const passwordGroups = {
  upper: (char: string) => /[A-ZÄÖÜ]/.test(char),
  lower: (char: string) => /[a-zäöüß]/.test(char),
  digit: (char: string) => /[0-9]/.test(char),
  special: (char: string) => SPECIAL_PASSWORD_CHARACTERS.includes(char),
} as const;
export type PasswordGroup = keyof typeof passwordGroups;

export type PasswordPolicyViolation =
  | { rule: 'forbidden-characters' }
  | { rule: 'min-length'; min: number }
  | { rule: 'complexity' }
  | { rule: 'common' }
  | { rule: 'user-name' };

/**
 * The minimum length that applies: the configured one when the length rule is on and complexity is
 * off or the value is above 6; with complexity on otherwise 6; none when both rules are off.
 */
export function requiredPasswordLength(policy: PasswordPolicy): number | null {
  if (
    policy.PolicyMinLenActive &&
    (!policy.PolicyComplexityActive || policy.PolicyMinLenValue > COMPLEXITY_MIN_LENGTH)
  ) {
    return policy.PolicyMinLenValue;
  }
  return policy.PolicyComplexityActive ? COMPLEXITY_MIN_LENGTH : null;
}

export function countPasswordGroups(password: string): number {
  const chars = [...password];
  return Object.values(passwordGroups).filter((test) => chars.some(test)).length;
}

/**
 * Every rule of the policy the password breaks, in the order the messages are shown. Common
 * passwords are always refused, whatever the settings; the user name too when it is known.
 */
export function checkPasswordPolicy(
  password: string,
  policy: PasswordPolicy,
  account: { userName?: string } = {},
): PasswordPolicyViolation[] {
  const violations: PasswordPolicyViolation[] = [];
  if (FORBIDDEN_PASSWORD_CHARACTERS.some((char) => password.includes(char))) {
    violations.push({ rule: 'forbidden-characters' });
  }
  const min = requiredPasswordLength(policy);
  if (min !== null && [...password].length < min) violations.push({ rule: 'min-length', min });
  if (policy.PolicyComplexityActive && countPasswordGroups(password) < COMPLEXITY_MIN_GROUPS) {
    violations.push({ rule: 'complexity' });
  }
  if (isCommonPassword(password)) violations.push({ rule: 'common' });
  else if (account.userName && isUserNamePassword(password, account.userName)) {
    violations.push({ rule: 'user-name' });
  }
  return violations;
}

/** Whole days the password has left; negative or zero means it has expired. Null without a maximum age. */
export function passwordDaysLeft(policy: PasswordPolicy, changedAt: Date | null, now: Date): number | null {
  if (!policy.PolicyMaxAgeActive) return null;
  if (!changedAt) return 0;
  const ageDays = Math.floor((now.getTime() - changedAt.getTime()) / 86_400_000);
  return policy.PolicyMaxAgeValue - ageDays;
}

/**
 * User-facing texts of the policy (spec 000, section 5). The web client loads them as
 * `auth.password-policy.<key>`; the server builds the NEW_PWD_INVALID text from them.
 */
export const passwordPolicyTexts = {
  'forbidden-characters': {
    de: "Diese Zeichen sind unzulässig: '€",
    en: "These characters are not allowed: '€",
    ru: "Эти символы недопустимы: '€",
  },
  'min-length': {
    de: 'Das Passwort muss mind. {{n}} Zeichen lang sein.',
    en: 'The password must be at least {{n}} characters long.',
    ru: 'Пароль должен содержать не менее {{n}} символов.',
  },
  complexity: {
    de: 'Es müssen Zeichen aus mind. 3 der nachfolgenden Gruppen eingegeben werden:',
    en: 'Characters from at least 3 of the following groups must be entered:',
    ru: 'Необходимо ввести символы как минимум из 3 следующих групп:',
  },
  common: {
    de: 'Dieses Passwort wird zu häufig verwendet.',
    en: 'This password is used too often.',
    ru: 'Этот пароль используется слишком часто.',
  },
  'user-name': {
    de: 'Das Passwort darf nicht der Benutzername sein.',
    en: 'The password must not be the user name.',
    ru: 'Пароль не должен совпадать с именем пользователя.',
  },
  'group-upper': {
    de: 'Großbuchstaben (A–Z, Ä, Ö, Ü)',
    en: 'Uppercase letters (A–Z, Ä, Ö, Ü)',
    ru: 'Заглавные латинские буквы (A–Z, Ä, Ö, Ü)',
  },
  'group-lower': {
    de: 'Kleinbuchstaben (a–z, ä, ö, ü, ß)',
    en: 'Lowercase letters (a–z, ä, ö, ü, ß)',
    ru: 'Строчные латинские буквы (a–z, ä, ö, ü, ß)',
  },
  'group-digit': { de: 'Ziffern (0–9)', en: 'Digits (0–9)', ru: 'Цифры (0–9)' },
  'group-special': {
    de: `Sonderzeichen (${SPECIAL_PASSWORD_CHARACTERS})`,
    en: `Special characters (${SPECIAL_PASSWORD_CHARACTERS})`,
    ru: `Специальные символы (${SPECIAL_PASSWORD_CHARACTERS})`,
  },
  'repeat-mismatch': {
    de: 'Passwort-Wiederholung ist nicht korrekt.',
    en: 'The repeated password does not match.',
    ru: 'Повтор пароля указан неверно.',
  },
  'must-differ': {
    de: 'Das neue Passwort muss sich vom alten Passwort unterscheiden!',
    en: 'The new password must differ from the old password!',
    ru: 'Новый пароль должен отличаться от старого!',
  },
} satisfies Record<string, LocalizedText>;
export type PasswordPolicyTextKey = keyof typeof passwordPolicyTexts;

export const passwordGroupTextKeys: PasswordPolicyTextKey[] = [
  'group-upper',
  'group-lower',
  'group-digit',
  'group-special',
];

/** The message lines for a list of violations; the complexity message is followed by the four groups. */
export function describePasswordViolations(
  violations: PasswordPolicyViolation[],
  translate: (key: PasswordPolicyTextKey, params?: Record<string, string | number>) => string,
): string[] {
  const lines: string[] = [];
  for (const violation of violations) {
    if (violation.rule === 'min-length') lines.push(translate('min-length', { n: violation.min }));
    else lines.push(translate(violation.rule));
    if (violation.rule === 'complexity') {
      for (const key of passwordGroupTextKeys) lines.push(`- ${translate(key)}`);
    }
  }
  return lines;
}

/** Fills `{{name}}` placeholders. */
export function fillPlaceholders(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function passwordPolicyText(
  key: PasswordPolicyTextKey,
  language: Language,
  params?: Record<string, string | number>,
): string {
  return fillPlaceholders(passwordPolicyTexts[key][language], params);
}
