import {
  historyEntrySchema,
  indexFieldDefinitionSchema,
  indexHistoryEntrySchema,
  instanceIdParamsSchema,
  saveCapIndexResultSchema,
  saveCapIndexSchema,
  saveHistoryEntrySchema,
  validationReportSchema,
  validationSnippetSchema,
  workflowIndexEntrySchema,
  workflowResultSchema,
  WorkflowOperation,
} from '@belegfluss/shared';
import { z } from 'zod';
import type { App } from '../../kernel/http.js';
import type { WorkflowContext } from './workflow.context.js';
import { withOperation } from './workflow.errors.js';
import { actorOf, type createWorkflowGuards } from './workflow.http.js';
import type { WorkflowUseCases } from './workflow.usecases.js';

const tags = ['workflow-index'];

/** /api/wf/WFIndex/*: the workflow's capture mask (SaveCapIndex), its history and checks. */
export function registerWfIndexRoutes(
  app: App,
  ctx: WorkflowContext,
  guards: ReturnType<typeof createWorkflowGuards>,
  useCases: WorkflowUseCases,
) {
  const { index, lists } = useCases;
  const read = { preHandler: guards.userOrDeepLink };
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
  app.post(
    '/api/wf/WFIndex/SaveCapIndex/:id',
    {
      preHandler: guards.user,
      schema: {
        summary: 'Stores capture-mask values on the workflow’s document (whoever works on it now)',
        tags,
        params: instanceIdParamsSchema,
        body: saveCapIndexSchema,
        response: { 200: saveCapIndexResultSchema },
      },
    },
    async (request) =>
      query(async () => ({
        Result: await index.saveCapIndex(await actorOf(ctx, request), request.params.id, request.body),
        Error: null,
      })),
  );
}
