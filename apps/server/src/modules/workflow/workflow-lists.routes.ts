import {
  historyEntrySchema,
  instanceIdParamsSchema,
  sortConditionSchema,
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
import type { App } from '../../kernel/http.js';
import type { WorkflowContext } from './workflow.context.js';
import { withOperation } from './workflow.errors.js';
import { actorOf, type createWorkflowGuards } from './workflow.http.js';
import type { WorkflowUseCases } from './workflow.usecases.js';

const tags = ['workflow'];

/** /api/wf/workflows/{list,counts,chunks,search}: the lists of the Inbox and Sent box, and WF Recherche. */
export function registerWorkflowListRoutes(
  app: App,
  ctx: WorkflowContext,
  guards: ReturnType<typeof createWorkflowGuards>,
  useCases: WorkflowUseCases,
) {
  const { lists } = useCases;
  const user = { preHandler: guards.user };

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
}

/** /api/wf/workflows/{workflow,history}/:id: one workflow and its history, also for a deep link. */
export function registerWorkflowDetailRoutes(
  app: App,
  ctx: WorkflowContext,
  guards: ReturnType<typeof createWorkflowGuards>,
  useCases: WorkflowUseCases,
) {
  const { lists } = useCases;
  const userOrDeepLink = { preHandler: guards.userOrDeepLink };

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
}

/** /api/wf/workflows/sortcondition: the caller’s sort condition of the lists. */
export function registerWorkflowSortConditionRoutes(
  app: App,
  ctx: WorkflowContext,
  guards: ReturnType<typeof createWorkflowGuards>,
  useCases: WorkflowUseCases,
) {
  const { lists } = useCases;
  const user = { preHandler: guards.user };

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
}
