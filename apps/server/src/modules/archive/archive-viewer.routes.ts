import {
  archiveDocumentQuerySchema,
  archiveDocumentSchema,
  archivePageQuerySchema,
  archivePageTextSchema,
  createRevisionSchema,
  integrityResultSchema,
} from '@belegfluss/shared';
import { z } from 'zod';
import { getAuth, type App } from '../../kernel/http.js';
import type { ArchiveDependencies } from './archive.dependencies.js';
import { archiveBase, sendArchiveFile } from './archive.http.js';
import { createRevision } from './archive-archiving.usecases.js';
import {
  archivedOriginal,
  archivedPageText,
  archivedPdf,
  getArchivedDocument,
  readableRevision,
  renderArchivedPage,
  verifyArchivedDocument,
} from './archive-viewer.usecases.js';

const extensionOf: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/xml': 'xml',
  'text/xml': 'xml',
  'image/tiff': 'tif',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** The archive document viewer (ArcDocViewer): document, pages, text, PDF, original, revisions, integrity. */
export function registerArchiveViewerRoutes(app: App, deps: ArchiveDependencies) {
  const base = `${archiveBase}/ArcDocViewer`;
  const schema = (summary: string) => ({ summary, tags: ['archive: viewer'] });
  const pre = { preHandler: app.authenticate };

  app.get(
    `${base}/GetDocument`,
    {
      ...pre,
      schema: {
        ...schema(
          'An archived revision with pages, index and booking data, history, e-invoice and retention',
        ),
        querystring: archiveDocumentQuerySchema,
        response: { 200: archiveDocumentSchema },
      },
    },
    (request) => getArchivedDocument(deps, getAuth(request), request.query.documentId),
  );
  app.get(
    `${base}/Page`,
    {
      ...pre,
      schema: { ...schema('A page of the archived PDF as PNG'), querystring: archivePageQuerySchema },
    },
    async (request, reply) =>
      sendArchiveFile(
        reply,
        'image/png',
        null,
        await renderArchivedPage(deps, getAuth(request), request.query),
      ),
  );
  app.get(
    `${base}/PageText`,
    {
      ...pre,
      schema: {
        ...schema('The recognised text of a page'),
        querystring: archivePageQuerySchema.pick({ documentId: true, pageNo: true }),
        response: { 200: archivePageTextSchema },
      },
    },
    (request) => archivedPageText(deps, getAuth(request), request.query),
  );
  app.get(
    `${base}/Pdf`,
    {
      ...pre,
      schema: {
        ...schema('The archived PDF (PDF/A-2b where possible)'),
        querystring: archiveDocumentQuerySchema,
      },
    },
    async (request, reply) => {
      const { revision, body } = await archivedPdf(deps, getAuth(request), request.query.documentId);
      return sendArchiveFile(reply, 'application/pdf', `${revision.title.replace(/\.[^.]+$/, '')}.pdf`, body);
    },
  );
  app.get(
    `${base}/Original`,
    {
      ...pre,
      schema: {
        ...schema('The original file (group Original-Leser only; audited)'),
        querystring: archiveDocumentQuerySchema,
      },
    },
    async (request, reply) => {
      const { revision, body } = await archivedOriginal(deps, getAuth(request), request.query.documentId);
      const extension = extensionOf[revision.originalContentType] ?? 'bin';
      const name = `${revision.title.replace(/\.[^.]+$/, '')}.${extension}`;
      return sendArchiveFile(reply, revision.originalContentType, name, body);
    },
  );
  app.get(
    `${base}/Verify`,
    {
      ...pre,
      schema: {
        ...schema('Recomputes the content hash of an archived revision'),
        querystring: archiveDocumentQuerySchema,
        response: { 200: integrityResultSchema },
      },
    },
    (request) => verifyArchivedDocument(deps, getAuth(request), request.query.documentId),
  );
  app.post(
    `${base}/CreateRevision`,
    {
      ...pre,
      schema: {
        ...schema('Corrects index values: a new revision pointing to the corrected one'),
        body: createRevisionSchema,
        response: { 200: z.object({ id: z.uuid() }) },
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const previous = await readableRevision(deps, auth, request.body.documentId);
      const id = await createRevision(
        deps,
        { userId: auth.userId, fullName: auth.fullName },
        previous,
        request.body,
      );
      return { id };
    },
  );
}
