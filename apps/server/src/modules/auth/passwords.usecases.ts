import {
  checkPasswordPolicy,
  describePasswordViolations,
  passwordDaysLeft,
  passwordPolicyText,
  type Language,
  type PasswordPolicy,
  type PasswordSettings,
} from '@belegfluss/shared';
import type { Clock } from '../../kernel/clock.js';
import { AppError, createErrorFactory } from '../../kernel/errors.js';
import type { SystemSettings } from '../tenancy/index.js';
import type { TenancyRepository, UserRow } from '../tenancy/index.js';
import type { AuthRepository } from './auth.repository.js';
import { hashPassword, verifyPassword } from './passwords.js';

const currentPasswordWrong = createErrorFactory('auth.current_password_wrong');
const newPasswordSame = createErrorFactory('auth.new_password_same');

/** Days before expiry from which the user is asked after sign-in whether to change the password. */
export const PASSWORD_EXPIRY_WARNING_DAYS = 14;

/** The policy as the client receives it: base64 of its JSON. */
export function encodePasswordPolicy(policy: PasswordPolicy): string {
  return Buffer.from(JSON.stringify(policy), 'utf8').toString('base64');
}

export type NewPasswordCheck = { ok: true } | { ok: false; same: boolean; lines: string[] };

/** The spec's rules for a new password: the policy (with the user name refused), and different from the old one. */
export function checkNewPassword(
  oldPassword: string,
  newPassword: string,
  policy: PasswordSettings,
  language: Language,
  userName: string,
): NewPasswordCheck {
  const lines = describePasswordViolations(
    checkPasswordPolicy(newPassword, policy, { userName }),
    (key, params) => passwordPolicyText(key, language, params),
  );
  const same = newPassword === oldPassword;
  if (same) lines.push(passwordPolicyText('must-differ', language));
  return lines.length === 0 ? { ok: true } : { ok: false, same, lines };
}

export function createPasswordUseCases(deps: {
  clock: Clock;
  tenancy: TenancyRepository;
  authRepository: AuthRepository;
  systemSettings: SystemSettings;
}) {
  const { clock, tenancy, authRepository, systemSettings } = deps;

  async function daysLeft(user: Pick<UserRow, 'passwordChangedAt'>): Promise<number | null> {
    const policy = await systemSettings.getPasswordPolicy();
    return passwordDaysLeft(
      policy,
      user.passwordChangedAt ? new Date(user.passwordChangedAt) : null,
      clock.now(),
    );
  }

  return {
    daysLeft,

    /** A new password at sign-in (RENEW_PWD_): every earlier session of the user ends. */
    async setPassword(userId: string, newPassword: string) {
      await authRepository.setPassword(userId, await hashPassword(newPassword), clock.now());
      await authRepository.endSessionsOfUser(userId);
    },

    /** The policy for a client, with the user's days left when the maximum age applies. */
    async policyFor(user: Pick<UserRow, 'passwordChangedAt'> | null): Promise<PasswordPolicy> {
      const policy = await systemSettings.getPasswordPolicy();
      const left = user ? await daysLeft(user) : null;
      return left === null ? policy : { ...policy, PolicyMaxAgeDaysLeft: left };
    },

    /**
     * `user/passwordage`: days until the password expires, when that is within the warning period;
     * 0 otherwise (no maximum age, already expired, or far off), so the client asks only then.
     */
    async daysLeftToWarn(userId: string): Promise<number> {
      const user = await tenancy.findUserById(userId);
      if (!user) return 0;
      const left = await daysLeft(user);
      return left !== null && left > 0 && left <= PASSWORD_EXPIRY_WARNING_DAYS ? left : 0;
    },

    /**
     * Password change in the user settings (spec 000, section 5 and 8). The user's other sessions
     * end; `currentSessionId` (the caller's) and its module sessions stay.
     */
    async changePassword(
      userId: string,
      oldPassword: string,
      newPassword: string,
      language: Language,
      currentSessionId: string,
    ) {
      const user = await tenancy.findUserById(userId);
      if (!user || !(await verifyPassword(user.passwordHash, oldPassword))) throw currentPasswordWrong();
      const check = checkNewPassword(
        oldPassword,
        newPassword,
        await systemSettings.getPasswordPolicy(),
        language,
        user.kuerzel,
      );
      if (!check.ok) {
        if (check.same && check.lines.length === 1) throw newPasswordSame();
        throw new AppError('auth.new_password_invalid', 400, { violations: check.lines });
      }
      await authRepository.setPassword(user.id, await hashPassword(newPassword), clock.now());
      await authRepository.endSessionsOfUser(user.id, { except: currentSessionId });
    },
  };
}

export type PasswordUseCases = ReturnType<typeof createPasswordUseCases>;
