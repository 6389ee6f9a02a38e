import {
  actionResultSchema,
  cancelRueckfrageSchema,
  cancelWorkflowSchema,
  completeRueckfrageSchema,
  historyEntrySchema,
  instanceIdParamsSchema,
  lockResultSchema,
  lockSchema,
  postbackReasonsSchema,
  postbackSchema,
  redirectSchema,
  rueckfrageSchema,
  sortConditionSchema,
  submitSchema,
  workflowChunksSchema,
  workflowCountsSchema,
  workflowDetailSchema,
  workflowListItemSchema,
  workflowListQuerySchema,
  workflowListSchema,
  workflowSearchResultSchema,
  workflowSearchSchema,
  WorkflowOperation,
} from '@belegfluss/shared';
import { z } from 'zod';
import { requestLanguage, type App } from '../../kernel/http.js';
import type { WorkflowContext } from './workflow.context.js';
import { withOperation } from './workflow.errors.js';
import { actorOf, type createWorkflowGuards } from './workflow.http.js';
import type { WorkflowUseCases } from './workflow.usecases.js';

const tags = ['workflow'];

/** Reasons offered when postponing; the custom string is always possible. */
export const POSTBACK_REASONS = [
  'Rückfrage beim Lieferanten',
  'Ware noch nicht geliefert',
  'Gutschrift angefordert',
  'Zahlung abwarten',
  'Sonstiges',
];

