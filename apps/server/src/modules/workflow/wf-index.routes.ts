import {
  bookingLookupItemSchema,
  bookingLookupQuerySchema,
  costAllocationSchema,
  historyEntrySchema,
  indexFieldDefinitionSchema,
  indexHistoryEntrySchema,
  instanceIdParamsSchema,
  saveCostAllocationSchema,
  saveHistoryEntrySchema,
  saveSplitLineSchema,
  splitCheckSchema,
  splitLineSchema,
  validationReportSchema,
  validationSnippetSchema,
  workflowIndexEntrySchema,
  workflowResultSchema,
} from '@belegfluss/shared';
import { z } from 'zod';
import type { App } from '../../app/http.js';
import type { WorkflowContext } from './workflow.context.js';
import { WorkflowOperation, withOperation } from './workflow.errors.js';
import { actorOf, type createWorkflowGuards } from './workflow.http.js';
import type { WorkflowUseCases } from './workflow.module.js';

const tags = ['workflow-index'];
const lineParams = z.object({ id: z.uuid(), lineId: z.uuid() });

/** /api/wf/WFIndex/*: the workflow's capture mask, its history and checks, and its booking data. */
export function registerWfIndexRoutes(
  app: App,
  ctx: WorkflowContext,
  guards: ReturnType<typeof createWorkflowGuards>,
  useCases: WorkflowUseCases,
) {
  const { index, lists } = useCases;
  const read = { preHandler: guards.userOrDeepLink };
  const write = { preHandler: guards.user };
  const query = <T>(work: () => Promise<T>) => withOperation(WorkflowOperation.query, work);

  app.get(
    '/api/wf/WFIndex/GetFieldDefinitions/:id',
    {
      ...read,
      schema: {
        summary: 'Index field definitions of the workflow',
        tags,
        params: instanceIdParamsSchema,
        response: { 200: z.array(indexFieldDefinitionSchema) },
      },
    },
    async (request) =>
      query(async () => index.fieldDefinitions(await actorOf(ctx, request), request.params.id)),
  );
  app.get(
    '/api/wf/WFIndex/GetIndexData/:id',
    {
      ...read,
      schema: {
        summary: 'Index data of the workflow’s document',
        tags,
        params: instanceIdParamsSchema,
        response: { 200: z.array(workflowIndexEntrySchema) },
      },
    },
    async (request) => query(async () => index.indexData(await actorOf(ctx, request), request.params.id)),
  );
  app.get(
    '/api/wf/WFIndex/GetIndexHistory/:id',
    {
      ...read,
      schema: {
        summary: 'Changes of the index data made in the workflow',
        tags,
        params: instanceIdParamsSchema,
        response: { 200: z.array(indexHistoryEntrySchema) },
      },
    },
    async (request) => query(async () => index.indexHistory(await actorOf(ctx, request), request.params.id)),
  );
  app.get(
    '/api/wf/WFIndex/GetHistory/:id',
    {
      ...read,
      schema: {
        summary: 'The workflow history',
        tags,
        params: instanceIdParamsSchema,
        response: { 200: z.array(historyEntrySchema) },
      },
    },
    async (request) => query(async () => lists.history(await actorOf(ctx, request), request.params.id)),
  );
  app.get(
    '/api/wf/WFIndex/GetValidationSnippet/:id',
    {
      ...read,
      schema: {
        summary: 'A one-line validation result of the index data',
        tags,
        params: instanceIdParamsSchema,
        response: { 200: validationSnippetSchema },
      },
    },
    async (request) =>
      query(async () => index.validationSnippet(await actorOf(ctx, request), request.params.id)),
  );
  app.get(
    '/api/wf/WFIndex/GetValidationReport/:id',
    {
      ...read,
      schema: {
        summary: 'The validation report of the index data',
        tags,
        params: instanceIdParamsSchema,
        response: { 200: validationReportSchema },
      },
    },
    async (request) =>
      query(async () => index.validationReport(await actorOf(ctx, request), request.params.id)),
  );
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
    async (request) => query(async () => index.splitCheck(await actorOf(ctx, request), request.params.id)),
  );
  app.post(
    '/api/wf/WFIndex/SaveHistoryEntry',
    {
      ...read,
      schema: {
        summary: 'Adds a note to the workflow history',
        tags,
        body: saveHistoryEntrySchema,
        response: { 200: workflowResultSchema(z.object({ GUID: z.uuid() })) },
      },
    },
    async (request) =>
      query(async () => ({
        Result: { GUID: await index.saveHistoryEntry(await actorOf(ctx, request), request.body) },
        Error: null,
      })),
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
      query(async () => index.listSplitLines(await actorOf(ctx, request), request.params.id)),
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
    async (request) => query(async () => index.saveSplitLine(await actorOf(ctx, request), request.body)),
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
        index.deleteSplitLine(await actorOf(ctx, request), request.params.id, request.params.lineId),
      );
      return reply.status(204).send(null);
    },
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
      query(async () => index.listCostAllocations(await actorOf(ctx, request), request.params.id)),
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
    async (request) => query(async () => index.saveCostAllocation(await actorOf(ctx, request), request.body)),
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
        index.deleteCostAllocation(await actorOf(ctx, request), request.params.id, request.params.lineId),
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
        index.lookup(
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
        index.lookup(
          await actorOf(ctx, request),
          request.params.id,
          'costCentres',
          request.query.search,
          request.query.limit,
        ),
      ),
  );
}
