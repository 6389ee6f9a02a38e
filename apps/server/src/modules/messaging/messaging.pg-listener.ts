import pg from 'pg';
import type { Logger } from '../../kernel/logger.js';
import { MESSAGE_CHANNEL } from './messaging.repository.js';

const RECONNECT_DELAYS_MS = [500, 1000, 2000, 5000, 10000];
/** While the LISTEN connection is down, waiters look at the table this often instead. */
const FALLBACK_POLL_MS = 1000;

/**
 * One LISTEN connection per web process on PostgreSQL: a message stored through any node wakes the
 * long polls waiting here. When the connection drops, every waiter looks again and, until it is
 * back, waiters poll the table each second, so nothing sent meanwhile waits for its call to time out.
 */
export function createPgMessageListener(options: {
  connectionString: string;
  logger: Logger;
  onNotify: (payload: string) => void;
  onGap: () => void;
}) {
  const { logger } = options;
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let stopped = false;
  let failures = 0;
  let reconnecting = false;
  let fallback: NodeJS.Timeout | null = null;

  function startFallback() {
    if (fallback || stopped) return;
    fallback = setInterval(options.onGap, FALLBACK_POLL_MS);
    fallback.unref();
  }

  function stopFallback() {
    if (fallback) clearInterval(fallback);
    fallback = null;
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: options.connectionString });
    next.on('notification', (message) => options.onNotify(message.payload ?? '*'));
    next.on('error', (error) => {
      logger.warn({ err: error }, 'message listener connection lost');
      if (client !== next) return;
      client = null;
      void next.end().catch(() => undefined);
      void reconnectLoop();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${MESSAGE_CHANNEL}`);
    } catch (error) {
      void next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    failures = 0;
    stopFallback();
    // Whatever was stored while no connection listened is found by looking again.
    options.onGap();
  }

  async function reconnectLoop() {
    if (reconnecting || stopped) return;
    reconnecting = true;
    startFallback();
    options.onGap();
    while (!stopped && !client) {
      const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)] ?? 10000;
      await new Promise((resolve) => setTimeout(resolve, delay).unref());
      failures += 1;
      await connect().catch((error: unknown) =>
        logger.warn({ err: error }, 'message listener reconnect failed'),
      );
    }
    reconnecting = false;
  }

  return {
    /** Connects once (later calls share it); on failure waiters poll until a reconnect succeeds. */
    ready(): Promise<void> {
      if (client || stopped || reconnecting) return Promise.resolve();
      connecting ??= connect()
        .catch((error: unknown) => {
          logger.warn({ err: error }, 'message listener could not connect; polling instead');
          void reconnectLoop();
        })
        .finally(() => {
          connecting = null;
        });
      return connecting;
    },

    async stop() {
      stopped = true;
      stopFallback();
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}

export type PgMessageListener = ReturnType<typeof createPgMessageListener>;
