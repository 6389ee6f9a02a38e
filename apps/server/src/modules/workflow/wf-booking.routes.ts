import {
  bookingSchema,
  documentBookingProposalSchema,
  workflowSaveBookingSchema,
  bookingLookupItemSchema,
  bookingLookupQuerySchema,
  costAllocationSchema,
  instanceIdParamsSchema,
  saveCostAllocationSchema,
  saveSplitLineSchema,
  splitCheckSchema,
  splitLineSchema,
  WorkflowOperation,
} from '@belegfluss/shared';
import { z } from 'zod';
import type { App } from '../../kernel/http.js';
import type { WorkflowContext } from './workflow.context.js';
import { withOperation } from './workflow.errors.js';
import { actorOf, type createWorkflowGuards } from './workflow.http.js';
import type { WorkflowUseCases } from './workflow.usecases.js';

const tags = ['workflow-booking'];
const lineParams = z.object({ id: z.uuid(), lineId: z.uuid() });

/**
 * The workflow's booking data under /api/wf/WFIndex (split check, split lines, cost allocation) and
 * the account and cost-centre helpers keyed by WF_ID under /api/wf/workflows.
 */
export function registerWfBookingRoutes(
  app: App,
  ctx: WorkflowContext,
  guards: ReturnType<typeof createWorkflowGuards>,
  useCases: WorkflowUseCases,
) {
  const { booking } = useCases;
  const read = { preHandler: guards.userOrDeepLink };
  const write = { preHandler: guards.user };
  const query = <T>(work: () => Promise<T>) => withOperation(WorkflowOperation.query, work);

  app.get(
    '/api/wf/WFIndex/CheckSplits/:id',
    {
      ...read,
      schema: {
        summary: 'Split check: origin amount, split sum and rest',
        tags,
        params: instanceIdParamsSchema,
        response: { 200: splitCheckSchema },
      },
    },
    async (request) => query(async () => booking.splitCheck(await actorOf(ctx, request), request.params.id)),
  );
  app.get(
    '/api/wf/WFIndex/GetSplitLines/:id',
    {
      ...read,
      schema: {
        summary: 'Split lines of the workflow',
        tags,
        params: instanceIdParamsSchema,
        response: { 200: z.array(splitLineSchema) },
      },
    },
    async (request) =>
      query(async () => booking.listSplitLines(await actorOf(ctx, request), request.params.id)),
  );
  app.post(
    '/api/wf/WFIndex/SaveSplitLine',
    {
      ...write,
      schema: {
        summary: 'Creates or changes a split line (its creator only)',
        tags,
        body: saveSplitLineSchema,
        response: { 200: splitLineSchema },
      },
    },
    async (request) => query(async () => booking.saveSplitLine(await actorOf(ctx, request), request.body)),
  );
  app.delete(
    '/api/wf/WFIndex/DeleteSplitLine/:id/:lineId',
    {
      ...write,
      schema: {
        summary: 'Deletes a split line (its creator only)',
        tags,
        params: lineParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await query(async () =>
        booking.deleteSplitLine(await actorOf(ctx, request), request.params.id, request.params.lineId),
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/wf/WFIndex/GetBooking/:id',
    {
      ...read,
      schema: {
        summary: "The document's booking record (Kontierung) with its rest",
        tags,
        params: instanceIdParamsSchema,
        response: { 200: bookingSchema },
      },
    },
    async (request) =>
      query(async () => useCases.documentBooking.getBooking(await actorOf(ctx, request), request.params.id)),
  );
  app.get(
    '/api/wf/WFIndex/GetBookingProposal/:id',
    {
      ...read,
      schema: {
        summary: "Lines from the creditor's last booking for the workflow's document",
        tags,
        params: instanceIdParamsSchema,
        response: { 200: documentBookingProposalSchema },
      },
    },
    async (request) =>
      query(async () =>
        useCases.documentBooking.getBookingProposal(await actorOf(ctx, request), request.params.id),
      ),
  );
  app.post(
    '/api/wf/WFIndex/SaveBooking/:id',
    {
      ...write,
      schema: {
        summary: "Stores the document's booking (lines added here are splits only their creator changes)",
        tags,
        params: instanceIdParamsSchema,
        body: workflowSaveBookingSchema,
        response: { 200: bookingSchema },
      },
    },
    async (request) =>
      query(async () =>
        useCases.documentBooking.saveBooking(await actorOf(ctx, request), request.params.id, request.body),
      ),
  );

  app.get(
    '/api/wf/WFIndex/GetCostAllocations/:id',
    {
      ...read,
      schema: {
        summary: 'Cost allocation lines of the workflow',
        tags,
        params: instanceIdParamsSchema,
        response: { 200: z.array(costAllocationSchema) },
      },
    },
    async (request) =>
      query(async () => booking.listCostAllocations(await actorOf(ctx, request), request.params.id)),
  );
  app.post(
    '/api/wf/WFIndex/SaveCostAllocation',
    {
      ...write,
      schema: {
        summary: 'Adds or changes a cost allocation line; all lines are computed again',
        tags,
        body: saveCostAllocationSchema,
        response: { 200: z.array(costAllocationSchema) },
      },
    },
    async (request) =>
      query(async () => booking.saveCostAllocation(await actorOf(ctx, request), request.body)),
  );
  app.delete(
    '/api/wf/WFIndex/DeleteCostAllocation/:id/:lineId',
    {
      ...write,
      schema: {
        summary: 'Deletes a cost allocation line',
        tags,
        params: lineParams,
        response: { 200: z.array(costAllocationSchema) },
      },
    },
    async (request) =>
      query(async () =>
        booking.deleteCostAllocation(await actorOf(ctx, request), request.params.id, request.params.lineId),
      ),
  );

  app.get(
    '/api/wf/workflows/konten/:id',
    {
      ...write,
      schema: {
        summary: 'Accounts of the workflow’s Mandant',
        tags,
        params: instanceIdParamsSchema,
        querystring: bookingLookupQuerySchema,
        response: { 200: z.array(bookingLookupItemSchema) },
      },
    },
    async (request) =>
      query(async () =>
        booking.lookup(
          await actorOf(ctx, request),
          request.params.id,
          'accounts',
          request.query.search,
          request.query.limit,
        ),
      ),
  );
  app.get(
    '/api/wf/workflows/kostenstellen/:id',
    {
      ...write,
      schema: {
        summary: 'Cost centres of the workflow’s Mandant',
        tags,
        params: instanceIdParamsSchema,
        querystring: bookingLookupQuerySchema,
        response: { 200: z.array(bookingLookupItemSchema) },
      },
    },
    async (request) =>
      query(async () =>
        booking.lookup(
          await actorOf(ctx, request),
          request.params.id,
          'costCentres',
          request.query.search,
          request.query.limit,
        ),
      ),
  );
}
