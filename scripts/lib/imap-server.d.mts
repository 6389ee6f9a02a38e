export type ImapTestServer = {
  host: string;
  port: number;
  /** The server's self-signed certificate, to trust as CA (MAIL_IMAP_CA_FILE). */
  caFile: string;
  user: string;
  password: string;
  stop: () => Promise<void>;
};

/** Starts a throwaway Dovecot (see imap-server.mjs). */
export function startImapServer(log?: (line: string) => void): Promise<ImapTestServer>;

/** Runs `work` with a throwaway Dovecot, then removes it. */
export function withImapServer<T>(
  work: (server: Omit<ImapTestServer, 'stop'>) => Promise<T>,
  log?: (line: string) => void,
): Promise<T>;
