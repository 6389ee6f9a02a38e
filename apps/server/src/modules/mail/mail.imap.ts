import { readFileSync } from 'node:fs';
import { rootCertificates } from 'node:tls';
import { ImapFlow } from 'imapflow';
import type { ImapSecurity } from '@belegfluss/shared';
import { mailError } from './mail.errors.js';

export type ImapAccount = {
  host: string;
  port: number;
  security: ImapSecurity;
  user: string;
  password: string;
  folder: string;
};

/** A message found in the folder: UID, size and envelope, before its content is fetched. */
export type ImapMessageRef = {
  uid: number;
  size: number;
  envelope: { messageId: string | null; from: string; subject: string; date: Date | null };
};

const TIMEOUT_MS = 30_000;
const TLS_CODES = /CERT|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)|ALTNAME|ERR_SSL|EPROTO/;

/** Maps what the IMAP library throws to the catalogue's `mail.imap_*` codes the user can act on. */
export function imapErrorCode(error: unknown): string {
  const facts = error as {
    code?: string;
    authenticationFailed?: boolean;
    mailboxMissing?: boolean;
    serverResponseCode?: string;
  };
  if (facts.authenticationFailed || facts.serverResponseCode === 'AUTHENTICATIONFAILED')
    return 'mail.imap_auth_failed';
  if (facts.mailboxMissing || facts.serverResponseCode === 'NONEXISTENT') return 'mail.imap_folder_missing';
  if (facts.code && TLS_CODES.test(facts.code)) return 'mail.imap_tls_failed';
  return 'mail.imap_connection_failed';
}

function trustedCas(caFile: string | undefined): string[] | undefined {
  return caFile ? [...rootCertificates, readFileSync(caFile, 'utf8')] : undefined;
}

/**
 * One IMAP session on the intake folder: lists messages after a UID, fetches one message's raw
 * source, marks taken messages as seen. Only encrypted connections; certificates are checked.
 */
export async function openImapFolder(account: ImapAccount, options: { caFile?: string | undefined }) {
  const ca = trustedCas(options.caFile);
  const client = new ImapFlow({
    host: account.host,
    port: account.port,
    secure: account.security === 'TLS',
    ...(account.security === 'STARTTLS' ? { doSTARTTLS: true } : {}),
    auth: { user: account.user, pass: account.password },
    tls: { rejectUnauthorized: true, ...(ca ? { ca } : {}) },
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS * 4,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const lock = await client.getMailboxLock(account.folder);
    const mailbox = client.mailbox;
    return {
      uidValidity: mailbox ? String(mailbox.uidValidity) : '',
      async listAfter(lastUid: number): Promise<ImapMessageRef[]> {
        if (!client.mailbox || client.mailbox.exists === 0) return [];
        const found: ImapMessageRef[] = [];
        const query = { uid: true, size: true, envelope: true };
        for await (const message of client.fetch(`${lastUid + 1}:*`, query, { uid: true })) {
          // `n:*` always names the newest message, even when its UID is below n.
          if (message.uid <= lastUid) continue;
          const envelope = message.envelope;
          found.push({
            uid: message.uid,
            size: message.size ?? 0,
            envelope: {
              messageId: envelope?.messageId?.trim() || null,
              from: envelope?.from?.[0]?.address?.toLowerCase() ?? '',
              subject: (envelope?.subject ?? '').slice(0, 500),
              date: envelope?.date ? new Date(envelope.date) : null,
            },
          });
        }
        return found.sort((a, b) => a.uid - b.uid);
      },
      async source(uid: number): Promise<Buffer> {
        const message = await client.fetchOne(String(uid), { source: true }, { uid: true });
        if (!message || !message.source) throw mailError.messageNotFound({ uid });
        return message.source;
      },
      async markSeen(uid: number): Promise<void> {
        await client.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
      },
      async close(): Promise<void> {
        lock.release();
        await client.logout().catch(() => client.close());
      },
    };
  } catch (error) {
    client.close();
    throw mailError.imapFailed(imapErrorCode(error));
  }
}
export type ImapFolder = Awaited<ReturnType<typeof openImapFolder>>;
