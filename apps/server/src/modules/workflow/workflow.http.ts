import type { FastifyReply, FastifyRequest } from 'fastify';
import { Rights, WORKFLOW_DEEP_LINK_AUDIENCE } from '@belegfluss/shared';
import type { WorkflowDependencies } from './workflow.dependencies.js';
import { forbidden } from '../../kernel/errors.js';
import { getAuth, type App } from '../../kernel/http.js';
import { loadActor, type WorkflowContext } from './workflow.context.js';
import type { WorkflowActor } from './workflow.policies.js';
import type { WorkflowDeepLinkUseCases } from './workflow-deeplink.usecases.js';

declare module 'fastify' {
  interface FastifyRequest {
    workflowActor: WorkflowActor | null;
  }
}

/**
 * The guards of the workflow routes. `user`: a signed-in user with the workflow right.
 * `userOrDeepLink`: the same, or a deep-link session (audience 'WfDeeplink'), which the platform's
 * guard refuses everywhere else; the use cases then limit it to its one workflow.
 */
export function createWorkflowGuards(
  app: App,
  deps: WorkflowDependencies,
  deepLinks: WorkflowDeepLinkUseCases,
) {
  app.decorateRequest('workflowActor', null);

  function requireWorkflowRight(request: FastifyRequest) {
    const auth = getAuth(request);
    if (!auth.isAdmin && !auth.rights.has(Rights.canStartWorkflow))
      throw forbidden({ rights: [Rights.canStartWorkflow] });
  }

  async function user(request: FastifyRequest) {
    await app.authenticate(request);
    requireWorkflowRight(request);
  }

  async function userOrDeepLink(request: FastifyRequest) {
    try {
      await app.authenticate(request);
    } catch (error) {
      const token = request.headers.authorization?.replace(/^Bearer\s+/i, '');
      if (!token) throw error;
      const claims = await deps.tokens.verify(token, [WORKFLOW_DEEP_LINK_AUDIENCE]).catch(() => null);
      const actor = claims ? await deepLinks.actorForSession(claims.sid, claims.sub) : null;
      if (!actor) throw error;
      request.workflowActor = actor;
      return;
    }
    requireWorkflowRight(request);
  }

  return { user, userOrDeepLink };
}

/** The actor of a request that passed one of the guards. */
export function actorOf(ctx: WorkflowContext, request: FastifyRequest): Promise<WorkflowActor> {
  return request.workflowActor ? Promise.resolve(request.workflowActor) : loadActor(ctx, getAuth(request));
}

/**
 * Sends bytes the browser must not interpret on its own: not cached, the type fixed (`nosniff`), and
 * as a download under `download` when one is given.
 */
export function sendBinary(reply: FastifyReply, type: string, body: unknown, download: string | null = null) {
  void reply
    .type(type)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff');
  if (download) {
    const ascii = download.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, "'");
    void reply.header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(download)}`,
    );
  }
  return reply.send(body);
}
