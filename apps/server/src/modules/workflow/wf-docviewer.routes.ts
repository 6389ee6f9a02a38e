import {
  deepLinkTokenSchema,
  externSessionSchema,
  instanceIdParamsSchema,
  pidParamsSchema,
  sessionUidParamsSchema,
  wfAnnotationQuerySchema,
  wfAnnotationsSchema,
  wfDocumentSchema,
  wfLockStateSchema,
  wfPageInfoSchema,
  wfPageQuerySchema,
  wfViewOptionsSchema,
  WorkflowOperation,
} from '@belegfluss/shared';
import { z } from 'zod';
import type { App } from '../../kernel/http.js';
import type { WorkflowContext } from './workflow.context.js';
import { withOperation } from './workflow.errors.js';
import { actorOf, sendBinary, type createWorkflowGuards } from './workflow.http.js';
import type { WorkflowUseCases } from './workflow.usecases.js';

const tags = ['workflow-viewer'];
const publicLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };
const base = '/api/wf/WFDocViewer';

/**
 * /api/wf/WFDocViewer/*: the workflow's document for those taking part (and its deep-link session),
 * and the deep-link entry points. The public calls turn a PID or a one-time SESSION_UID into a
 * deep-link session for exactly one workflow.
 */
export function registerWfDocViewerRoutes(
  app: App,
  ctx: WorkflowContext,
  guards: ReturnType<typeof createWorkflowGuards>,
  useCases: WorkflowUseCases,
) {
  const { deepLinks, viewer } = useCases;
  const read = { preHandler: guards.userOrDeepLink };
  const query = <T>(work: () => Promise<T>) => withOperation(WorkflowOperation.query, work);

  app.get(
    `${base}/GetDocument/:id`,
    {
      ...read,
      schema: {
        summary: 'The workflow’s document: pages, kind and lock state',
        tags,
        params: instanceIdParamsSchema,
        response: { 200: wfDocumentSchema },
      },
    },
    async (request) => query(async () => viewer.document(await actorOf(ctx, request), request.params.id)),
  );
  app.get(
    `${base}/GetDocPagesInfo/:id`,
    {
      ...read,
      schema: {
        summary: 'The pages of the workflow’s document as shown (size in points, rotation)',
        tags,
        params: instanceIdParamsSchema,
        response: { 200: z.array(wfPageInfoSchema) },
      },
    },
    async (request) => query(async () => viewer.pages(await actorOf(ctx, request), request.params.id)),
  );
  app.get(
    `${base}/GetLockState/:id`,
    {
      ...read,
      schema: {
        summary: 'Whether the document is edit-locked or in use by someone else',
        tags,
        params: instanceIdParamsSchema,
        response: { 200: wfLockStateSchema },
      },
    },
    async (request) => query(async () => viewer.lockState(await actorOf(ctx, request), request.params.id)),
  );
  app.get(
    `${base}/FileStreamIdx/:id`,
    {
      ...read,
      schema: {
        summary: 'A page of the workflow’s document as PNG, by page index',
        tags,
        params: instanceIdParamsSchema,
        querystring: wfPageQuerySchema,
      },
    },
    async (request, reply) => {
      const png = await query(async () =>
        viewer.pageImage(
          await actorOf(ctx, request),
          request.params.id,
          request.query.index,
          request.query.dpi,
        ),
      );
      return sendBinary(reply, 'image/png', png);
    },
  );
  app.get(
    `${base}/Thumbnail/:id`,
    {
      ...read,
      schema: {
        summary: 'The thumbnail of a page of the workflow’s document (PNG)',
        tags,
        params: instanceIdParamsSchema,
        querystring: wfPageQuerySchema.pick({ index: true }),
      },
    },
    async (request, reply) => {
      const png = await query(async () =>
        viewer.thumbnail(await actorOf(ctx, request), request.params.id, request.query.index),
      );
      return sendBinary(reply, 'image/png', png);
    },
  );
  for (const [url, summary, download] of [
    [`${base}/StreamDocItem/:id`, 'The current PDF of the workflow’s document', false],
    [`${base}/GetDocumentAsPdf/:id`, 'Download the workflow’s document as PDF', true],
  ] as const) {
    app.get(
      url,
      { ...read, schema: { summary, tags, params: instanceIdParamsSchema } },
      async (request, reply) => {
        const pdf = await query(async () => viewer.pdf(await actorOf(ctx, request), request.params.id));
        return sendBinary(reply, 'application/pdf', pdf.body, download ? pdf.fileName : null);
      },
    );
  }
  app.get(
    `${base}/GetNewAnnotation/:id`,
    {
      ...read,
      schema: {
        summary: 'The annotations of a page (JSON list in PDF points)',
        tags,
        params: instanceIdParamsSchema,
        querystring: wfAnnotationQuerySchema,
        response: { 200: wfAnnotationsSchema },
      },
    },
    async (request) =>
      query(async () =>
        viewer.annotations(await actorOf(ctx, request), request.params.id, request.query.pageIndex),
      ),
  );
  app.put(
    `${base}/SaveNewAnnotation/:id`,
    {
      preHandler: guards.user,
      schema: {
        summary: 'Stores the annotations of a page; only their creator changes or deletes one',
        tags,
        params: instanceIdParamsSchema,
        body: wfAnnotationsSchema,
        response: { 200: wfAnnotationsSchema },
      },
    },
    async (request) =>
      query(async () => viewer.saveAnnotations(await actorOf(ctx, request), request.params.id, request.body)),
  );
  app.get(
    `${base}/GetViewOptions`,
    {
      ...read,
      schema: {
        summary: 'The viewer options of the user (defaults for deep-link users)',
        tags,
        response: { 200: wfViewOptionsSchema },
      },
    },
    async (request) => viewer.viewOptions(await actorOf(ctx, request)),
  );
  app.post(
    `${base}/SetViewOptions`,
    {
      ...read,
      schema: {
        summary: 'Stores the viewer options of the user (not for deep-link users)',
        tags,
        body: wfViewOptionsSchema,
        response: { 200: wfViewOptionsSchema },
      },
    },
    async (request) => viewer.setViewOptions(await actorOf(ctx, request), request.body),
  );

  app.post(
    '/api/wf/WFDocViewer/CreateExternSession',
    {
      preHandler: guards.user,
      schema: {
        summary: 'A one-time SESSION_UID to open the workflow in an external viewer window',
        tags,
        body: z.object({ InstanceId: z.uuid() }),
        response: { 200: externSessionSchema },
      },
    },
    async (request) => deepLinks.createExternSession(await actorOf(ctx, request), request.body.InstanceId),
  );

  app.post(
    '/api/wf/WFDocViewer/EXTERN/:sessionUid',
    {
      config: publicLimit,
      schema: {
        summary:
          'Opens WFDocViewer/EXTERN/{SESSION_UID}: a deep-link session for one workflow (public, once)',
        tags,
        params: sessionUidParamsSchema,
        response: { 200: deepLinkTokenSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return deepLinks.openExternSession(request.params.sessionUid);
    },
  );

  app.post(
    '/api/wf/WFExtUser/DL/:pid',
    {
      config: publicLimit,
      schema: {
        summary:
          'Opens WFExtUser/DL/{PID}: a deep-link session of an external user for one workflow (public)',
        tags,
        params: pidParamsSchema,
        response: { 200: deepLinkTokenSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return deepLinks.openExternalUserLink(request.params.pid);
    },
  );
}
