import { errorMessage, type ImportResult, type MasterdataTransferKindValue } from '@belegfluss/shared';
import { z } from 'zod';
import { PermanentJobError } from '../../../kernel/jobs.js';
import type { MasterDataDependencies } from '../master-data.dependencies.js';
import { createSettingsService } from '../../settings/index.js';
import { createAccountsRepository } from '../accounts.repository.js';
import { personalAccountRanges } from '../accounts.usecases.js';
import { createCataloguesRepository } from '../catalogues.repository.js';
import { createPersonalAccountsRepository } from '../personal-accounts.repository.js';
import {
  lastPerKey,
  parseImportFile,
  TransferFileError,
  type CostCentreRow,
  type LedgerAccountRow,
  type PersonalAccountRow,
  type RowIssue,
} from './transfer.models.js';

export const importPayloadSchema = z.object({
  kind: z.enum(['ACCOUNTS', 'COST_CENTRES', 'PERSONAL_ACCOUNTS']),
  objectSha256: z.string().regex(/^[0-9a-f]{64}$/),
  fileName: z.string(),
});
export type ImportPayload = z.infer<typeof importPayloadSchema>;

function describeIssues(issues: RowIssue[]): string {
  const shown = issues
    .slice(0, 20)
    .map((found) => `Zeile ${found.line}: ${errorMessage(found.code, 'de')}`)
    .join('\n');
  return issues.length > 20 ? `${shown}\n… und ${issues.length - 20} weitere` : shown;
}

/**
 * The work of one import job: reads the whole file, checks every row (and account numbers against
 * the other kind of account), then writes all rows at once, so a refused import changes nothing.
 */
export function createImportRun(deps: Pick<MasterDataDependencies, 'db' | 'storage'>) {
  const { db } = deps;
  const accounts = createAccountsRepository({ db });
  const personal = createPersonalAccountsRepository({ db });
  const catalogues = createCataloguesRepository({ db });
  const settings = createSettingsService({ db });

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

  return runImport;
}
