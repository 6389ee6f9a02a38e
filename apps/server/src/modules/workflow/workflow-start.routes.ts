import {
  buildApproveWfSchema,
  createDeepLinkSchema,
  deepLinkSchema,
  definitionListQuerySchema,
  definitionSchema,
  DEFAULT_WORKFLOW_COLOUR_TYPE,
  instanceIdParamsSchema,
  participantSchema,
  pickUpResultSchema,
  pickUpWorkflowsSchema,
  sendWorkflowMultiResultSchema,
  sendWorkflowMultiSchema,
  startableDocumentSchema,
  startableQuerySchema,
  fileIdParamsSchema,
  wfExternalUserSchema,
  workflowResultSchema,
  WorkflowOperation,
} from '@belegfluss/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { validationFailed } from '../../kernel/errors.js';
import { safeUploadName } from '../../kernel/upload.js';
import { getAuth, requestLanguage, type App } from '../../kernel/http.js';
import { requireMandantAccess } from '../tenancy/index.js';
import type { WorkflowContext } from './workflow.context.js';
import { workflowError, withOperation } from './workflow.errors.js';
import type { IncomingFile } from './workflow-files.usecases.js';
import { actorOf, sendBinary, type createWorkflowGuards } from './workflow.http.js';
import type { WorkflowUseCases } from './workflow.usecases.js';

const tags = ['workflow'];
const mandantQuery = z.object({ mandantId: z.uuid() });

