import { isDigits, issue, isValidEmail, type ValidationIssue } from '../validation.js';
import { isValidBic, isValidIban, normalizeIban } from './iban.js';
import { MAX_ACCOUNT_NUMBER } from './masterdata.enums.js';
import { hasVatIdFormat, vatIdFormats } from '../vat-id.js';

/** An account number: required, digits only, at most nine digits. */
export function validateAccountNumber(text: string, path = 'number'): ValidationIssue[] {
  const value = text.trim();
  if (!value) return [issue(path, 'masterdata.account_number_required')];
  if (!isDigits(value) || Number(value) < 1 || Number(value) > MAX_ACCOUNT_NUMBER) {
    return [issue(path, 'masterdata.account_number_not_numeric')];
  }
  return [];
}

/** An optional account number (contra account, alternative booking account): empty or numeric. */
export function validateOptionalAccountNumber(text: string | undefined, path: string): ValidationIssue[] {
  return text && text.trim() ? validateAccountNumber(text, path) : [];
}

export function validateAccount(input: { number: string; name: string }): ValidationIssue[] {
  return [
    ...validateAccountNumber(input.number),
    ...(input.name.trim() ? [] : [issue('name', 'masterdata.account_name_required')]),
  ];
}

/** A Debitor or Kreditor: its field is 'Name' (a ledger account's is 'Bezeichnung'), and so is the message. */
export function validatePersonalAccount(input: { number: string; name: string }): ValidationIssue[] {
  return [
    ...validateAccountNumber(input.number),
    ...(input.name.trim() ? [] : [issue('name', 'masterdata.personal_account_name_required')]),
  ];
}

/**
 * The range rule of spec 002, section 5: From, To and Personenkonto must be numeric and From must be
 * below To. Empty values are allowed (an open end).
 */
export function validateRange(input: {
  from?: string | undefined;
  to?: string | undefined;
  personenkonto?: string | undefined;
}): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const key of ['from', 'to', 'personenkonto'] as const) {
    const value = input[key]?.trim();
    if (value && !isDigits(value)) issues.push(issue(key, 'masterdata.range_not_numeric'));
  }
  if (issues.length) return issues;
  const from = input.from?.trim();
  const to = input.to?.trim();
  if (from && to && Number(from) >= Number(to))
    issues.push(issue('from', 'masterdata.range_from_not_below_to'));
  return issues;
}

/** The check digit of German VAT IDs (ISO 7064, MOD 11,10). */
function germanVatCheckDigitHolds(digits: string): boolean {
  let product = 10;
  for (const digit of digits.slice(0, 8)) {
    let sum = (Number(digit) + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  const check = (11 - product) % 10;
  return check === Number(digits[8]);
}

export function normalizeVatId(input: string): string {
  return input.replace(/[\s.-]+/g, '').toUpperCase();
}

export function isValidVatId(input: string): boolean {
  const vatId = normalizeVatId(input);
  const country = vatId.slice(0, 2);
  const rest = vatId.slice(2);
  if (!vatIdFormats[country]) return /^[A-Z]{2}[A-Z0-9]{2,13}$/.test(vatId);
  if (!hasVatIdFormat(vatId)) return false;
  return country !== 'DE' || germanVatCheckDigitHolds(rest);
}

/**
 * The invoice-number pattern of a creditor: `#` a digit, `?` any character, `*` any run of
 * characters, everything else literal (`isValidInvoicePattern` says which patterns are usable).
 */
export function invoicePatternToRegExp(pattern: string): RegExp {
  const source = [...pattern]
    .map((char) =>
      char === '#'
        ? '\\d'
        : char === '?'
          ? '.'
          : char === '*'
            ? '.*'
            : char.replace(/[\\^$+.()|{}[\]]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`, 'i');
}

/**
 * A usable invoice-number pattern: empty (no check), or at most 100 characters without control
 * characters that say something beyond "anything" (at least one character other than `*`).
 */
export function isValidInvoicePattern(pattern: string): boolean {
  const trimmed = pattern.trim();
  if (!trimmed) return true;
  return (
    trimmed.length <= 100 &&
    ![...trimmed].some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127) &&
    /[^*]/.test(trimmed)
  );
}

export function matchesInvoicePattern(pattern: string, invoiceNumber: string): boolean {
  return !pattern || invoicePatternToRegExp(pattern).test(invoiceNumber.trim());
}

/** The master data of a personal account: optional fields must be valid when given. */
export function validatePersonalAccountInfo(input: {
  iban?: string;
  bic?: string;
  vatId?: string;
  email?: string;
  countryCode?: string;
  billingCountryCode?: string;
  invoiceNumberPattern?: string;
  contraAccount?: string | undefined;
  alternativeBookingAccount?: string | undefined;
}): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (input.iban?.trim() && !isValidIban(input.iban)) issues.push(issue('iban', 'masterdata.iban_invalid'));
  if (input.bic?.trim() && !isValidBic(input.bic)) issues.push(issue('bic', 'masterdata.bic_invalid'));
  if (input.vatId?.trim() && !isValidVatId(input.vatId))
    issues.push(issue('vatId', 'masterdata.vat_id_invalid'));
  if (input.email?.trim() && !isValidEmail(input.email))
    issues.push(issue('email', 'settings.mail_address_invalid'));
  for (const key of ['countryCode', 'billingCountryCode'] as const) {
    const code = input[key]?.trim();
    if (code && !/^[A-Za-z]{2}$/.test(code)) issues.push(issue(key, 'masterdata.country_code_invalid'));
  }
  if (input.invoiceNumberPattern && !isValidInvoicePattern(input.invoiceNumberPattern))
    issues.push(issue('invoiceNumberPattern', 'masterdata.invoice_pattern_invalid'));
  issues.push(...validateOptionalAccountNumber(input.contraAccount, 'contraAccount'));
  issues.push(...validateOptionalAccountNumber(input.alternativeBookingAccount, 'alternativeBookingAccount'));
  return issues;
}

/** Bank accounts of the Mandant: account name, IBAN and BIC are required; IBAN and BIC must be valid. */
export function validateBankAccount(input: {
  accountName: string;
  iban: string;
  bic: string;
}): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (!input.accountName.trim()) issues.push(issue('accountName', 'masterdata.bank_account_name_required'));
  if (!normalizeIban(input.iban)) issues.push(issue('iban', 'masterdata.iban_required'));
  else if (!isValidIban(input.iban)) issues.push(issue('iban', 'masterdata.iban_invalid'));
  if (!input.bic.trim()) issues.push(issue('bic', 'masterdata.bic_required'));
  else if (!isValidBic(input.bic)) issues.push(issue('bic', 'masterdata.bic_invalid'));
  return issues;
}

export function validateCostCentre(input: { number: string }): ValidationIssue[] {
  return input.number.trim() ? [] : [issue('number', 'masterdata.cost_centre_number_required')];
}

export function validateTag(input: { name: string }): ValidationIssue[] {
  return input.name.trim() ? [] : [issue('name', 'masterdata.tag_required')];
}

/** A process type (Vorgangsart) needs its short name and its name. */
export function validateVorgang(input: { kuerzel: string; name: string }): ValidationIssue[] {
  return [
    ...(input.kuerzel.trim() ? [] : [issue('kuerzel', 'masterdata.vorgang_name_required')]),
    ...(input.name.trim() ? [] : [issue('name', 'masterdata.vorgang_name_required')]),
  ];
}
