import {
  checkPasswordPolicy,
  describePasswordViolations,
  passwordPolicySchema,
  type PasswordPolicy,
  type PasswordPolicyTextKey,
} from '@belegfluss/shared';

/** Decodes the policy the server sends as base64 JSON; null when it is not one. */
export function decodePasswordPolicy(encoded: string): PasswordPolicy | null {
  try {
    const binary = atob(encoded);
    const json = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    const parsed = passwordPolicySchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export type NewPasswordMessages = {
  /** Lines under the new-password field: the policy rules it breaks, and "must differ". */
  newPassword: string[];
  /** The line under the repeat field. */
  repeat: string | null;
  valid: boolean;
};

/**
 * The live checks of a new password (spec 000, section 5): the policy (common passwords and the
 * user name refused), different from the old one, and the repeat equal to it. Runs on every change and on submit; any message blocks submit.
 */
export function validateNewPassword(
  input: {
    oldPassword: string;
    newPassword: string;
    repeat: string;
    policy: PasswordPolicy;
    userName: string;
  },
  translate: (key: PasswordPolicyTextKey, params?: Record<string, string | number>) => string,
): NewPasswordMessages {
  const lines = describePasswordViolations(
    checkPasswordPolicy(input.newPassword, input.policy, { userName: input.userName }),
    translate,
  );
  if (input.newPassword.length > 0 && input.newPassword === input.oldPassword)
    lines.push(translate('must-differ'));
  const repeat = input.repeat !== input.newPassword ? translate('repeat-mismatch') : null;
  return {
    newPassword: lines,
    repeat,
    valid: lines.length === 0 && repeat === null && input.newPassword.length > 0,
  };
}
