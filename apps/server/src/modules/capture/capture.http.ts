import { Rights } from '@belegfluss/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CaptureDependencies } from './capture.dependencies.js';
import { getAuth, type App } from '../../kernel/http.js';
import { requireMandantAccess } from '../tenancy/index.js';
import { actorOf, type Actor } from './capture.context.js';
import type { DocumentReader } from './capture-originals.usecases.js';

/** The gate of every capture call: signed in, capture right, access to the Mandant named in the call. */
export async function captureActor(
  deps: CaptureDependencies,
  request: FastifyRequest,
  mandantId: string,
): Promise<Actor> {
  const auth = getAuth(request);
  await requireMandantAccess(deps.tenancy, auth, mandantId, Rights.canStartUnides);
  return actorOf(auth);
}

/** Who reads a document's bytes in this request, for the Original-Leser rule. */
export function documentReaderOf(request: FastifyRequest): DocumentReader {
  const auth = getAuth(request);
  return { userId: auth.userId, isAdmin: auth.isAdmin };
}

type RouteSpec<Input extends z.ZodType, Output extends z.ZodType> = {
  summary: string;
  input: Input;
  output: Output;
  handler: (input: z.output<Input>, actor: Actor, request: FastifyRequest) => Promise<z.input<Output>>;
};

/**
 * Registers a Mandant-scoped JSON call: GET reads its input from the query, POST/PUT from the body.
 * Input and output are zod schemas, so the call appears in /api/docs.
 */
export function createRouteHelpers(app: App, deps: CaptureDependencies, tags: string[]) {
  function register<Input extends z.ZodType<{ mandantId: string }>, Output extends z.ZodType>(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    spec: RouteSpec<Input, Output>,
  ) {
    // Generic schemas defeat the type provider's inference; the zod compilers still validate at run time.
    (app as unknown as FastifyInstance).route({
      method,
      url,
      preHandler: app.authenticate,
      schema: {
        summary: spec.summary,
        tags,
        ...(method === 'GET' ? { querystring: spec.input } : { body: spec.input }),
        response: { 200: spec.output },
      } as Record<string, unknown>,
      handler: async (request) => {
        const input = (method === 'GET' ? request.query : request.body) as z.output<Input>;
        const actor = await captureActor(deps, request, input.mandantId);
        return spec.handler(input, actor, request);
      },
    });
  }
  return {
    get: <I extends z.ZodType<{ mandantId: string }>, O extends z.ZodType>(
      url: string,
      spec: RouteSpec<I, O>,
    ) => register('GET', url, spec),
    post: <I extends z.ZodType<{ mandantId: string }>, O extends z.ZodType>(
      url: string,
      spec: RouteSpec<I, O>,
    ) => register('POST', url, spec),
    put: <I extends z.ZodType<{ mandantId: string }>, O extends z.ZodType>(
      url: string,
      spec: RouteSpec<I, O>,
    ) => register('PUT', url, spec),
  };
}

function asciiFileName(name: string) {
  return name.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, "'");
}

/**
 * Sends bytes the browser must not interpret on its own: not cached, type fixed (`nosniff`), and
 * as a download under `fileName` when one is given.
 */
export type RouteHelpers = ReturnType<typeof createRouteHelpers>;

export function sendFile(reply: FastifyReply, type: string, fileName: string | null, body: unknown) {
  reply.type(type).header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff');
  if (fileName) {
    reply.header(
      'content-disposition',
      `attachment; filename="${asciiFileName(fileName)}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    );
  }
  return reply.send(body);
}

/**
 * Registers a Mandant-scoped call that answers with bytes (PDF, PNG, zip) instead of JSON: GET reads
 * its input from the query, POST from the body; `send` writes the reply.
 */
export function createBinaryRoute(app: App, deps: CaptureDependencies, tags: string[]) {
  return (
    method: 'GET' | 'POST',
    url: string,
    summary: string,
    input: z.ZodType<{ mandantId: string }>,
    send: (input: never, reply: FastifyReply, actor: Actor, isAdmin: boolean) => Promise<unknown>,
  ) =>
    app.route({
      method,
      url,
      preHandler: app.authenticate,
      schema: { summary, tags, ...(method === 'GET' ? { querystring: input } : { body: input }) },
      handler: async (request, reply) => {
        const data = (method === 'GET' ? request.query : request.body) as { mandantId: string };
        const actor = await captureActor(deps, request, data.mandantId);
        return send(data as never, reply, actor, getAuth(request).isAdmin);
      },
    });
}
