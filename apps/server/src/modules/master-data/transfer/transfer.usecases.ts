import {
  finalJobStates,
  importResultSchema,
  type MasterdataTransferKindValue,
  type TransferFormat,
} from '@belegfluss/shared';
import { z } from 'zod';
import type { MasterDataDependencies } from '../master-data.dependencies.js';
import { createErrorFactory } from '../../../kernel/errors.js';
import { defineJob, PermanentJobError } from '../../../kernel/jobs.js';
import { createSettingsService } from '../../settings/index.js';
import { createAccountsRepository } from '../accounts.repository.js';
import { createCataloguesRepository } from '../catalogues.repository.js';
import { createImportsRepository } from '../imports.repository.js';
import { importFileType, importRunning } from '../master-data.errors.js';
import { createPersonalAccountsRepository } from '../personal-accounts.repository.js';
import { looksLikeExtf } from './datev-format.js';
import { createImportRun, importPayloadSchema, type ImportPayload } from './import-run.js';
import { writeExport, type ExportFile } from './transfer.export.js';

export const IMPORT_JOB_KIND = 'masterdata.import';
const ALLOWED_EXTENSIONS = /\.(csv|txt)$/i;
const functionNotSupported = createErrorFactory('settings.function_not_supported');

/**
 * Imports of accounts, cost centres and personal accounts run as jobs; one import per Mandant at a
 * time. The job reads the whole file first and writes all rows in one statement, so a refused or
 * failed import leaves the master data as it was.
 */
export function createTransferUseCases(
  deps: Pick<MasterDataDependencies, 'db' | 'database' | 'jobs' | 'storage'>,
) {
  const { db } = deps;
  const imports = createImportsRepository({ db });
  const accounts = createAccountsRepository({ db });
  const personal = createPersonalAccountsRepository({ db });
  const catalogues = createCataloguesRepository({ db });
  const settings = createSettingsService({ db });
  const runImport = createImportRun(deps);

  async function assertNoImportRunning(mandantId: string) {
    for (const previous of await imports.listRecent(mandantId, 5)) {
      const job = await deps.jobs.get(previous.jobId);
      if (!finalJobStates.includes(job.state)) throw importRunning({ jobId: job.id });
    }
  }

  return {
    importJob: defineJob<ImportPayload>({
      kind: IMPORT_JOB_KIND,
      payloadSchema: importPayloadSchema,
      concurrency: 1,
      async handler(context) {
        if (!context.mandantId) throw new PermanentJobError('tenancy.mandant_not_found', 'Mandant fehlt');
        const result = await runImport(context.payload, context.mandantId, context.reportProgress);
        await context.reportProgress(100, `${result.created} neu, ${result.updated} aktualisiert`);
        return result;
      },
    }),

    /** Stores the file and queues its import; refuses while another import of the Mandant runs. */
    async startImport(input: {
      mandantId: string;
      kind: MasterdataTransferKindValue;
      fileName: string;
      bytes: Buffer;
      userId: string;
    }) {
      if (!ALLOWED_EXTENSIONS.test(input.fileName)) throw importFileType();
      const format: TransferFormat = looksLikeExtf(input.bytes) ? 'DATEV' : 'CSV';
      const stored = await deps.storage.put(input.bytes);
      return deps.database.withSession(async (execute) => {
        await execute('SELECT pg_advisory_lock(hashtext($1))', [`masterdata-import:${input.mandantId}`]);
        try {
          await assertNoImportRunning(input.mandantId);
          const job = await deps.jobs.enqueue(
            IMPORT_JOB_KIND,
            { kind: input.kind, objectSha256: stored.sha256, fileName: input.fileName },
            { mandantId: input.mandantId, createdBy: input.userId },
          );
          const record = await imports.insert({
            mandantId: input.mandantId,
            kind: input.kind,
            format,
            fileName: input.fileName,
            objectSha256: stored.sha256,
            jobId: job.id,
            createdBy: input.userId,
          });
          return { import: record, job };
        } finally {
          await execute('SELECT pg_advisory_unlock(hashtext($1))', [`masterdata-import:${input.mandantId}`]);
        }
      });
    },

    async listImports(mandantId: string) {
      const records = await imports.listRecent(mandantId, 20);
      return Promise.all(
        records.map(async (record) => ({ ...record, job: await deps.jobs.get(record.jobId) })),
      );
    },

    async export(input: {
      mandantId: string;
      kind: MasterdataTransferKindValue;
      format: TransferFormat;
      exportedBy: string;
      now: Date;
    }): Promise<ExportFile> {
      if (input.kind === 'COST_CENTRES' && input.format === 'DATEV') throw functionNotSupported();
      const options = await settings.get('datevOptions', { mandantId: input.mandantId });
      const year = options.year.length === 2 ? `20${options.year}` : options.year;
      const header = {
        adviserNumber: Number(options.adviserNumber) || 1001,
        clientNumber: Number(options.clientNumber) || 1,
        fiscalYearStart: `${year}0101`,
        accountLength: options.accountLength,
        exportedBy: input.exportedBy,
        createdAt: input.now,
      };
      if (input.kind === 'ACCOUNTS') {
        const rows = await accounts.listAll(input.mandantId);
        return writeExport(
          'ACCOUNTS',
          input.format,
          rows.map((row) => ({
            ...row,
            kind: row.kind === 'UNTERKONTO' ? ('UNTERKONTO' as const) : ('SACHKONTO' as const),
          })),
          header,
        );
      }
      if (input.kind === 'PERSONAL_ACCOUNTS') {
        const rows = await personal.listAll(input.mandantId);
        return writeExport(
          'PERSONAL_ACCOUNTS',
          input.format,
          rows.map(({ id: _id, mandantId: _m, origin: _o, updatedAt: _u, ...row }) => row),
          header,
        );
      }
      const rows = await catalogues.listAllCostCentres(input.mandantId);
      return writeExport(
        'COST_CENTRES',
        'CSV',
        rows.map((row) => ({
          kind: row.kind === 2 ? 2 : 1,
          number: row.number,
          name: row.name,
          active: row.active,
        })),
        header,
      );
    },
  };
}

export const importResultWithWarningsSchema = importResultSchema.extend({ warnings: z.string() });
