import {
  archiveMandantParamSchema,
  deletionRowSchema,
  dueRowSchema,
  gdpduExportResultSchema,
  gdpduExportSchema,
  legalHoldSchema,
  mandantHoldSchema,
  retentionDeleteSchema,
} from '@belegfluss/shared';
import { z } from 'zod';
import { getAuth, type App } from '../../kernel/http.js';
import type { ArchiveDependencies } from './archive.dependencies.js';
import { archiveBase } from './archive.http.js';
import {
  deleteExpiredDocuments,
  deletionReport,
  listDueDocuments,
  setLegalHold,
  setMandantHold,
} from './archive-retention.usecases.js';
import { startGdpduExport } from './archive-gdpdu.usecases.js';

/** Retention (§ 147 AO): due documents, deletion after expiry with its report, legal holds. Administrators only. */
export function registerArchiveRetentionRoutes(app: App, deps: ArchiveDependencies) {
  const base = `${archiveBase}/retention`;
  const schema = (summary: string) => ({ summary, tags: ['archive: retention'] });
  const pre = { preHandler: app.authenticate };
  const done = z.object({ ok: z.literal(true) });

  app.get(
    `${base}/due`,
    {
      ...pre,
      schema: {
        ...schema('Archived documents of a Mandant whose retention period has ended and that no hold keeps'),
        querystring: archiveMandantParamSchema,
        response: { 200: z.array(dueRowSchema) },
      },
    },
    (request) => listDueDocuments(deps, getAuth(request), request.query.mandantId),
  );
  app.post(
    `${base}/delete`,
    {
      ...pre,
      schema: {
        ...schema(
          'Deletes expired documents (all revisions, pages, capture data); answers the deletion report lines',
        ),
        body: retentionDeleteSchema,
        response: { 200: z.array(deletionRowSchema) },
      },
    },
    (request) => deleteExpiredDocuments(deps, getAuth(request), request.body),
  );
  app.get(
    `${base}/report`,
    {
      ...pre,
      schema: {
        ...schema('The deletion report of a Mandant: every document deleted after its retention period'),
        querystring: archiveMandantParamSchema,
        response: { 200: z.array(deletionRowSchema) },
      },
    },
    (request) => deletionReport(deps, getAuth(request), request.query.mandantId),
  );
  app.post(
    `${base}/hold`,
    {
      ...pre,
      schema: {
        ...schema('Sets or releases the legal hold of a document'),
        body: legalHoldSchema,
        response: { 200: done },
      },
    },
    async (request) => {
      await setLegalHold(deps, getAuth(request), request.body);
      return { ok: true as const };
    },
  );
  app.post(
    `${base}/mandanthold`,
    {
      ...pre,
      schema: {
        ...schema('Sets or releases the legal hold over a whole Mandant'),
        body: mandantHoldSchema,
        response: { 200: done },
      },
    },
    async (request) => {
      await setMandantHold(deps, getAuth(request), request.body);
      return { ok: true as const };
    },
  );
  app.post(
    `${archiveBase}/export/gdpdu`,
    {
      ...pre,
      schema: {
        summary:
          'Builds the tax audit data carrier (GDPdU/Z3) of a Mandant and period in the download manager',
        tags: ['archive: retention'],
        body: gdpduExportSchema,
        response: { 200: gdpduExportResultSchema },
      },
    },
    (request) => startGdpduExport(deps, getAuth(request), request.body),
  );
}
