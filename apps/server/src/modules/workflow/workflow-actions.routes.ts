import {
  actionResultSchema,
  cancelWorkflowSchema,
  instanceIdParamsSchema,
  lockResultSchema,
  lockSchema,
  redirectSchema,
  submitSchema,
  WorkflowOperation,
} from '@belegfluss/shared';
import { requestLanguage, type App } from '../../kernel/http.js';
import type { WorkflowContext } from './workflow.context.js';
import { withOperation } from './workflow.errors.js';
import { actorOf, type createWorkflowGuards } from './workflow.http.js';
import type { WorkflowUseCases } from './workflow.usecases.js';

const tags = ['workflow'];

/** /api/wf/workflows/{lockout,unlock}: checking a workflow out and back in. */
export function registerWorkflowLockRoutes(
  app: App,
  ctx: WorkflowContext,
  guards: ReturnType<typeof createWorkflowGuards>,
  useCases: WorkflowUseCases,
) {
  const { locks } = useCases;
  const user = { preHandler: guards.user };

  app.post(
    '/api/wf/workflows/lockout',
    {
      ...user,
      schema: {
        summary: 'Checks the workflow out; answers the lock result flags',
        tags,
        body: lockSchema,
        response: { 200: lockResultSchema },
      },
    },
    async (request) =>
      withOperation(WorkflowOperation.checkout, async () =>
        locks.lock(await actorOf(ctx, request), request.body, requestLanguage(request)),
      ),
  );

  app.post(
    '/api/wf/workflows/unlock/:id',
    {
      ...user,
      schema: {
        summary: 'Checks the workflow back in',
        tags,
        params: instanceIdParamsSchema,
        response: { 200: actionResultSchema },
      },
    },
    async (request) =>
      withOperation(WorkflowOperation.checkout, async () =>
        locks.unlock(await actorOf(ctx, request), request.params.id),
      ),
  );
}

/** /api/wf/workflows/{submit,redirect,cancel}: the actions on the caller’s task or the workflow. */
export function registerWorkflowActionRoutes(
  app: App,
  ctx: WorkflowContext,
  guards: ReturnType<typeof createWorkflowGuards>,
  useCases: WorkflowUseCases,
) {
  const { actions } = useCases;
  const user = { preHandler: guards.user };

  app.post(
    '/api/wf/workflows/submit/:id',
    {
      ...user,
      schema: {
        summary: 'Approves, rejects or acknowledges the caller’s task',
        tags,
        params: instanceIdParamsSchema,
        body: submitSchema,
        response: { 200: actionResultSchema },
      },
    },
    async (request) =>
      withOperation(WorkflowOperation.approve, async () =>
        actions.submit(await actorOf(ctx, request), request.params.id, request.body),
      ),
  );

  app.post(
    '/api/wf/workflows/redirect',
    {
      ...user,
      schema: {
        summary: 'Forwards the caller’s task to another user or group',
        tags,
        body: redirectSchema,
        response: { 200: actionResultSchema },
      },
    },
    async (request) =>
      withOperation(WorkflowOperation.redirect, async () =>
        actions.redirect(await actorOf(ctx, request), request.body),
      ),
  );

  app.post(
    '/api/wf/workflows/cancel/:id',
    {
      ...user,
      schema: {
        summary: 'Withdraws a running workflow (starter or administrator)',
        tags,
        params: instanceIdParamsSchema,
        body: cancelWorkflowSchema,
        response: { 200: actionResultSchema },
      },
    },
    async (request) =>
      withOperation(WorkflowOperation.query, async () =>
        actions.cancel(await actorOf(ctx, request), request.params.id, request.body.sAnmerkung),
      ),
  );
}
