import {
  autoDownloadBodySchema,
  downloadEntrySchema,
  downloadIdsSchema,
  resultList,
  resultObjectCollectionSchema,
  resultObjectSchema,
  resultOk,
  ZIP_FILENAME_HEADER,
} from '@belegfluss/shared';
import { z } from 'zod';
import { getAuth, type App } from '../../kernel/http.js';
import { createDownloadUseCases } from './downloads.usecases.js';
import type { DownloadsDependencies } from './downloads.dependencies.js';

const BASE = '/api/man/DownloadManager';

/** Every call of the download manager (spec 000, section 7). */
export function registerDownloadRoutes(app: App, deps: DownloadsDependencies) {
  const downloads = createDownloadUseCases(deps);
  const tags = ['downloads'];
  const entries = resultObjectCollectionSchema(downloadEntrySchema);

  app.post(
    `${BASE}/resetUnseenFlagsForUser`,
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Mark every entry of the caller seen',
        tags,
        response: { 200: resultObjectSchema(z.number()) },
      },
    },
    async (request) => resultOk(await downloads.resetUnseen(getAuth(request))),
  );

  app.get(
    `${BASE}/GetAutoDownloadEnabledForUser`,
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Whether finished entries download by themselves',
        tags,
        response: { 200: resultObjectSchema(z.boolean()) },
      },
    },
    async (request) => resultOk(await downloads.getAutoDownload(getAuth(request))),
  );

  app.post(
    `${BASE}/SetAutoDownloadEnabledForUser`,
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Switch automatic download on or off',
        tags,
        body: autoDownloadBodySchema,
        response: { 200: resultObjectSchema(z.boolean()) },
      },
    },
    async (request) => {
      await downloads.setAutoDownload(getAuth(request), request.body.enabled);
      return resultOk(request.body.enabled);
    },
  );

  app.get(
    `${BASE}/CheckIfDownloadableContentsExists`,
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'How many entries the caller has (the counter on the download button)',
        tags,
        response: { 200: resultObjectSchema(z.number()) },
      },
    },
    async (request) => resultOk((await downloads.counts(getAuth(request))).total),
  );

  app.get(
    `${BASE}/CheckIfUnseenDownloadsExists`,
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Whether unseen entries exist (highlight)',
        tags,
        response: { 200: resultObjectSchema(z.boolean()) },
      },
    },
    async (request) => resultOk((await downloads.counts(getAuth(request))).unseen > 0),
  );

  app.get(
    `${BASE}/GetAutoDownloadReadyContentEntries`,
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Finished unseen entries, when automatic download is on',
        tags,
        response: { 200: entries },
      },
    },
    async (request) => resultList(await downloads.autoDownloadReady(getAuth(request))),
  );

  app.get(
    `${BASE}/GetDownloadableContentEntriesforUser`,
    {
      preHandler: app.authenticate,
      schema: { summary: 'Every entry of the caller, newest first', tags, response: { 200: entries } },
    },
    async (request) => resultList(await downloads.list(getAuth(request))),
  );

  app.post(
    `${BASE}/StartContentDownload`,
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Download finished entries as a zip; its name is in the zipfilename header (URI-encoded)',
        tags,
        body: downloadIdsSchema,
      },
    },
    async (request, reply) => {
      const { fileName, stream } = await downloads.startContentDownload(getAuth(request), request.body.ids);
      const encoded = encodeURIComponent(fileName);
      return reply
        .header('content-type', 'application/zip')
        .header(ZIP_FILENAME_HEADER, encoded)
        .header('access-control-expose-headers', ZIP_FILENAME_HEADER)
        .header('content-disposition', `attachment; filename*=UTF-8''${encoded}`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  app.post(
    `${BASE}/DeleteContentEntries`,
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Delete finished or failed entries',
        tags,
        body: downloadIdsSchema,
        response: { 200: resultObjectSchema(z.number()) },
      },
    },
    async (request) => resultOk(await downloads.deleteEntries(getAuth(request), request.body.ids)),
  );
}
