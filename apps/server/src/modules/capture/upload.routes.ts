import { stackQuerySchema, uploadResultSchema } from '@belegfluss/shared';
import type { CaptureDependencies } from './capture.dependencies.js';
import { requestLanguage, type App } from '../../kernel/http.js';
import { receiveUpload, type IncomingFile } from './capture-import.usecases.js';
import { captureActor } from './capture.http.js';
import type { CaptureContext } from './capture.context.js';

const base = '/api/job/main';

/** The upload of files into a stack: each file becomes an import job. */
export function registerUploadRoutes(app: App, deps: CaptureDependencies, ctx: CaptureContext) {
  for (const url of [`${base}/addfilestostack`, '/api/cap/stack/upload']) {
    app.post(
      url,
      {
        preHandler: app.authenticate,
        schema: {
          summary:
            'Upload files into a stack (multipart, several files): PDF, TIFF, JPEG, PNG, XML e-invoices',
          tags: ['capture: jobs'],
          consumes: ['multipart/form-data'],
          querystring: stackQuerySchema,
          response: { 200: uploadResultSchema },
        },
      },
      async (request) => {
        const actor = await captureActor(deps, request, request.query.mandantId);
        async function* files(): AsyncGenerator<IncomingFile> {
          // One byte over the limit reaches storage, which refuses it: the answer names the file instead of failing the request.
          const parts = request.files({
            throwFileSizeLimit: false,
            limits: { fileSize: deps.config.uploadMaxBytes + 1 },
          });
          for await (const part of parts) yield { fileName: part.filename, stream: part.file };
        }
        return receiveUpload(
          ctx,
          actor,
          {
            mandantId: request.query.mandantId,
            stackId: request.query.stackId,
            language: requestLanguage(request),
          },
          files(),
        );
      },
    );
  }
}
