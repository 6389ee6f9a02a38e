import { LISTENER_MAX_ERRORS, MessageType, type AppMessage } from '@belegfluss/shared';

/**
 * One long poll's answer: a message, or none came in time and the server says where the listener
 * now stands (null from a server that does not say).
 */
export type ListenAnswer = { message: AppMessage } | { message: null; position: string | null };

/** One long poll (`immediate`: answered at once, to learn the position); errors are thrown. */
export type FetchMessage = (
  lastMsgUID: string | null,
  signal: AbortSignal,
  immediate: boolean,
) => Promise<ListenAnswer>;

export type ListenerState = 'listening' | 'offline' | 'stopped';

/** Waits between failed calls, so a web node restarting behind the load balancer costs no error. */
export const LISTENER_RETRY_DELAYS_MS = [1000, 3000, 10000];

/**
 * The message listener of spec 002: long polls one message at a time, resuming from the last
 * message it received, so nothing is lost when a node restarts. It goes offline after a shutdown
 * message (the server ended a session: the client then asks about its own), when the server refuses
 * the session, or after 3 consecutive failed calls.
 */
export function createMessageListener(options: {
  fetchMessage: FetchMessage;
  onMessage: (message: AppMessage) => void;
  onOffline: (reason: 'shutdown' | 'refused' | 'no-connection') => void;
  /** Errors that end listening at once (the server refused the session) instead of being counted. */
  isRefusal?: (error: unknown) => boolean;
  /** This window's own id: its own messages come back from the server and are passed over. */
  senderUID: string;
  /** Where a listener of this window stopped: its successor resumes there and misses nothing. */
  resumeFrom?: string | null;
  /**
   * Called once a listener that started without a position has one: from then on it misses
   * nothing, so state read after this call and the messages received after it fit together.
   */
  onPositioned?: () => void;
  retryDelaysMs?: number[];
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}) {
  const delays = options.retryDelaysMs ?? LISTENER_RETRY_DELAYS_MS;
  const sleep =
    options.sleep ??
    ((ms: number, signal: AbortSignal) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
      }));
  const controller = new AbortController();
  let state: ListenerState = 'listening';
  let lastMsgUID: string | null = options.resumeFrom ?? null;

  async function loop() {
    let errors = 0;
    let asked = false;
    while (state === 'listening') {
      let answer: ListenAnswer;
      const unpositioned = lastMsgUID === null;
      try {
        answer = await options.fetchMessage(lastMsgUID, controller.signal, unpositioned && !asked);
        asked = true;
        errors = 0;
      } catch (error) {
        if (state !== 'listening') return;
        if (options.isRefusal?.(error)) {
          state = 'offline';
          options.onOffline('refused');
          return;
        }
        errors += 1;
        if (errors >= LISTENER_MAX_ERRORS) {
          state = 'offline';
          options.onOffline('no-connection');
          return;
        }
        await sleep(delays[Math.min(errors - 1, delays.length - 1)] ?? 1000, controller.signal);
        continue;
      }
      if (state !== 'listening') return;
      const { message } = answer;
      lastMsgUID = message ? message.messageInfo.messageUID : (answer.position ?? lastMsgUID);
      if (unpositioned && lastMsgUID !== null) options.onPositioned?.();
      if (!message) continue;
      if (message.messageInfo.senderUID !== options.senderUID) options.onMessage(message);
      if (message.messageInfo.messageType === MessageType.sessionTerminated) {
        state = 'offline';
        options.onOffline('shutdown');
        return;
      }
    }
  }

  const done = loop();
  return {
    get state() {
      return state;
    },
    get lastMsgUID() {
      return lastMsgUID;
    },
    /** Stops listening; the running long poll is cancelled. */
    async stop() {
      if (state === 'listening') state = 'stopped';
      controller.abort();
      await done;
    },
  };
}

export type MessageListener = ReturnType<typeof createMessageListener>;