/** /api/wf/workflows/*: lists, counts, chunks, search, one workflow, and the actions on it. */
export function registerWorkflowRoutes(
  app: App,
  ctx: WorkflowContext,
  guards: ReturnType<typeof createWorkflowGuards>,
  useCases: WorkflowUseCases,
) {
  const { lists, actions, locks, inquiries } = useCases;
  const user = { preHandler: guards.user };
  const userOrDeepLink = { preHandler: guards.userOrDeepLink };

  app.get(
    '/api/wf/workflows/list',
    {
      ...user,
      schema: {
        summary:
          'A workflow list (InvitedWorkflows, InvitedPostBackWorkflows, Rueckfrage) of the Inbox or Sent box',
        tags,
        querystring: workflowListQuerySchema,
        response: { 200: workflowListSchema },
      },
    },
    async (request) =>
      withOperation(
        request.query.filter === 'InvitedPostBackWorkflows'
          ? WorkflowOperation.postbackQuery
          : WorkflowOperation.query,
        async () => lists.list(await actorOf(ctx, request), request.query),
      ),
  );

  app.get(
    '/api/wf/workflows/counts',
    {
      ...user,
      schema: {
        summary: 'How many workflows each list holds',
        tags,
        querystring: z.object({ mandantId: z.uuid().optional() }),
        response: { 200: workflowCountsSchema },
      },
    },
    async (request) =>
      withOperation(WorkflowOperation.query, async () =>
        lists.counts(await actorOf(ctx, request), request.query.mandantId),
      ),
  );

  app.post(
    '/api/wf/workflows/chunks',
    {
      ...user,
      schema: {
        summary: 'List rows for the given workflows, in the given order',
        tags,
        body: workflowChunksSchema,
        response: { 200: z.array(workflowListItemSchema) },
      },
    },
    async (request) =>
      withOperation(WorkflowOperation.query, async () =>
        lists.chunks(await actorOf(ctx, request), request.body.InstanceIds),
      ),
  );

  app.post(
    '/api/wf/workflows/search',
    {
      ...user,
      schema: {
        summary: 'WF Recherche: search the workflows of the caller’s Mandanten',
        tags,
        body: workflowSearchSchema,
        response: { 200: workflowSearchResultSchema },
      },
    },
    async (request) =>
      withOperation(WorkflowOperation.query, async () =>
        lists.search(await actorOf(ctx, request), request.body),
      ),
  );

  app.get(
    '/api/wf/workflows/workflow/:id',
    {
      ...userOrDeepLink,
      schema: {
        summary: 'One workflow with its monitor and what the caller may do',
        tags,
        params: instanceIdParamsSchema,
        response: { 200: workflowDetailSchema },
      },
    },
    async (request) =>
      withOperation(WorkflowOperation.query, async () =>
        lists.detail(await actorOf(ctx, request), request.params.id),
      ),
  );

  app.get(
    '/api/wf/workflows/history/:id',
    {
      ...userOrDeepLink,
      schema: {
        summary: 'The workflow history',
        tags,
        params: instanceIdParamsSchema,
        response: { 200: z.array(historyEntrySchema) },
      },
    },
    async (request) =>
      withOperation(WorkflowOperation.query, async () =>
        lists.history(await actorOf(ctx, request), request.params.id),
      ),
  );

  app.get(
    '/api/wf/workflows/sortcondition',
    {
      ...user,
      schema: {
        summary: 'The caller’s workflow sort condition',
        tags,
        response: { 200: sortConditionSchema },
      },
    },
    async (request) => lists.sortConditionOf(await actorOf(ctx, request)),
  );

  app.put(
    '/api/wf/workflows/sortcondition',
    {
      ...user,
      schema: {
        summary: 'Stores the caller’s workflow sort condition',
        tags,
        body: sortConditionSchema,
        response: { 200: sortConditionSchema },
      },
    },
    async (request) => lists.setSortCondition(await actorOf(ctx, request), request.body),
  );

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

  app.post(
    '/api/wf/workflows/rueckfrage',
    {
      ...user,
      schema: {
        summary: 'Asks a user or group a question (Rückfrage)',
        tags,
        body: rueckfrageSchema,
        response: { 200: actionResultSchema },
      },
    },
    async (request) =>
      withOperation(WorkflowOperation.query, async () =>
        inquiries.init(await actorOf(ctx, request), request.body),
      ),
  );

  app.post(
    '/api/wf/workflows/completerueckfrage',
    {
      ...user,
      schema: {
        summary: 'Answers the open Rückfrage with a note',
        tags,
        body: completeRueckfrageSchema,
        response: { 200: actionResultSchema },
      },
    },
    async (request) =>
      withOperation(WorkflowOperation.query, async () =>
        inquiries.complete(await actorOf(ctx, request), request.body),
      ),
  );

  app.post(
    '/api/wf/workflows/cancelrueckfrage',
    {
      ...user,
      schema: {
        summary: 'Cancels the open Rückfrage',
        tags,
        body: cancelRueckfrageSchema,
        response: { 200: actionResultSchema },
      },
    },
    async (request) =>
      withOperation(WorkflowOperation.inquiryCancel, async () =>
        inquiries.cancel(await actorOf(ctx, request), request.body),
      ),
  );

  app.get(
    '/api/wf/workflows/postbackreasons',
    {
      ...user,
      schema: { summary: 'Reasons offered for a postback', tags, response: { 200: postbackReasonsSchema } },
    },
    async () => ({ Reasons: POSTBACK_REASONS, AnnotationEnabled: true }),
  );

  app.post(
    '/api/wf/workflows/postback',
    {
      ...user,
      schema: {
        summary: 'Postpones the caller’s task until a time',
        tags,
        body: postbackSchema,
        response: { 200: actionResultSchema },
      },
    },
    async (request) =>
      withOperation(WorkflowOperation.postback, async () =>
        inquiries.postback(await actorOf(ctx, request), request.body),
      ),
  );

  app.delete(
    '/api/wf/workflows/deletepostback/:id',
    {
      ...user,
      schema: {
        summary: 'Takes the postponement back',
        tags,
        params: instanceIdParamsSchema,
        response: { 200: actionResultSchema },
      },
    },
    async (request) =>
      withOperation(WorkflowOperation.postbackReset, async () =>
        inquiries.deletePostback(await actorOf(ctx, request), request.params.id),
      ),
  );
}
