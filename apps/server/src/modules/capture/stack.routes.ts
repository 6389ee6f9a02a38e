import {
  FULL_TEXT_MIN_LETTERS,
  createStackSchema,
  itemFlags,
  journalEntrySchema,
  mandantQuerySchema,
  renameStackSchema,
  sortFields,
  stackFilterSchema,
  stackQuerySchema,
  stackSchema,
  stackTreeSchema,
  transferStackSchema,
  updateStackSchema,
} from '@belegfluss/shared';
import { z } from 'zod';
import type { CaptureDependencies } from './capture.dependencies.js';
import type { App } from '../../kernel/http.js';
import { getStackTree } from './capture-documents.usecases.js';
import {
  createStack,
  deleteStack,
  emptyStack,
  getStackOrThrow,
  listStacks,
  renameStack,
  stackStatistics,
  transferDocuments,
  updateStackProperties,
} from './capture-stacks.usecases.js';
import { createCaptureContext } from './capture.context.js';
import { createRouteHelpers } from './capture.http.js';

const okSchema = z.object({ ok: z.literal(true) });
const statisticsSchema = z.object({
  stackId: z.uuid(),
  documents: z.number(),
  pages: z.number(),
  folders: z.number(),
  green: z.number(),
  flawed: z.number(),
  locked: z.number(),
  fibuExported: z.number(),
  dmsExported: z.number(),
  archived: z.number(),
  openJobs: z.number(),
});

/** Stack services `/api/cap/stack/*`: create, read, rename, properties, delete, empty, transfer, statistics, journal, filters. */
export function registerStackRoutes(app: App, deps: CaptureDependencies) {
  const ctx = createCaptureContext(deps);
  const route = createRouteHelpers(app, deps, ['capture: stacks']);

  route.get('/api/cap/stack/list', {
    summary: 'Stacks of a Mandant (the reserved e-invoice stacks included)',
    input: mandantQuerySchema,
    output: z.array(stackSchema),
    handler: (input) => listStacks(ctx, input.mandantId),
  });
  route.get('/api/cap/stack/read', {
    summary: 'A stack with its folders, documents and page summaries; optional filters',
    input: stackFilterSchema,
    output: stackTreeSchema,
    handler: (input) => getStackTree(ctx, input),
  });
  route.post('/api/cap/stack/create', {
    summary: 'Create a stack (name required and unique per Mandant)',
    input: createStackSchema,
    output: stackSchema,
    handler: (input, actor) => createStack(ctx, actor, input),
  });
  route.post('/api/cap/stack/rename', {
    summary: 'Rename a stack',
    input: renameStackSchema,
    output: stackSchema,
    handler: (input, actor) => renameStack(ctx, actor, input),
  });
  route.post('/api/cap/stack/update', {
    summary: 'Change stack properties: capture mask, description, auto jobs, sort order',
    input: updateStackSchema,
    output: stackSchema,
    handler: (input, actor) => updateStackProperties(ctx, actor, input),
  });
  route.get('/api/cap/stack/properties', {
    summary: 'Stack properties with statistics',
    input: stackQuerySchema,
    output: z.object({ stack: stackSchema, statistics: statisticsSchema }),
    handler: async (input) => {
      const tree = await getStackTree(ctx, { mandantId: input.mandantId, stackId: input.stackId });
      return { stack: tree.stack, statistics: await stackStatistics(ctx, input.mandantId, input.stackId) };
    },
  });
  route.post('/api/cap/stack/delete', {
    summary: 'Delete a stack; aborts with undeletable items or running auto jobs',
    input: stackQuerySchema,
    output: okSchema,
    handler: async (input, actor) => {
      await deleteStack(ctx, actor, input);
      return { ok: true as const };
    },
  });
  route.post('/api/cap/stack/empty', {
    summary: 'Remove every document of a stack; same abort conditions as delete',
    input: stackQuerySchema,
    output: z.object({ deleted: z.number() }),
    handler: (input, actor) => emptyStack(ctx, actor, input),
  });
  route.post('/api/cap/stack/transfer', {
    summary: 'Move documents (all or chosen) into another stack of the same type',
    input: transferStackSchema,
    output: z.object({ transferred: z.number(), targetStackId: z.uuid() }),
    handler: (input, actor) => transferDocuments(ctx, actor, input),
  });
  route.get('/api/cap/stack/statistics', {
    summary: 'Counts of documents, pages and states of a stack',
    input: stackQuerySchema,
    output: statisticsSchema,
    handler: (input) => stackStatistics(ctx, input.mandantId, input.stackId),
  });
  route.get('/api/cap/stack/journal', {
    summary: 'Journal of a stack: who did what, newest first',
    input: stackQuerySchema.extend({ limit: z.coerce.number().int().min(1).max(1000).default(200) }),
    output: z.array(journalEntrySchema),
    handler: async (input) => {
      await getStackOrThrow(ctx, input.mandantId, input.stackId);
      const rows = await ctx.stacks.listJournal({
        mandantId: input.mandantId,
        stackId: input.stackId,
        limit: input.limit,
      });
      return rows.map((row) => ({
        id: row.id,
        stackId: row.stackId,
        documentId: row.documentId,
        action: row.action,
        details: row.details,
        actor: row.actorName,
        createdAt: row.createdAt,
      }));
    },
  });
  route.get('/api/cap/stack/filters', {
    summary: 'The filters and sort fields a stack listing offers',
    input: mandantQuerySchema,
    output: z.object({
      status: z.array(z.string()),
      flags: z.array(z.string()),
      sortFields: z.array(z.string()),
      fullTextMinLength: z.number(),
    }),
    handler: async () => ({
      status: ['green', 'flawed'],
      flags: [...itemFlags],
      sortFields: [...sortFields],
      fullTextMinLength: FULL_TEXT_MIN_LETTERS,
    }),
  });
}
