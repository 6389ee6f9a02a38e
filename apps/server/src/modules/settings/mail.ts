import { splitRecipients, validateMail, type SendMailFields } from '@belegfluss/shared';
import nodemailer from 'nodemailer';
import { createErrorFactory } from '../../kernel/errors.js';
import type { Logger } from '../../kernel/logger.js';
import { assertValid } from '../../kernel/validation.js';
import type { SettingsService } from './settings.service.js';

const smtpNotConfigured = createErrorFactory('settings.smtp_not_configured');
const sendFailed = createErrorFactory('settings.mail_send_failed');

/**
 * Sends a document as PDF attachment through the standard SMTP settings. Without standard settings
 * the call is refused ("no standard SMTP settings, sending impossible").
 */
export async function sendDocumentMail(
  deps: { settings: SettingsService; logger: Logger },
  input: Omit<SendMailFields, 'mandantId'> & { pdf: Buffer },
): Promise<{ messageId: string; accepted: string[] }> {
  assertValid(validateMail(input));
  const smtp = await deps.settings.getSmtpWithPassword();
  if (!smtp.isStandard || !smtp.host) throw smtpNotConfigured();
  const fileName = /\.pdf$/i.test(input.pdfFileName.trim())
    ? input.pdfFileName.trim()
    : `${input.pdfFileName.trim()}.pdf`;
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.security === 'TLS',
    requireTLS: smtp.security === 'STARTTLS',
    ignoreTLS: smtp.security === 'NONE',
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password } } : {}),
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  try {
    const info = await transport.sendMail({
      from: smtp.fromName ? { name: smtp.fromName, address: smtp.fromAddress } : smtp.fromAddress,
      to: splitRecipients(input.to),
      subject: input.subject.trim(),
      text: input.message,
      attachments: [{ filename: fileName, content: input.pdf, contentType: 'application/pdf' }],
    });
    return { messageId: info.messageId, accepted: info.accepted.map(String) };
  } catch (error) {
    deps.logger.warn({ err: error, host: smtp.host }, 'sending mail failed');
    throw sendFailed();
  } finally {
    transport.close();
  }
}
