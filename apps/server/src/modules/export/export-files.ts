import { Readable } from 'node:stream';
import { ContentType, errorMessage, type ExportFile } from '@belegfluss/shared';
import { PermanentJobError } from '../../kernel/jobs.js';
import { listExportDocuments, type ExportDocument } from '../capture/index.js';
import type { ExportDependencies } from './export.dependencies.js';
import { fiscalYearStart, periodBounds, periodOf } from './export.period.js';
import type { ExportRunRow } from './export.repository.js';
import { createExportRepository } from './export.repository.js';
import { createRowLookups, rowsOfDocuments, type RowLookups } from './export.selection.js';
import type { ExportSetup } from './export.setup.js';
import { EXPORT_BATCH } from './export-check.usecases.js';
import { buchungsstapelChunks, type BookingRow } from './extf/buchungsstapel.js';
import { writeDebKred, type PersonalAccount } from './extf/debkred.js';

export type WrittenExport = {
  files: ExportFile[];
  rowCount: number;
  documentIds: string[];
  /** Personal accounts sent in the DebKred file. */
  sentAccounts: number[];
  /** The newest document per creditor: its booking teaches the proposals. */
  latestPerCreditor: string[];
  documents: ExportDocument[];
};

const ORIGIN = 'BF';

/** Documents of a run grouped by booking period, read in batches (ids and dates only are kept). */
async function documentsByPeriod(deps: ExportDependencies, run: ExportRunRow) {
  const exported = new Set(
    (await createExportRepository(deps).exportedAmong(run.mandantId, run.documentIds)).map(
      (row) => row.documentId,
    ),
  );
  const byPeriod = new Map<string, string[]>();
  for (let start = 0; start < run.documentIds.length; start += EXPORT_BATCH) {
    const batch = run.documentIds.slice(start, start + EXPORT_BATCH).filter((id) => !exported.has(id));
    for (const document of await listExportDocuments(deps.db, run.mandantId, { documentIds: batch })) {
      const date = document.values.Belegdatum ?? '';
      const period = periodOf(date);
      const ids = byPeriod.get(period) ?? [];
      ids.push(document.id);
      byPeriod.set(period, ids);
    }
  }
  return new Map([...byPeriod.entries()].sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Builds one period's rows batch by batch for the streaming writer; a document whose booking now has
 * an error stops the job (nothing is marked exported).
 */
async function* periodRows(
  deps: ExportDependencies,
  setup: ExportSetup,
  lookups: RowLookups,
  run: ExportRunRow,
  ids: string[],
  collect: (document: ExportDocument, rows: BookingRow[], creditorNumber: number | null) => void,
): AsyncGenerator<BookingRow> {
  for (let start = 0; start < ids.length; start += EXPORT_BATCH) {
    const documents = await listExportDocuments(deps.db, run.mandantId, {
      documentIds: ids.slice(start, start + EXPORT_BATCH),
    });
    const result = await rowsOfDocuments(deps.db, setup, lookups, documents, run.exchangeRates);
    const error = result.issues.find((issue) => issue.severity === 'error');
    if (error)
      throw new PermanentJobError(
        'export.check_failed',
        `${errorMessage('export.check_failed', 'de')} ${error.documentTitle}: ${error.message}`,
      );
    for (const document of documents) {
      const rows = result.rows.get(document.id) ?? [];
      const creditor = rows[0]?.contraAccount ?? null;
      collect(document, rows, creditor);
      yield* rows;
    }
  }
}

/** Stores the run's Buchungsstapel files (one per booking period) and the DebKred file. */
export async function writeExportFiles(
  deps: ExportDependencies,
  setup: ExportSetup,
  run: ExportRunRow,
  onPeriod: (index: number, total: number) => Promise<void>,
): Promise<WrittenExport> {
  const lookups = createRowLookups(deps.db, run.mandantId);
  const byPeriod = await documentsByPeriod(deps, run);
  const files: ExportFile[] = [];
  const documents: ExportDocument[] = [];
  const latest = new Map<number, { id: string; date: string }>();
  let rowCount = 0;
  const createdAt = new Date(run.createdAt);
  const stamp = `${setup.profile.system}_${setup.mandnr}`;
  let index = 0;
  for (const [period, ids] of byPeriod) {
    await onPeriod(index++, byPeriod.size);
    const { from, to } = periodBounds(period);
    const header = {
      adviserNumber: setup.profile.adviserNumber,
      clientNumber: setup.profile.clientNumber,
      fiscalYearStart: fiscalYearStart(from, setup.fiscalYearStartMonth),
      accountLength: setup.accountLength,
      from,
      to,
      description: setup.profile.description(period),
      locked: setup.profile.locked,
      chart: setup.chart,
      exportedBy: run.createdByName,
      origin: ORIGIN,
      createdAt,
    };
    const rows = periodRows(deps, setup, lookups, run, ids, (document, written, creditor) => {
      rowCount += written.length;
      documents.push(document);
      const date = document.values.Belegdatum ?? '';
      const previous = creditor ? latest.get(creditor) : undefined;
      if (creditor && (!previous || previous.date <= date)) latest.set(creditor, { id: document.id, date });
    });
    const stored = await deps.storage.put(Readable.from(buchungsstapelChunks(header, rows)));
    files.push({
      fileName: `EXTF_Buchungsstapel_${stamp}_${period}.csv`,
      sha256: stored.sha256,
      size: stored.size,
      contentType: ContentType.CsvExport,
    });
  }
  const sentAccounts = await newPersonalAccounts(deps, setup, lookups, [...latest.keys()]);
  if (sentAccounts.length > 0) {
    const first = [...byPeriod.keys()][0] as string;
    const body = writeDebKred(
      {
        adviserNumber: setup.profile.adviserNumber,
        clientNumber: setup.profile.clientNumber,
        fiscalYearStart: fiscalYearStart(`${first}-01`, setup.fiscalYearStartMonth),
        accountLength: setup.accountLength,
        exportedBy: run.createdByName,
        origin: ORIGIN,
        createdAt,
      },
      sentAccounts,
    );
    const stored = await deps.storage.put(Readable.from([body]));
    files.push({
      fileName: `EXTF_DebKred_Stamm_${stamp}.csv`,
      sha256: stored.sha256,
      size: stored.size,
      contentType: ContentType.CsvExport,
    });
  }
  return {
    files,
    rowCount,
    documentIds: documents.map((document) => document.id),
    sentAccounts: sentAccounts.map((account) => account.number),
    latestPerCreditor: [...latest.values()].map((entry) => entry.id),
    documents,
  };
}

/** The creditors of the batch the accounting system does not know: not imported from it, not sent before. */
async function newPersonalAccounts(
  deps: ExportDependencies,
  setup: ExportSetup,
  lookups: RowLookups,
  numbers: number[],
): Promise<PersonalAccount[]> {
  const sent = await createExportRepository(deps).sentPersonalAccounts(
    setup.mandantId,
    setup.profile.system,
    numbers,
  );
  const accounts: PersonalAccount[] = [];
  for (const number of numbers.sort((a, b) => a - b)) {
    const account = await lookups.creditor(number);
    if (account && !account.known && !sent.has(number)) accounts.push(account);
  }
  return accounts;
}
