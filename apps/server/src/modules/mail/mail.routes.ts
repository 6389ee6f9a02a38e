import {
  Rights,
  mailMandantQuerySchema,
  mailMessageListQuerySchema,
  mailMessageListSchema,
  mailMessageRefSchema,
  mailMessageSchema,
  mailboxPollStartedSchema,
  mailboxSchema,
  mailboxUpdateSchema,
} from '@belegfluss/shared';
import type { FastifyRequest } from 'fastify';
import { getAuth, type App } from '../../kernel/http.js';
import { requireMandantAccess } from '../tenancy/index.js';
import type { MailContext } from './mail.context.js';
import { dismissMessage, listMessages, messageEml, retryMessage } from './mail-inbox.usecases.js';
import { getMailbox, saveMailbox, startPoll } from './mail-mailbox.usecases.js';

const tags = ['mail: intake'];

/** Setting up the mailbox is administration (Verwaltung); the Posteingang belongs to capture. */
async function gate(ctx: MailContext, request: FastifyRequest, mandantId: string, right: string) {
  const auth = getAuth(request);
  await requireMandantAccess(ctx.deps.tenancy, auth, mandantId, right);
  return auth;
}

function asciiFileName(name: string) {
  return name.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, "'");
}

/** The intake mailbox of a Mandant and its Posteingang, `/api/mail/*`. */
export function registerMailRoutes(app: App, ctx: MailContext) {
  registerMailboxRoutes(app, ctx);
  registerInboxRoutes(app, ctx);
}

/** Setting up the mailbox and "Jetzt abrufen": Verwaltung. */
function registerMailboxRoutes(app: App, ctx: MailContext) {
  const admin = Rights.canStartVerwaltung;

  app.get(
    '/api/mail/mailbox',
    {
      preHandler: app.authenticate,
      schema: {
        summary: "The Mandant's intake mailbox (never its password)",
        tags,
        querystring: mailMandantQuerySchema,
        response: { 200: mailboxSchema },
      },
    },
    async (request) => {
      await gate(ctx, request, request.query.mandantId, admin);
      return getMailbox(ctx, request.query.mandantId);
    },
  );

  app.put(
    '/api/mail/mailbox',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Set up the intake mailbox (IMAP account, stacks, allow-list, interval)',
        tags,
        body: mailboxUpdateSchema,
        response: { 200: mailboxSchema },
      },
    },
    async (request) => {
      await gate(ctx, request, request.body.mandantId, admin);
      return saveMailbox(ctx, request.body);
    },
  );

  app.post(
    '/api/mail/mailbox/poll',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Fetch new messages now (queues a poll job)',
        tags,
        body: mailMandantQuerySchema,
        response: { 200: mailboxPollStartedSchema },
      },
    },
    async (request) => {
      const auth = await gate(ctx, request, request.body.mandantId, admin);
      return startPoll(ctx, request.body.mandantId, auth.userId);
    },
  );
}

/** The Posteingang: the capture right. */
function registerInboxRoutes(app: App, ctx: MailContext) {
  const capture = Rights.canStartUnides;

  app.get(
    '/api/mail/messages',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Posteingang: received messages, by default those waiting with a reason',
        tags,
        querystring: mailMessageListQuerySchema,
        response: { 200: mailMessageListSchema },
      },
    },
    async (request) => {
      await gate(ctx, request, request.query.mandantId, capture);
      return listMessages(ctx, request.query);
    },
  );

  app.post(
    '/api/mail/messages/retry',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Take a waiting message in again with the current settings',
        tags,
        body: mailMessageRefSchema,
        response: { 200: mailMessageSchema },
      },
    },
    async (request) => {
      await gate(ctx, request, request.body.mandantId, capture);
      return retryMessage(ctx, request.body);
    },
  );

  app.post(
    '/api/mail/messages/dismiss',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Put a waiting message aside (it is kept)',
        tags,
        body: mailMessageRefSchema,
        response: { 200: mailMessageSchema },
      },
    },
    async (request) => {
      const auth = await gate(ctx, request, request.body.mandantId, capture);
      return dismissMessage(ctx, auth.userId, request.body);
    },
  );

  app.get(
    '/api/mail/messages/eml',
    {
      preHandler: app.authenticate,
      schema: { summary: 'The received message as it came (.eml)', tags, querystring: mailMessageRefSchema },
    },
    async (request, reply) => {
      await gate(ctx, request, request.query.mandantId, capture);
      const eml = await messageEml(ctx, request.query);
      return reply
        .type('message/rfc822')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          `attachment; filename="${asciiFileName(eml.fileName)}"; filename*=UTF-8''${encodeURIComponent(eml.fileName)}`,
        )
        .send(eml.stream);
    },
  );
}
