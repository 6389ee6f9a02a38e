import {
  exportQuerySchema,
  jobSchema,
  mandantQuerySchema,
  masterdataImportSchema,
  type MasterdataTransferKindValue,
} from '@belegfluss/shared';
import { z } from 'zod';
import type { MasterDataDependencies } from '../master-data.dependencies.js';
import { getAuth, type App } from '../../../kernel/http.js';
import { administrationRights, createMandantGuard } from '../../tenancy/index.js';
import { readSingleFileUpload } from '../../../kernel/upload.js';
import { importOneFile } from '../master-data.errors.js';
import { createTransferUseCases } from './transfer.usecases.js';

const basePaths: Record<MasterdataTransferKindValue, string> = {
  ACCOUNTS: '/api/man/konten',
  COST_CENTRES: '/api/man/kostenstellen',
  PERSONAL_ACCOUNTS: '/api/man/personenkonten',
};

const importStartedSchema = z.object({ import: masterdataImportSchema, job: jobSchema });

/** Imports (multipart, as jobs) and exports (file download) of accounts, cost centres and personal accounts. */
export function registerTransferRoutes(app: App, deps: MasterDataDependencies) {
  const guard = createMandantGuard(deps);
  const transfer = createTransferUseCases(deps);

  for (const [kind, base] of Object.entries(basePaths) as [MasterdataTransferKindValue, string][]) {
    const tags = [base.split('/').pop() as string];
    app.post(
      `${base}/import`,
      {
        preHandler: app.authenticate,
        schema: {
          summary: 'Import a CSV or DATEV (EXTF) file as a job: multipart with field mandantId and one file',
          tags,
          consumes: ['multipart/form-data'],
          response: { 200: importStartedSchema },
        },
      },
      async (request) => {
        const upload = await readSingleFileUpload(request, importOneFile);
        const { mandantId } = mandantQuerySchema.parse({ mandantId: upload.fields.mandantId });
        const auth = getAuth(request);
        await guard.edit(auth, mandantId, administrationRights);
        return transfer.startImport({
          mandantId,
          kind,
          fileName: upload.fileName,
          bytes: upload.bytes,
          userId: auth.userId,
        });
      },
    );

    app.get(
      `${base}/export`,
      {
        preHandler: app.authenticate,
        schema: { summary: 'Export as CSV or DATEV (EXTF) file', tags, querystring: exportQuerySchema },
      },
      async (request, reply) => {
        const auth = getAuth(request);
        await guard.edit(auth, request.query.mandantId, administrationRights);
        const file = await transfer.export({
          mandantId: request.query.mandantId,
          kind,
          format: request.query.format,
          exportedBy: auth.kuerzel,
          now: deps.clock.now(),
        });
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .send(file.body);
      },
    );
  }

  app.get(
    '/api/man/konten/imports',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Recent master data imports of the Mandant with their job state',
        tags: ['konten'],
        querystring: mandantQuerySchema,
        response: { 200: z.array(masterdataImportSchema.extend({ job: jobSchema })) },
      },
    },
    async (request) => {
      await guard.read(getAuth(request), request.query.mandantId);
      return transfer.listImports(request.query.mandantId);
    },
  );
}
