import { Rights } from '@belegfluss/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { getAuth, type App } from '../../kernel/http.js';
import { requireMandantAccess } from '../tenancy/index.js';
import type { RulesUser } from './rules.context.js';
import type { RulesDependencies } from './rules.dependencies.js';

/** The gate of every rule-manager call: signed in, the capture right, access to the Mandant named in the call. */
export async function rulesUser(
  deps: RulesDependencies,
  request: FastifyRequest,
  mandantId: string,
): Promise<RulesUser> {
  const auth = getAuth(request);
  await requireMandantAccess(deps.tenancy, auth, mandantId, Rights.canStartUnides);
  return { userId: auth.userId, name: auth.fullName, isAdmin: auth.isAdmin };
}

type RouteSpec<Input extends z.ZodType, Output extends z.ZodType> = {
  summary: string;
  input: Input;
  output: Output;
  handler: (input: z.output<Input>, user: RulesUser) => Promise<z.input<Output>> | z.input<Output>;
};

/** Registers a Mandant-scoped JSON call of `/api/cap/RuleMan`: GET reads the query, POST the body. */
export function createRulesRoutes(app: App, deps: RulesDependencies) {
  function register<Input extends z.ZodType<{ mandantId: string }>, Output extends z.ZodType>(
    method: 'GET' | 'POST',
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
        tags: ['capture: rule manager'],
        ...(method === 'GET' ? { querystring: spec.input } : { body: spec.input }),
        response: { 200: spec.output },
      } as Record<string, unknown>,
      handler: async (request) => {
        const input = (method === 'GET' ? request.query : request.body) as z.output<Input>;
        return spec.handler(input, await rulesUser(deps, request, input.mandantId));
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
  };
}
