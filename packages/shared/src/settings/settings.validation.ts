import { parseDateInput } from '../format.js';
import { issue, isValidEmail, type ValidationIssue } from '../validation.js';

/** Recipients as typed in the e-mail dialog: separated by comma or semicolon. */
export function splitRecipients(text: string): string[] {
  return text
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** A file name without path separators or characters Windows refuses. */
export function isValidFileName(name: string): boolean {
  const trimmed = name.trim();
  return (
    trimmed.length > 0 &&
    trimmed.length <= 255 &&
    ![...trimmed].some((char) => '\\/:*?"<>|'.includes(char) || char.charCodeAt(0) < 32) &&
    !/^\.+$/.test(trimmed)
  );
}

/** The e-mail dialog (spec 002, section 5): PDF file name, valid address, subject and message are required. */
export function validateMail(input: {
  to: string;
  subject: string;
  message: string;
  pdfFileName: string;
}): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (!isValidFileName(input.pdfFileName))
    issues.push(issue('pdfFileName', 'settings.mail_file_name_invalid'));
  const recipients = splitRecipients(input.to);
  if (recipients.length === 0 || !recipients.every(isValidEmail))
    issues.push(issue('to', 'settings.mail_address_invalid'));
  if (!input.subject.trim()) issues.push(issue('subject', 'settings.mail_subject_required'));
  if (!input.message.trim()) issues.push(issue('message', 'settings.mail_message_required'));
  return issues;
}

/** Resubmissions may be planned at most this far ahead. */
export const RESUBMISSION_MAX_DAYS = 730;

/**
 * A resubmission date: required, a real date (dd.MM.yyyy or yyyy-MM-dd), not in the past and at
 * most two years ahead of `today` (yyyy-MM-dd). Returns the ISO date when valid.
 */
export function validateResubmissionDate(
  text: string,
  today: string,
  path = 'dueDate',
): { date: string | null; issues: ValidationIssue[] } {
  if (!text.trim()) return { date: null, issues: [issue(path, 'settings.resubmission_date_required')] };
  const date = parseDateInput(text);
  if (!date) return { date: null, issues: [issue(path, 'settings.date_invalid')] };
  if (date < today) return { date, issues: [issue(path, 'settings.resubmission_date_past')] };
  const limit = new Date(`${today}T00:00:00Z`);
  limit.setUTCDate(limit.getUTCDate() + RESUBMISSION_MAX_DAYS);
  if (date > limit.toISOString().slice(0, 10))
    return { date, issues: [issue(path, 'settings.resubmission_date_too_far')] };
  return { date, issues: [] };
}
