/**
 * Business validation shared by server and forms: a rule returns the issues it finds, each with the
 * field path and the error code of the shared catalogue (the form shows `api-errors.<code>` under the
 * field; the server answers with the first code and lists them all in `fields`).
 */
export type ValidationIssue = { path: string; code: string };

export function issue(path: string, code: string): ValidationIssue {
  return { path, code };
}

/** True when the text holds only the digits 0-9 (at least one). */
export function isDigits(text: string): boolean {
  return /^\d+$/.test(text);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** A practical address check: something@domain.tld without blanks. */
export function isValidEmail(text: string): boolean {
  return text.length <= 254 && EMAIL.test(text.trim());
}
