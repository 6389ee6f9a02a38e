import { AppError, createErrorFactory } from '../../kernel/errors.js';
import { errorCatalog } from '@belegfluss/shared';

export const mailError = {
  notConfigured: createErrorFactory('mail.not_configured'),
  messageNotFound: createErrorFactory('mail.message_not_found'),
  messageBusy: createErrorFactory('mail.message_busy'),
  messageDismissed: createErrorFactory('mail.message_dismissed'),
  nothingToRetry: createErrorFactory('mail.nothing_to_retry'),
  messageImported: createErrorFactory('mail.message_imported'),
  emlMissing: createErrorFactory('mail.eml_missing'),
  stackRequired: createErrorFactory('mail.stack_required'),
  stackEInvoice: createErrorFactory('mail.stack_einvoice'),
  einvoiceStackRequired: createErrorFactory('mail.einvoice_stack_required'),
  /** A message-wide reason that still holds when a user takes the message in again. */
  stillRefused(code: string) {
    return new AppError(code, errorCatalog[code]?.status ?? 409);
  },
  /** A failed IMAP step, with the `mail.imap_*` code that names it. */
  imapFailed(code: string) {
    return new AppError(code, errorCatalog[code]?.status ?? 502);
  },
};
