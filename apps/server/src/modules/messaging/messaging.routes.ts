import {
  appMessageSchema,
  LAST_MSG_UID_HEADER,
  listenMessagesQuerySchema,
  sendMessageRequestSchema,
  sendMessageResponseSchema,
} from '@belegfluss/shared';
import { z } from 'zod';
import { getAuth, type App } from '../../kernel/http.js';
import type { MessagingDependencies } from './messaging.dependencies.js';
import { Hangup } from './messaging.hub.js';

/** The message service of spec 002, section 7, under the messaging base path. */
export function registerMessagingRoutes(app: App, deps: MessagingDependencies) {
  const tags = ['messaging'];
  // A closing server answers the waiting long polls first, or closing would wait for each of them.
  app.addHook('preClose', async () => deps.messaging.close());

  app.get(
    '/api/msg/AppInstance/ListenMessages',
    {
      // The security headers are set when the answer leaves rather than when the call comes in,
      // so a waiting poll holds none of them (the answer carries the same headers as any other).
      helmet: false,
      onSend: async (_request, reply, payload) => {
        reply.helmet();
        return payload;
      },
      preHandler: app.authenticate,
      schema: {
        summary:
          'Long poll: the next message after lastMsgUID for the caller (204 with the position to resume from in X-Last-Msg-UID when none came within waitSeconds)',
        tags,
        querystring: listenMessagesQuerySchema,
        response: { 200: appMessageSchema, 204: z.null() },
      },
    },
    async (request, reply) => {
      const hangup = new Hangup();
      const onClose = () => {
        if (!reply.raw.writableFinished) hangup.hangUp();
      };
      reply.raw.once('close', onClose);
      try {
        const answer = await deps.messaging.listen(getAuth(request), request.query, hangup);
        if (!answer.message) return reply.header(LAST_MSG_UID_HEADER, answer.position).code(204).send(null);
        return answer.message;
      } finally {
        reply.raw.off('close', onClose);
      }
    },
  );

  app.put(
    '/api/msg/AppInstance/SendMessage',
    {
      preHandler: app.authenticate,
      schema: {
        summary: "Send a message to the other instances of the caller's own sign-in",
        tags,
        body: sendMessageRequestSchema,
        response: { 200: sendMessageResponseSchema },
      },
    },
    async (request) => deps.messaging.send(getAuth(request), request.body),
  );
}
