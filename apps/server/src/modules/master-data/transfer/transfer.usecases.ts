import {
  errorMessage,
  finalJobStates,
  importResultSchema,
  type ImportResult,
  type MasterdataTransferKindValue,
  type TransferFormat,
} from '@belegfluss/shared';
import { z } from 'zod';
import type { MasterDataDependencies } from '../master-data.dependencies.js';
import { createErrorFactory } from '../../../kernel/errors.js';
import { defineJob, PermanentJobError } from '../../../kernel/jobs.js';
import { createSettingsService } from '../../settings/index.js';
import { createAccountsRepository } from '../accounts.repository.js';
import { personalAccountRanges } from '../accounts.usecases.js';
import { createCataloguesRepository } from '../catalogues.repository.js';
import { createImportsRepository } from '../imports.repository.js';
import { importFileType, importRunning } from '../master-data.errors.js';
import { createPersonalAccountsRepository } from '../personal-accounts.repository.js';
import { looksLikeExtf } from './datev-format.js';
import { writeExport, type ExportFile } from './transfer.export.js';
import {
  lastPerKey,
  parseImportFile,
  TransferFileError,
  type CostCentreRow,
  type LedgerAccountRow,
  type PersonalAccountRow,
  type RowIssue,
} from './transfer.models.js';

export const IMPORT_JOB_KIND = 'masterdata.import';
const ALLOWED_EXTENSIONS = /\.(csv|txt)$/i;
const functionNotSupported = createErrorFactory('settings.function_not_supported');

const importPayloadSchema = z.object({
  kind: z.enum(['ACCOUNTS', 'COST_CENTRES', 'PERSONAL_ACCOUNTS']),
  objectSha256: z.string().regex(/^[0-9a-f]{64}$/),
  fileName: z.string(),
});
type ImportPayload = z.infer<typeof importPayloadSchema>;

function describeIssues(issues: RowIssue[]): string {
  const shown = issues
    .slice(0, 20)
    .map((found) => `Zeile ${found.line}: ${errorMessage(found.code, 'de')}`)
    .join('\n');
  return issues.length > 20 ? `${shown}\n… und ${issues.length - 20} weitere` : shown;
}

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

  async function assertNoImportRunning(mandantId: string) {
    for (const previous of await imports.listRecent(mandantId, 5)) {
      const job = await deps.jobs.get(previous.jobId);
      if (!finalJobStates.includes(job.state)) throw importRunning({ jobId: job.id });
    }
  }

  /** Writes the rows of one kind; a file naming a record twice means its last line. */
  async function write(kind: MasterdataTransferKindValue, mandantId: string, rows: unknown[]) {
    const byNumber = (row: { number: number }) => String(row.number);
    if (kind === 'ACCOUNTS') {
      const written = await accounts.upsertMany(
        mandantId,
        lastPerKey(rows as LedgerAccountRow[], byNumber),
        'import',
      );
      await accounts.analyze();
      return written;
    }
    if (kind === 'PERSONAL_ACCOUNTS') {
      const written = await personal.upsertMany(
        mandantId,
        lastPerKey(rows as PersonalAccountRow[], byNumber),
        'import',
      );
      await personal.analyze();
      return written;
    }
    return catalogues.upsertCostCentres(
      mandantId,
      lastPerKey(rows as CostCentreRow[], (row) => `${row.kind}|${row.number}`),
    );
  }

  async function runImport(
    payload: ImportPayload,
    mandantId: string,
    report: (progress: number, text: string) => Promise<void>,
  ): Promise<ImportResult & { warnings: string }> {
    await report(5, 'Datei wird gelesen');
    const bytes = await deps.storage.getBuffer(payload.objectSha256);
    const ranges = await personalAccountRanges(settings, mandantId);
    let parsed;
    try {
      parsed = parseImportFile(payload.kind, bytes, ranges);
    } catch (error) {
      if (error instanceof TransferFileError)
        throw new PermanentJobError(error.code, errorMessage(error.code, 'de'));
      throw error;
    }
    await report(40, `${parsed.rows.length} Datensätze gelesen`);
    const errors = [...parsed.errors];
    if (payload.kind !== 'COST_CENTRES') {
      const numbers = (parsed.rows as { number: number }[]).map((row) => row.number);
      const existing = await accounts.existingNumbers(mandantId, numbers);
      const clashing = payload.kind === 'ACCOUNTS' ? existing.personal : existing.ledger;
      if (clashing.size) {
        (parsed.rows as { number: number }[]).forEach((row) => {
          if (clashing.has(row.number))
            errors.push({ line: 0, code: 'masterdata.account_exists', field: String(row.number) });
        });
      }
    }
    if (errors.length) {
      throw new PermanentJobError(
        'masterdata.import_rows_invalid',
        `${errorMessage('masterdata.import_rows_invalid', 'de')}\n${describeIssues(errors)}`,
      );
    }
    await report(60, 'Datensätze werden gespeichert');
    const written = await write(payload.kind, mandantId, parsed.rows);
    return {
      rows: parsed.rows.length,
      created: written.created,
      updated: written.updated,
      format: parsed.format,
      encoding: parsed.encoding,
      formatVersion: parsed.formatVersion,
      warnings: describeIssues(parsed.warnings),
    };
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
