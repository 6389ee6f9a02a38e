import { createHash } from 'node:crypto';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import {
  MAIL_MAX_ATTACHMENTS,
  senderAllowed,
  type MailMessageState,
  type MailReason,
} from '@belegfluss/shared';

export type ParsedAttachment = {
  position: number;
  fileName: string;
  contentType: string;
  content: Buffer;
  /** A picture of the text itself (multipart/related, referenced by cid): not a document. */
  inline: boolean;
};

export type ParsedMail = {
  messageId: string;
  from: string;
  subject: string;
  date: Date | null;
  attachments: ParsedAttachment[];
  readable: boolean;
};

export type AttachmentOutcome = 'pending' | 'handing' | 'queued' | 'refused' | 'ignored';

export type EvaluatedAttachment = {
  position: number;
  fileName: string;
  contentType: string;
  size: number;
  outcome: AttachmentOutcome;
  reason: string | null;
};

const SUPPORTED_EXTENSIONS = new Set(['.pdf', '.tif', '.tiff', '.jpg', '.jpeg', '.png', '.xml']);
const SUPPORTED_TYPES = new Set([
  'application/pdf',
  'image/tiff',
  'image/jpeg',
  'image/png',
  'application/xml',
  'text/xml',
]);

/** A message without Message-ID is known by its content: the same bytes are the same message. */
export function syntheticMessageId(source: Buffer): string {
  return `<sha256-${createHash('sha256').update(source).digest('hex')}@belegfluss.invalid>`;
}

function cleanMessageId(value: string | undefined): string | null {
  const text = value?.trim();
  return text ? text.slice(0, 998) : null;
}

/** Reads the raw message (RFC 5322); an unreadable one still gets an identity from its bytes. */
export async function parseMail(source: Buffer): Promise<ParsedMail> {
  try {
    const parsed = await simpleParser(source, {
      skipHtmlToText: true,
      skipTextToHtml: true,
      skipTextLinks: true,
    });
    return {
      messageId: cleanMessageId(parsed.messageId) ?? syntheticMessageId(source),
      from: parsed.from?.value[0]?.address?.trim().toLowerCase() ?? '',
      subject: (parsed.subject ?? '').slice(0, 500),
      date: parsed.date ?? null,
      readable: true,
      attachments: parsed.attachments.map((attachment, position) => ({
        position,
        fileName: (attachment.filename ?? `Anhang-${position + 1}`).slice(0, 255),
        contentType: attachment.contentType.toLowerCase(),
        content: attachment.content,
        inline: attachment.related === true && attachment.contentDisposition !== 'attachment',
      })),
    };
  } catch {
    return {
      messageId: syntheticMessageId(source),
      from: '',
      subject: '',
      date: null,
      readable: false,
      attachments: [],
    };
  }
}

export function isSupportedAttachment(fileName: string, contentType: string): boolean {
  return SUPPORTED_EXTENSIONS.has(path.extname(fileName).toLowerCase()) || SUPPORTED_TYPES.has(contentType);
}

/** What the message-wide rules say: the first reason that keeps the whole message out. */
function messageReason(mail: ParsedMail, allowedSenders: readonly string[]): string | null {
  if (!mail.readable) return 'mail.unreadable';
  if (!mail.from || !senderAllowed(allowedSenders, mail.from)) return 'mail.sender_not_allowed';
  const documents = mail.attachments.filter((attachment) => !attachment.inline);
  if (documents.length === 0) return 'mail.no_attachments';
  if (documents.length > MAIL_MAX_ATTACHMENTS) return 'mail.too_many_attachments';
  return null;
}

/**
 * Decides for each attachment whether it goes to capture (`pending`) or waits with a reason; a
 * message-wide reason (sender, none or too many attachments) holds every attachment back.
 */
export function evaluateMail(
  mail: ParsedMail,
  rules: { allowedSenders: readonly string[]; uploadMaxBytes: number },
): { reason: string | null; attachments: EvaluatedAttachment[] } {
  const reason = messageReason(mail, rules.allowedSenders);
  const attachments = mail.attachments.map((attachment): EvaluatedAttachment => {
    const base = {
      position: attachment.position,
      fileName: attachment.fileName,
      contentType: attachment.contentType,
      size: attachment.content.length,
    };
    if (attachment.inline) return { ...base, outcome: 'ignored', reason: null };
    if (reason) return { ...base, outcome: 'refused', reason };
    if (!isSupportedAttachment(attachment.fileName, attachment.contentType))
      return { ...base, outcome: 'refused', reason: 'mail.unsupported_attachment' };
    if (attachment.content.length > rules.uploadMaxBytes)
      return { ...base, outcome: 'refused', reason: 'capture.file_too_large' };
    return { ...base, outcome: 'pending', reason: null };
  });
  return { reason, attachments };
}

/** The Posteingang state of a message, from its own reason and what became of its attachments. */
export function messageState(
  message: { reason: string | null; dismissedAt: string | null },
  attachments: readonly { outcome: string }[],
): MailMessageState {
  if (message.dismissedAt) return 'dismissed';
  const counted = attachments.filter((attachment) => attachment.outcome !== 'ignored');
  if (counted.some((attachment) => attachment.outcome === 'pending' || attachment.outcome === 'handing'))
    return 'received';
  const queued = counted.filter((attachment) => attachment.outcome === 'queued').length;
  const refused = counted.length - queued;
  if (queued === 0) return 'rejected';
  if (message.reason || refused > 0) return 'partial';
  return 'imported';
}

/** The reasons shown in the Posteingang: the message's own, then each refused attachment's (once). */
export function messageReasons(
  message: { reason: string | null },
  attachments: readonly { outcome: string; reason: string | null; fileName: string }[],
): MailReason[] {
  const reasons: MailReason[] = message.reason ? [{ code: message.reason, fileName: null }] : [];
  for (const attachment of attachments) {
    if (attachment.outcome !== 'refused' || !attachment.reason || attachment.reason === message.reason)
      continue;
    reasons.push({ code: attachment.reason, fileName: attachment.fileName });
  }
  return reasons;
}
