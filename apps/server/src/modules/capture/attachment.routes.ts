import { attachmentQuerySchema, attachmentSchema, documentQuerySchema } from '@belegfluss/shared';
import { z } from 'zod';
import type { CaptureDependencies } from './capture.dependencies.js';
import { validationFailed } from '../../kernel/errors.js';
import type { App } from '../../kernel/http.js';
import {
  addAttachment,
  deleteAttachment,
  listAttachments,
  openAttachment,
} from './capture-attachments.usecases.js';
import { createCaptureContext } from './capture.context.js';
import { captureActor, createRouteHelpers, sendFile } from './capture.http.js';

const tags = ['capture: attachments'];

/** Attachments of a document under `/api/cap/stack/*`: list, add (multipart), delete, download. */
export function registerAttachmentRoutes(app: App, deps: CaptureDependencies) {
  const ctx = createCaptureContext(deps);
  const route = createRouteHelpers(app, deps, tags);

  route.get('/api/cap/stack/attachments', {
    summary: 'Attachments of a document, oldest first',
    input: documentQuerySchema,
    output: z.array(attachmentSchema),
    handler: (input) => listAttachments(ctx, input.mandantId, input.documentId),
  });
  route.post('/api/cap/stack/deleteattachment', {
    summary: 'Delete an attachment (not on archived, locked or checked-out documents)',
    input: attachmentQuerySchema,
    output: z.object({ ok: z.literal(true) }),
    handler: async (input, actor) => {
      await deleteAttachment(ctx, actor, input);
      return { ok: true as const };
    },
  });

  app.post(
    '/api/cap/stack/addattachment',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Attach one file to a document (multipart, field "file"; at most UPLOAD_MAX_BYTES)',
        tags,
        consumes: ['multipart/form-data'],
        querystring: documentQuerySchema,
        response: { 200: attachmentSchema },
      },
    },
    async (request) => {
      const actor = await captureActor(deps, request, request.query.mandantId);
      // One byte over the limit reaches storage, which refuses it with the size in the answer.
      const part = await request.file({
        throwFileSizeLimit: false,
        limits: { fileSize: deps.config.uploadMaxBytes + 1, files: 1 },
      });
      if (!part)
        throw validationFailed([{ path: 'body.file', issue: 'missing_file', message: 'Keine Datei' }]);
      return addAttachment(ctx, actor, request.query, { fileName: part.filename, stream: part.file });
    },
  );

  app.get(
    '/api/cap/stack/attachment',
    {
      preHandler: app.authenticate,
      schema: { summary: 'Download an attachment', tags, querystring: attachmentQuerySchema },
    },
    async (request, reply) => {
      await captureActor(deps, request, request.query.mandantId);
      const { attachment, stream } = await openAttachment(
        ctx,
        request.query.mandantId,
        request.query.attachmentId,
      );
      return sendFile(reply, attachment.contentType, attachment.fileName, await stream());
    },
  );
}
