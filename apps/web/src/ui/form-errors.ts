import { issue as makeIssue, type ValidationIssue } from '@belegfluss/shared';
import { ApiRequestError } from '../kernel/api-client.js';
import { i18n } from '../i18n/index.js';

export type FormErrors = { message: string | null; fields: Record<string, string> };
export const noErrors: FormErrors = { message: null, fields: {} };

const translate = (code: string) => (i18n.exists(`api-errors.${code}`) ? i18n.t(`api-errors.${code}`) : code);

/**
 * Turns a failed call into a message and per-field texts: the server lists each broken rule with
 * its code in `fields` ("body.iban" → "iban"), the client shows `api-errors.<code>` under the field.
 */
export function errorsOf(error: unknown): FormErrors {
  if (!(error instanceof ApiRequestError)) return { message: String(error), fields: {} };
  const fields: Record<string, string> = {};
  for (const field of error.fields) {
    const path = field.path.replace(/^(body|querystring)\.(value\.)?/, '');
    fields[path] ??= i18n.exists(`api-errors.${field.issue}`) ? translate(field.issue) : field.message;
  }
  return { message: error.message, fields };
}

/** The same shape from the shared rules, to check a form before sending it. */
export function errorsOfIssues(issues: ValidationIssue[]): FormErrors {
  if (issues.length === 0) return noErrors;
  const fields: Record<string, string> = {};
  for (const found of issues) fields[found.path] ??= translate(found.code);
  return { message: translate((issues[0] as ValidationIssue).code), fields };
}

export { makeIssue };
