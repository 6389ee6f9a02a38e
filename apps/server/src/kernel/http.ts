import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pickLanguage, type Language } from '@belegfluss/shared';
import type { AuthContext } from './auth-context.js';
import { forbidden, unauthorized } from './errors.js';

/** The Fastify instance modules register routes on: zod schemas type request and response. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** The caller; routes behind `authenticate` always have one. */
export function getAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** The language for messages: the client sends its UI language as Accept-Language. */
export function requestLanguage(request: FastifyRequest): Language {
  return request.auth?.language ?? pickLanguage(request.headers['accept-language']);
}

/** A preHandler that lets only callers with one of `rights` (or administrators) through. */
export function requireRight(...rights: string[]) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const auth = getAuth(request);
    if (auth.isAdmin || rights.some((right) => auth.rights.has(right))) return;
    throw forbidden({ rights });
  };
}

export async function requireAdmin(request: FastifyRequest) {
  if (!getAuth(request).isAdmin) throw forbidden({ rights: ['admin'] });
}
