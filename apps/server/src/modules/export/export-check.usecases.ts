import {
  DATEV_PACKAGE_LIMIT,
  EXPORT_CONFIRMATION_THRESHOLD,
  errorMessage,
  exportIssueMessage,
  type ExportCheckResult,
  type Language,
  type ExportIssue,
} from '@belegfluss/shared';
import { countOpenJobsOnStack } from '../capture/index.js';
import type { ExportDependencies } from './export.dependencies.js';
import { exportError } from './export.errors.js';
import { periodOf, periodProblems } from './export.period.js';
import { createRowLookups, rowsOfDocuments, selectDocuments, type Selection } from './export.selection.js';
import { loadExportSetup, type ExportSetup } from './export.setup.js';

export const EXPORT_BATCH = 500;

export type CheckInput = Selection & { mandantId: string; exchangeRates: Record<string, string> };

/** Refuses a period in the future or one that starts after it ends (spec 002, section 5). */
export function assertPeriod(from: string, to: string, today: string) {
  const [first] = periodProblems(from, to, today);
  if (first === 'export.period_start_after_end') throw exportError.periodStartAfterEnd({ from, to });
  if (first === 'export.period_in_future') throw exportError.periodInFuture({ from, to });
}

export const todayOf = (deps: ExportDependencies) => deps.clock.now().toISOString().slice(0, 10);

export type CheckOutcome = ExportCheckResult & { setup: ExportSetup; documentIds: string[] };

/**
 * The pre-export check: every document the export would take, the rows it would write and every
 * problem, before anything is written. Errors stop the export; warnings say what the file will differ in.
 */
export async function checkExport(deps: ExportDependencies, input: CheckInput): Promise<CheckOutcome> {
  assertPeriod(input.from, input.to, todayOf(deps));
  const setup = await loadExportSetup(deps, input.mandantId);
  const { documents, issues } = await selectDocuments(deps, input.mandantId, input);
  const lookups = createRowLookups(deps.db, input.mandantId);
  const periods = new Set<string>();
  let rows = 0;
  for (let start = 0; start < documents.length; start += EXPORT_BATCH) {
    const batch = documents.slice(start, start + EXPORT_BATCH);
    const result = await rowsOfDocuments(deps.db, setup, lookups, batch, input.exchangeRates);
    issues.push(...result.issues);
    for (const document of batch) {
      const count = result.rows.get(document.id)?.length ?? 0;
      rows += count;
      if (count > 0 && document.values.Belegdatum) periods.add(periodOf(document.values.Belegdatum));
    }
  }
  const configuration: ExportIssue[] = setup.problems.map((code) => ({
    documentId: null,
    stackId: null,
    documentTitle: '',
    severity: 'error',
    field: 'Einstellungen',
    code,
    params: {},
    message: errorMessage(code, 'de'),
  }));
  const autoJobsRunning = input.stackId ? (await countOpenJobsOnStack(deps.db, input.stackId)) > 0 : false;
  const packages = Math.ceil(documents.length / DATEV_PACKAGE_LIMIT);
  if (setup.profile.images && packages > 1) {
    const params = { limit: String(DATEV_PACKAGE_LIMIT), packages: String(packages) };
    configuration.push({
      documentId: null,
      stackId: null,
      documentTitle: '',
      severity: 'warning',
      field: 'Belegbilder',
      code: 'export.package_split',
      params,
      message: exportIssueMessage('export.package_split', params, 'de'),
    });
  }
  const all = [...configuration, ...issues];
  return {
    setup,
    documentIds: documents.map((document) => document.id),
    system: setup.profile.system,
    documents: documents.length,
    rows,
    periods: [...periods].sort(),
    issues: all,
    exportable: documents.length > 0 && !all.some((found) => found.severity === 'error'),
    needsConfirmation: documents.length > EXPORT_CONFIRMATION_THRESHOLD,
    confirmationThreshold: EXPORT_CONFIRMATION_THRESHOLD,
    autoJobsRunning,
  };
}

/** The check as the client sees it, its findings in the caller's language (German: DATEV's wording). */
export function checkResult(outcome: CheckOutcome, language: Language): ExportCheckResult {
  const { setup: _setup, documentIds: _ids, ...result } = outcome;
  return {
    ...result,
    issues: result.issues.map((issue) => ({
      ...issue,
      message: exportIssueMessage(
        issue.code,
        issue.params,
        language,
        issue.documentId === null ? errorMessage(issue.code, language) : issue.message,
      ),
    })),
  };
}
