import {
  archiveDocumentTypes,
  archiveFieldNames,
  archiveFields,
  archiveFieldSchema,
  archiveRowSchema,
  archiveSearchSchema,
  archiveStatuses,
  copyMaskSchema,
  historyRowSchema,
  historySearchSchema,
  maskIdSchema,
  publishMaskSchema,
  runIdParamsSchema,
  searchMaskInputSchema,
  searchMaskSchema,
  searchRowsQuerySchema,
  searchRunSchema,
  searchStartedSchema,
} from '@belegfluss/shared';
import { z } from 'zod';
import { getAuth, type App } from '../../kernel/http.js';
import type { ArchiveDependencies } from './archive.dependencies.js';
import { archiveBase } from './archive.http.js';
import { searchHistory } from './archive-links.usecases.js';
import { copyMask, deleteMask, listMasks, publishMask, saveMask } from './archive-masks.usecases.js';
import { abortSearch, searchRows, searchStatus, startSearch } from './archive-search.usecases.js';

const fieldOptions: Partial<Record<string, readonly string[]>> = {
  Status: archiveStatuses,
  Dokumenttyp: archiveDocumentTypes,
};

/** Index and full-text search with background counting, search masks and the history search. */
export function registerArchiveSearchRoutes(app: App, deps: ArchiveDependencies) {
  const schema = (summary: string) => ({ summary, tags: ['archive: search'] });
  const pre = { preHandler: app.authenticate };

  app.get(
    `${archiveBase}/fields`,
    {
      ...pre,
      schema: { ...schema('Fields a search mask can name'), response: { 200: z.array(archiveFieldSchema) } },
    },
    async () =>
      archiveFieldNames.map((name) => ({
        name,
        ...archiveFields[name],
        ...(fieldOptions[name] ? { options: [...(fieldOptions[name] ?? [])] } : {}),
      })),
  );
  app.post(
    `${archiveBase}/search`,
    {
      ...pre,
      schema: {
        ...schema('Starts a search: the first page at once, the count continues in the background'),
        body: archiveSearchSchema,
        response: { 200: searchStartedSchema },
      },
    },
    (request) => startSearch(deps, getAuth(request), request.body),
  );
  app.get(
    `${archiveBase}/search/:runId`,
    {
      ...pre,
      schema: {
        ...schema('State and hit count of a search'),
        params: runIdParamsSchema,
        response: { 200: searchRunSchema },
      },
    },
    (request) => searchStatus(deps, getAuth(request), request.params.runId),
  );
  app.get(
    `${archiveBase}/search/:runId/rows`,
    {
      ...pre,
      schema: {
        ...schema('A further page of a search'),
        params: runIdParamsSchema,
        querystring: searchRowsQuerySchema,
        response: { 200: z.array(archiveRowSchema) },
      },
    },
    (request) => searchRows(deps, getAuth(request), request.params.runId, request.query),
  );
  app.post(
    `${archiveBase}/search/:runId/abort`,
    {
      ...pre,
      schema: { ...schema('Aborts a search'), params: runIdParamsSchema, response: { 200: searchRunSchema } },
    },
    (request) => abortSearch(deps, getAuth(request), request.params.runId),
  );

  const masks = `${archiveBase}/masks`;
  app.get(
    masks,
    {
      ...pre,
      schema: { ...schema('Own and published search masks'), response: { 200: z.array(searchMaskSchema) } },
    },
    (request) => listMasks(deps, getAuth(request)),
  );
  app.post(
    `${masks}/save`,
    {
      ...pre,
      schema: {
        ...schema('Saves a search mask'),
        body: searchMaskInputSchema,
        response: { 200: searchMaskSchema },
      },
    },
    (request) => saveMask(deps, getAuth(request), request.body),
  );
  app.post(
    `${masks}/copy`,
    {
      ...pre,
      schema: {
        ...schema('Copies a search mask'),
        body: copyMaskSchema,
        response: { 200: searchMaskSchema },
      },
    },
    (request) => copyMask(deps, getAuth(request), request.body),
  );
  app.post(
    `${masks}/publish`,
    {
      ...pre,
      schema: {
        ...schema('Publishes or withdraws an own search mask'),
        body: publishMaskSchema,
        response: { 200: searchMaskSchema },
      },
    },
    (request) => publishMask(deps, getAuth(request), request.body),
  );
  app.post(
    `${masks}/delete`,
    {
      ...pre,
      schema: {
        ...schema('Deletes an own search mask'),
        body: maskIdSchema,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      await deleteMask(deps, getAuth(request), request.body.id);
      return { ok: true as const };
    },
  );
  app.post(
    `${archiveBase}/history/search`,
    {
      ...pre,
      schema: {
        ...schema("History search over a Mandant's audit trail (administrators)"),
        body: historySearchSchema,
        response: { 200: z.array(historyRowSchema) },
      },
    },
    (request) => searchHistory(deps, getAuth(request), request.body),
  );
}
