import { readFileSync } from 'node:fs';
import { ImapFlow } from 'imapflow';
import nodemailer from 'nodemailer';
import type { ImapTestServer } from '../../../../../../scripts/lib/imap-server.mjs';

export type TestMail = {
  from: string;
  subject: string;
  messageId?: string;
  attachments?: { filename: string; content: Buffer | string; contentType?: string }[];
};

/** A raw RFC 5322 message as a mail program would send it (multipart with the attachments). */
export async function composeMail(mail: TestMail): Promise<Buffer> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const info = await transport.sendMail({
    from: mail.from,
    to: 'eingang@kanzlei.example',
    subject: mail.subject,
    text: 'Guten Tag,\nanbei unsere Rechnung.\nMit freundlichen Grüßen',
    ...(mail.messageId ? { messageId: mail.messageId } : {}),
    attachments: mail.attachments ?? [],
  });
  return info.message as Buffer;
}

/** Delivers messages into the test server's INBOX by IMAP APPEND, as a mail server would. */
export async function appendMessages(
  server: Omit<ImapTestServer, 'stop'>,
  messages: Buffer[],
): Promise<void> {
  const client = new ImapFlow({
    host: server.host,
    port: server.port,
    secure: true,
    auth: { user: server.user, pass: server.password },
    tls: { ca: [readFileSync(server.caFile, 'utf8')] },
    logger: false,
  });
  await client.connect();
  try {
    for (const message of messages) await client.append('INBOX', message);
  } finally {
    await client.logout();
  }
}

/** The mailbox form for the test server: TLS, its account, the given stacks and allow-list. */
export function mailboxUpdate(
  server: Omit<ImapTestServer, 'stop'>,
  values: { mandantId: string; stackId: string; einvoiceStackId: string | null; allowedSenders: string[] },
) {
  return {
    ...values,
    enabled: true,
    pollMinutes: 60,
    imap: {
      host: server.host,
      port: server.port,
      security: 'TLS' as const,
      user: server.user,
      folder: 'INBOX',
      password: server.password,
    },
  };
}
