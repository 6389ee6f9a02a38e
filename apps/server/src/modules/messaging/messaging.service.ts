import type { AppMessage, SendMessageRequest } from '@belegfluss/shared';
import type { AppMessages, ServerMessage } from '../../kernel/app-messages.js';
import type { AuthContext } from '../../kernel/auth-context.js';
import type { Database } from '../../kernel/database.js';
import { createErrorFactory } from '../../kernel/errors.js';
import type { Logger } from '../../kernel/logger.js';
import { requireMandantAccess, type TenancyRepository } from '../tenancy/index.js';
import { createMessageHub, type Hangup } from './messaging.hub.js';
import { toAppMessage } from './messaging.models.js';
import { createPgMessageListener, type PgMessageListener } from './messaging.pg-listener.js';
import { createMessagingRepository, type MessageRow } from './messaging.repository.js';

const foreignSession = createErrorFactory('messaging.foreign_session');

/** Messages are kept this long for listeners that resume after a break. */
const RETENTION_HOURS = 24;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
export const SERVER_SENDER = 'server';

/** The sign-in a session belongs to: a module session's shell session, else the session itself. */
export function deviceOf(auth: AuthContext): string {
  return auth.parentSessionId ?? auth.sessionId;
}

/**
 * Messages between a user's instances: stored in `msg_message`, delivered by long polls that wait
 * in this process's hub. On PostgreSQL a LISTEN connection wakes them for messages stored through
 * other nodes; on PGlite (one process) the hub is woken directly.
 */
export function createMessagingService(deps: {
  database: Database;
  logger: Logger;
  tenancy: TenancyRepository;
}) {
  const repository = createMessagingRepository(deps.database);
  const hub = createMessageHub();
  const pgListener: PgMessageListener | null =
    deps.database.kind === 'postgres' && deps.database.connectionString
      ? createPgMessageListener({
          connectionString: deps.database.connectionString,
          logger: deps.logger,
          onNotify: (payload) => hub.wakeFor(payload),
          onGap: () => hub.wakeAll(),
        })
      : null;
  let lastPrune = 0;

  async function store(message: Parameters<typeof repository.insert>[0]) {
    const stored = await repository.insert(message);
    hub.wake(message.userId ?? '*', message.deviceSessionId ?? '*');
    if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = Date.now();
      await repository.deleteOlderThan(RETENTION_HOURS);
    }
    return stored;
  }

  /** A message a user may not (or no longer) see: one about a Mandant outside their access. */
  async function mayReceive(auth: AuthContext, row: MessageRow): Promise<boolean> {
    if (!row.mandantId) return true;
    return requireMandantAccess(deps.tenancy, auth, row.mandantId).then(
      () => true,
      () => false,
    );
  }

  const publisher: AppMessages = {
    async publish(message: ServerMessage) {
      try {
        await store({
          userId: message.userId,
          deviceSessionId: message.deviceSessionId ?? null,
          mandantId: message.customData?.mandantId ?? null,
          instanceType: null,
          senderUid: SERVER_SENDER,
          messageType: message.messageType,
          customData: message.customData ?? {},
        });
      } catch (error) {
        deps.logger.error({ err: error, messageType: message.messageType }, 'message could not be sent');
      }
    },

    async broadcast(messageType) {
      try {
        await store({
          userId: null,
          deviceSessionId: null,
          mandantId: null,
          instanceType: null,
          senderUid: SERVER_SENDER,
          messageType,
          customData: {},
        });
      } catch (error) {
        deps.logger.error({ err: error, messageType }, 'message could not be sent');
      }
    },
  };

  return {
    hub,
    publisher,

    /** SendMessage: from one instance to the other instances of the caller's own sign-in. */
    async send(auth: AuthContext, request: SendMessageRequest): Promise<{ messageUID: string }> {
      const device = deviceOf(auth);
      if (request.sessionUID && request.sessionUID !== device) throw foreignSession();
      const mandantId = request.customData.mandantId ?? null;
      if (mandantId) await requireMandantAccess(deps.tenancy, auth, mandantId);
      const stored = await store({
        userId: auth.userId,
        deviceSessionId: device,
        mandantId,
        instanceType: request.messageInfo.instanceType,
        senderUid: request.messageInfo.senderUID,
        messageType: request.messageInfo.messageType,
        customData: request.customData,
      });
      return { messageUID: stored.uid };
    },

    /**
     * ListenMessages: the next message after `lastMsgUID` for the caller, waiting up to
     * `waitSeconds` for one. When none came (or the server is shutting down): where the caller now
     * stands, so that its next call misses nothing stored in between.
     */
    async listen(
      auth: AuthContext,
      query: { lastMsgUID?: string | undefined; waitSeconds: number },
      hangup: Hangup,
    ): Promise<{ message: AppMessage } | { message: null; position: string }> {
      const deadline = Date.now() + query.waitSeconds * 1000;
      const scope = { userId: auth.userId, deviceSessionId: deviceOf(auth) };
      await pgListener?.ready();
      // Subscribed before the first look: whatever is stored after the position that look takes is
      // either found by it or wakes the waiter.
      const waiter = hub.subscribe(auth.userId, scope.deviceSessionId);
      try {
        const start = await repository.resume(query.lastMsgUID ?? null, scope);
        let position = start.position;
        let next: MessageRow | null = start.next;
        for (;;) {
          if (next && (await mayReceive(auth, next))) return { message: toAppMessage(next) };
          if (next) position = { id: next.id, uid: next.uid };
          else if (!(await waiter.wait(deadline, hangup))) return { message: null, position: position.uid };
          waiter.reset();
          next = await repository.findNext(position.id, scope);
        }
      } finally {
        waiter.close();
      }
    },

    /** Answers every waiting long poll and stops listening; for a closing server. */
    async close() {
      hub.close();
      await pgListener?.stop();
    },
  };
}

export type MessagingService = ReturnType<typeof createMessagingService>;
