import { issue, isValidEmail, type ValidationIssue } from '../validation.js';

/** A user needs a short name (letters, digits, dot, hyphen, underscore) and a full name. */
export function validateUserFields(input: { kuerzel: string; fullName: string }): ValidationIssue[] {
  const kuerzel = input.kuerzel.trim();
  if (!kuerzel || !input.fullName.trim())
    return [issue(kuerzel ? 'fullName' : 'kuerzel', 'administration.user_name_required')];
  return /^[A-Za-z0-9._-]{1,50}$/.test(kuerzel) ? [] : [issue('kuerzel', 'administration.user_name_invalid')];
}

export function validateGroupName(input: { name: string }): ValidationIssue[] {
  return input.name.trim() ? [] : [issue('name', 'administration.group_name_required')];
}

export function validateMandantName(input: { name: string }): ValidationIssue[] {
  return input.name.trim() ? [] : [issue('name', 'administration.mandant_name_required')];
}

/** Name and e-mail are required, at most 255 characters, the e-mail valid (spec 002, section 5). */
export function validateExternalUser(input: { name: string; email: string }): ValidationIssue[] {
  const name = input.name.trim();
  const email = input.email.trim();
  if (!name || !email) return [issue(name ? 'email' : 'name', 'administration.external_user_required')];
  if (name.length > 255 || email.length > 255) {
    return [issue(name.length > 255 ? 'name' : 'email', 'administration.external_user_too_long')];
  }
  return isValidEmail(email) ? [] : [issue('email', 'settings.mail_address_invalid')];
}
