import { isDigits, issue, type ValidationIssue } from '../validation.js';
import { normalizeKeyCombination } from './capture-fields.js';

export function duplicates<T>(values: readonly T[]): T[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

export function uniqueFields(path: string) {
  return (value: { fields: readonly string[] }) =>
    duplicates(value.fields).length ? [issue(path, 'settings.fields_duplicate')] : [];
}

/** Key combinations must be valid and must not repeat (spec 002, section 5). */
export function validateKeyCombinations(keys: readonly string[], path: string): ValidationIssue[] {
  const normalized = keys.map(normalizeKeyCombination);
  const issues: ValidationIssue[] = [];
  normalized.forEach((key, index) => {
    if (key === null) issues.push(issue(`${path}.${index}`, 'settings.hotkey_invalid'));
  });
  if (issues.length) return issues;
  normalized.forEach((key, index) => {
    if (normalized.indexOf(key) !== index)
      issues.push(issue(`${path}.${index}`, 'settings.hotkey_duplicate'));
  });
  return issues;
}

/** DATEV booking export settings (spec 002, section 5). */
export function validateDatevOptions(value: {
  adviserNumber: string;
  clientNumber: string;
  identityNumber: string;
  year: string;
  accountingNumber: string;
}): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const adviser = value.adviserNumber.trim();
  if (!isDigits(adviser)) issues.push(issue('adviserNumber', 'settings.datev_number_invalid'));
  else if (Number(adviser) < 1001 || Number(adviser) > 9_999_999)
    issues.push(issue('adviserNumber', 'settings.datev_adviser_number'));
  const client = value.clientNumber.trim();
  if (!isDigits(client)) issues.push(issue('clientNumber', 'settings.datev_number_invalid'));
  else if (Number(client) < 1 || Number(client) > 99_999)
    issues.push(issue('clientNumber', 'settings.datev_client_number'));
  const identity = value.identityNumber.trim();
  if (identity && !isDigits(identity)) issues.push(issue('identityNumber', 'settings.datev_number_invalid'));
  if (!/^(\d{2}|\d{4})$/.test(value.year.trim())) issues.push(issue('year', 'settings.datev_year'));
  const accounting = value.accountingNumber.trim();
  if (!isDigits(accounting) || Number(accounting) < 1 || Number(accounting) > 69)
    issues.push(issue('accountingNumber', 'settings.datev_accounting_number'));
  return issues;
}
