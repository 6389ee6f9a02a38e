import { z } from 'zod';

/**
 * E-mail intake (issue 19): per Mandant a mailbox the product reads by IMAP. Each message is taken
 * once (by Message-ID); its PDF, image and XML attachments become documents, and a message that
 * cannot be taken waits in the Mandant's Posteingang with its reason.
 */

/** Only encrypted IMAP: TLS from the first byte (port 993) or STARTTLS (port 143). */
export const imapSecurityModes = ['TLS', 'STARTTLS'] as const;
export type ImapSecurity = (typeof imapSecurityModes)[number];

/** Most attachments one message may carry; a message with more waits in the Posteingang. */
export const MAIL_MAX_ATTACHMENTS = 50;
/** Most entries of a sender allow-list. */
export const MAIL_MAX_ALLOWED_SENDERS = 200;
export const MAIL_POLL_MINUTES_MIN = 1;
export const MAIL_POLL_MINUTES_MAX = 1440;

export const mailboxImapSchema = z.object({
  host: z.string().max(255),
  port: z.number().int().min(1).max(65535),
  security: z.enum(imapSecurityModes),
  user: z.string().max(255),
  /** Folder read for new messages. */
  folder: z.string().max(255),
});

export const mailboxStatusSchema = z.object({
  lastPollAt: z.string().nullable(),
  /** Error code of the last failed poll (`mail.imap_*`), null after a good one. */
  lastErrorCode: z.string().nullable(),
  /** The poll job running or last run for this mailbox. */
  lastJobId: z.uuid().nullable(),
});

export const mailboxSchema = z.object({
  mandantId: z.uuid(),
  enabled: z.boolean(),
  /** The stack PDFs and images go to (a standard stack). */
  stackId: z.uuid().nullable(),
  /** The stack XML and hybrid (ZUGFeRD/Factur-X) e-invoices go to (an e-invoice stack). */
  einvoiceStackId: z.uuid().nullable(),
  pollMinutes: z.number().int(),
  /** Addresses (`name@firma.de`) or domains (`@firma.de`); empty: every sender. */
  allowedSenders: z.array(z.string()),
  /** The password itself is never sent back; only whether one is stored. */
  imap: mailboxImapSchema.extend({ hasPassword: z.boolean() }),
  status: mailboxStatusSchema,
});
export type IntakeMailbox = z.infer<typeof mailboxSchema>;

export const mailboxUpdateSchema = z.object({
  mandantId: z.uuid(),
  enabled: z.boolean(),
  stackId: z.uuid().nullable(),
  einvoiceStackId: z.uuid().nullable(),
  pollMinutes: z.number().int().min(MAIL_POLL_MINUTES_MIN).max(MAIL_POLL_MINUTES_MAX),
  allowedSenders: z.array(z.string().max(255)).max(MAIL_MAX_ALLOWED_SENDERS),
  imap: mailboxImapSchema.extend({
    /** A new password; omitted keeps the stored one. */
    password: z.string().min(1).max(1000).optional(),
  }),
});
export type MailboxUpdate = z.infer<typeof mailboxUpdateSchema>;

export const mailMandantQuerySchema = z.object({ mandantId: z.uuid() });

export const mailboxPollStartedSchema = z.object({ jobId: z.uuid() });
export type MailboxPollStarted = z.infer<typeof mailboxPollStartedSchema>;

export const mailboxPollResultSchema = z.object({
  /** Messages taken now (new Message-IDs). */
  taken: z.number().int(),
  /** Messages seen again that were taken before. */
  duplicates: z.number().int(),
});
export type MailboxPollResult = z.infer<typeof mailboxPollResultSchema>;

// ── Posteingang ──

/**
 * `received`: taken, attachments being handed to capture; `imported`: every attachment became a
 * document; `partial`: some did, others wait with a reason; `rejected`: nothing was imported (see
 * the reasons); `dismissed`: a user put the message aside (it stays, with its .eml).
 */
export const mailMessageStates = ['received', 'imported', 'partial', 'rejected', 'dismissed'] as const;
export type MailMessageState = (typeof mailMessageStates)[number];

export const mailReasonSchema = z.object({
  /** A `mail.*` or `capture.*` error code of the shared catalogue. */
  code: z.string(),
  fileName: z.string().nullable(),
});
export type MailReason = z.infer<typeof mailReasonSchema>;

export const mailAttachmentOutcomes = ['pending', 'handing', 'queued', 'refused', 'ignored'] as const;

export const mailAttachmentSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** `queued`: handed to capture's import; `refused`: not imported (see `reason`); `ignored`: inline picture of the text. */
  outcome: z.enum(mailAttachmentOutcomes),
  reason: z.string().nullable(),
  importJobId: z.uuid().nullable(),
  stackId: z.uuid().nullable(),
});
export type MailAttachment = z.infer<typeof mailAttachmentSchema>;

export const mailMessageSchema = z.object({
  id: z.uuid(),
  messageId: z.string(),
  from: z.string(),
  subject: z.string(),
  receivedAt: z.string(),
  state: z.enum(mailMessageStates),
  reasons: z.array(mailReasonSchema),
  /** How often the same message arrived (it is taken once). */
  timesReceived: z.number().int(),
  /** Whether the received file (.eml) is kept; a message over the size limit is not fetched. */
  hasEml: z.boolean(),
  attachments: z.array(mailAttachmentSchema),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

export const mailMessageListQuerySchema = z.object({
  mandantId: z.uuid(),
  /** `attention`: only messages with a reason that nobody dismissed. */
  filter: z.enum(['all', 'attention']).default('attention'),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const mailMessageListSchema = z.object({
  total: z.number().int(),
  items: z.array(mailMessageSchema),
});
export type MailMessageList = z.infer<typeof mailMessageListSchema>;

export const mailMessageRefSchema = z.object({ mandantId: z.uuid(), messageId: z.uuid() });
