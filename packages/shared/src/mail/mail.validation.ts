import { isValidEmail, issue, type ValidationIssue } from '../validation.js';
import type { MailboxUpdate } from './mail.schemas.js';

const DOMAIN = /^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** An allow-list entry: a full address (`rechnung@lieferant.de`) or a domain (`@lieferant.de`). */
export function isSenderPattern(entry: string): boolean {
  const text = entry.trim();
  if (text.startsWith('@')) return DOMAIN.test(text.slice(1));
  return isValidEmail(text);
}

/** Whether `address` passes the allow-list (empty list: every sender); case does not count. */
export function senderAllowed(allowedSenders: readonly string[], address: string): boolean {
  if (allowedSenders.length === 0) return true;
  const sender = address.trim().toLowerCase();
  const domain = sender.slice(sender.lastIndexOf('@'));
  return allowedSenders.some((entry) => {
    const pattern = entry.trim().toLowerCase();
    return pattern.startsWith('@') ? domain === pattern : sender === pattern;
  });
}

/** The rules of the mailbox dialog; the server checks the same and, on top, what needs the database. */
export function validateMailbox(update: MailboxUpdate): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  update.allowedSenders.forEach((entry, index) => {
    if (!isSenderPattern(entry)) issues.push(issue(`allowedSenders.${index}`, 'mail.sender_pattern_invalid'));
  });
  if (!update.enabled) return issues;
  if (!update.stackId) issues.push(issue('stackId', 'mail.stack_required'));
  if (!update.imap.host.trim()) issues.push(issue('imap.host', 'mail.imap_host_required'));
  if (!update.imap.user.trim()) issues.push(issue('imap.user', 'mail.imap_user_required'));
  if (!update.imap.folder.trim()) issues.push(issue('imap.folder', 'mail.imap_folder_required'));
  return issues;
}