/** Reads a multipart upload: the instance id, an optional colour type and the files. */
async function readUpload(
  request: FastifyRequest,
): Promise<{ instanceId: string; colourType: number; files: IncomingFile[] }> {
  const fields: Record<string, string> = {};
  const files: IncomingFile[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      files.push({
        fileName: safeUploadName(part.filename),
        contentType: part.mimetype,
        content: await part.toBuffer(),
      });
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  const parsed = z
    .object({
      InstanceId: z.uuid(),
      ColourType: z.coerce.number().int().min(0).max(3).default(DEFAULT_WORKFLOW_COLOUR_TYPE),
    })
    .safeParse(fields);
  if (!parsed.success) {
    throw validationFailed(
      parsed.error.issues.map((issue) => ({
        path: `body.${issue.path.join('.')}`,
        issue: issue.code,
        message: issue.message,
      })),
    );
  }
  if (files.length === 0) throw workflowError.fileMissing();
  return { instanceId: parsed.data.InstanceId, colourType: parsed.data.ColourType, files };
}

/** Definitions, starting and picking up workflows, participants, files and deep links. */
export function registerWorkflowStartRoutes(
  app: App,
  ctx: WorkflowContext,
  guards: ReturnType<typeof createWorkflowGuards>,
  useCases: WorkflowUseCases,
) {
  const { start, files, deepLinks } = useCases;
  const user = { preHandler: guards.user };

  app.post(
    '/api/wf/workflows/buildapprovewf',
    {
      ...user,
      schema: {
        summary: 'Creates or changes an approval workflow definition',
        tags,
        body: buildApproveWfSchema,
        response: { 200: definitionSchema },
      },
    },
    async (request) => {
      await requireMandantAccess(ctx.tenancy, getAuth(request), request.body.mandantId);
      return withOperation(WorkflowOperation.query, async () =>
        start.buildApproveWf(await actorOf(ctx, request), request.body),
      );
    },
  );

  app.get(
    '/api/wf/workflows/definitions',
    {
      ...user,
      schema: {
        summary: 'Approval workflow definitions of a Mandant',
        tags,
        querystring: definitionListQuerySchema,
        response: { 200: z.array(definitionSchema) },
      },
    },
    async (request) => {
      await requireMandantAccess(ctx.tenancy, getAuth(request), request.query.mandantId);
      return start.listDefinitions(await actorOf(ctx, request), request.query.mandantId);
    },
  );

  app.delete(
    '/api/wf/workflows/definitions/:id',
    {
      ...user,
      schema: {
        summary: 'Deletes an approval workflow definition',
        tags,
        params: instanceIdParamsSchema,
        querystring: mandantQuery,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await requireMandantAccess(ctx.tenancy, getAuth(request), request.query.mandantId);
      await start.deleteDefinition(await actorOf(ctx, request), request.query.mandantId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/wf/workflows/participants',
    {
      ...user,
      schema: {
        summary: 'Users and groups that may receive workflows of the Mandant',
        tags,
        querystring: mandantQuery,
        response: { 200: z.array(participantSchema) },
      },
    },
    async (request) => {
      await requireMandantAccess(ctx.tenancy, getAuth(request), request.query.mandantId);
      return withOperation(WorkflowOperation.archiveUser, async () =>
        start.listParticipants(await actorOf(ctx, request), request.query.mandantId),
      );
    },
  );

  app.get(
    '/api/wf/workflows/startable',
    {
      ...user,
      schema: {
        summary: 'Captured documents that can be sent into a workflow',
        tags,
        querystring: startableQuerySchema,
        response: { 200: z.array(startableDocumentSchema) },
      },
    },
    async (request) => {
      await requireMandantAccess(ctx.tenancy, getAuth(request), request.query.mandantId);
      return start.listStartable(request.query.mandantId);
    },
  );

  app.post(
    '/api/wf/workflows/sendworkflowmulti',
    {
      ...user,
      schema: {
        summary: 'Starts one workflow per document',
        tags,
        body: sendWorkflowMultiSchema,
        response: { 200: sendWorkflowMultiResultSchema },
      },
    },
    async (request) => {
      await requireMandantAccess(
        ctx.tenancy,
        getAuth(request),
        request.body.mandantId,
        'UA_CAN_START_WORKFLOW',
      );
      return withOperation(WorkflowOperation.query, async () =>
        start.sendWorkflowMulti(await actorOf(ctx, request), request.body),
      );
    },
  );

  app.post(
    '/api/wf/workflows/pickUpWorkflows',
    {
      ...user,
      schema: {
        summary: 'Takes finished workflows off the Sent list',
        tags,
        body: pickUpWorkflowsSchema,
        response: { 200: pickUpResultSchema },
      },
    },
    async (request) =>
      withOperation(WorkflowOperation.query, async () =>
        start.pickUp(await actorOf(ctx, request), request.body.InstanceIds, requestLanguage(request)),
      ),
  );

  const fileResult = workflowResultSchema(z.object({ FileIds: z.array(z.uuid()) }));
  const addFile = (source: 'web' | 'mobile') => async (request: FastifyRequest) => {
    const upload = await readUpload(request);
    const ids = await files.addFiles(await actorOf(ctx, request), { ...upload, source });
    return { Result: { FileIds: ids }, Error: null };
  };
  app.post(
    '/api/wf/workflows/addfile2workflow',
    {
      ...user,
      schema: {
        summary: 'Adds files to a workflow (multipart: InstanceId, ColourType, files)',
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: fileResult },
      },
    },
    async (request) => withOperation(WorkflowOperation.query, () => addFile('web')(request)),
  );
  app.post(
    '/api/wf/webscan/AddFile2WorkflowMobile',
    {
      ...user,
      schema: {
        summary: 'Mobile upload of files to a workflow (multipart: InstanceId, ColourType, files)',
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: fileResult },
      },
    },
    async (request) => withOperation(WorkflowOperation.query, () => addFile('mobile')(request)),
  );

  app.get(
    '/api/wf/workflows/files/:id/:fileId',
    {
      preHandler: guards.userOrDeepLink,
      schema: {
        summary: 'Downloads a file added to the workflow (as attachment, its type sniffed from the bytes)',
        tags,
        params: fileIdParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await files.openFile(
        await actorOf(ctx, request),
        request.params.id,
        request.params.fileId,
      );
      return sendBinary(reply, file.contentType, file.stream, file.fileName);
    },
  );

  app.delete(
    '/api/wf/workflows/files/:id/:fileId',
    {
      ...user,
      schema: {
        summary: 'Removes a file from the workflow',
        tags,
        params: fileIdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await files.deleteFile(await actorOf(ctx, request), request.params.id, request.params.fileId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/wf/workflows/deeplink',
    {
      ...user,
      schema: {
        summary: 'Creates a deep link WFExtUser/DL/{PID} for an external user',
        tags,
        body: createDeepLinkSchema,
        response: { 200: deepLinkSchema },
      },
    },
    async (request) =>
      withOperation(WorkflowOperation.query, async () =>
        deepLinks.createExternalUserLink(await actorOf(ctx, request), request.body),
      ),
  );

  app.get(
    '/api/wf/workflows/externalusers/:id',
    {
      ...user,
      schema: {
        summary: 'External workflow users the caller may send this workflow to',
        tags,
        params: instanceIdParamsSchema,
        response: { 200: z.array(wfExternalUserSchema) },
      },
    },
    async (request) =>
      withOperation(WorkflowOperation.query, async () =>
        deepLinks.externalUsersFor(await actorOf(ctx, request), request.params.id),
      ),
  );
}
