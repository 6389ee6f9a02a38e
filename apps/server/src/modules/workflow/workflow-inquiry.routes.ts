import {
  actionResultSchema,
  cancelRueckfrageSchema,
  completeRueckfrageSchema,
  instanceIdParamsSchema,
  postbackReasonsSchema,
  postbackSchema,
  rueckfrageSchema,
  WorkflowOperation,
} from '@belegfluss/shared';
import type { App } from '../../kernel/http.js';
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

/** /api/wf/workflows/{rueckfrage,completerueckfrage,cancelrueckfrage}: asking and answering a Rückfrage. */
export function registerWorkflowInquiryRoutes(
  app: App,
  ctx: WorkflowContext,
  guards: ReturnType<typeof createWorkflowGuards>,
  useCases: WorkflowUseCases,
) {
  const { inquiries } = useCases;
  const user = { preHandler: guards.user };

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
}

/** /api/wf/workflows/{postbackreasons,postback,deletepostback}: postponing the caller’s task. */
export function registerWorkflowPostbackRoutes(
  app: App,
  ctx: WorkflowContext,
  guards: ReturnType<typeof createWorkflowGuards>,
  useCases: WorkflowUseCases,
) {
  const { inquiries } = useCases;
  const user = { preHandler: guards.user };

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
