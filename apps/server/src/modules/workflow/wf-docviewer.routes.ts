import {
  deepLinkTokenSchema,
  externSessionSchema,
  pidParamsSchema,
  sessionUidParamsSchema,
} from '@belegfluss/shared';
import { z } from 'zod';
import type { App } from '../../app/http.js';
import type { WorkflowContext } from './workflow.context.js';
import { actorOf, type createWorkflowGuards } from './workflow.http.js';
import type { WorkflowUseCases } from './workflow.module.js';

const tags = ['workflow-viewer'];
const publicLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/**
 * /api/wf/WFDocViewer/* and the deep-link entry points. The public calls turn a PID or a one-time
 * SESSION_UID into a deep-link session for exactly one workflow.
 */
export function registerWfDocViewerRoutes(
  app: App,
  ctx: WorkflowContext,
  guards: ReturnType<typeof createWorkflowGuards>,
  useCases: WorkflowUseCases,
) {
  const { deepLinks } = useCases;

  app.post(
    '/api/wf/WFDocViewer/CreateExternSession',
    {
      preHandler: guards.user,
      schema: {
        summary: 'A one-time SESSION_UID to open the workflow in an external viewer window',
        tags,
        body: z.object({ InstanceId: z.uuid() }),
        response: { 200: externSessionSchema },
      },
    },
    async (request) => deepLinks.createExternSession(await actorOf(ctx, request), request.body.InstanceId),
  );

  app.post(
    '/api/wf/WFDocViewer/EXTERN/:sessionUid',
    {
      config: publicLimit,
      schema: {
        summary:
          'Opens WFDocViewer/EXTERN/{SESSION_UID}: a deep-link session for one workflow (public, once)',
        tags,
        params: sessionUidParamsSchema,
        response: { 200: deepLinkTokenSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return deepLinks.openExternSession(request.params.sessionUid);
    },
  );

  app.post(
    '/api/wf/WFExtUser/DL/:pid',
    {
      config: publicLimit,
      schema: {
        summary:
          'Opens WFExtUser/DL/{PID}: a deep-link session of an external user for one workflow (public)',
        tags,
        params: pidParamsSchema,
        response: { 200: deepLinkTokenSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return deepLinks.openExternalUserLink(request.params.pid);
    },
  );
}
