import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { archiveSearchSchema, SearchState } from '@belegfluss/shared';
import { createDependencies } from '../src/app/create-dependencies.js';
import { seedDemoData } from '../src/app/demo-data.js';
import type { Dependencies } from '../src/app/dependencies.js';
import type { AuthContext } from '../src/kernel/auth-context.js';
import { loadConfig } from '../src/kernel/config.js';
import { openPglite, openPostgres, type Database } from '../src/kernel/database.js';
import { createLogger } from '../src/kernel/logger.js';
import { migrate } from '../src/kernel/migrate.js';
import { archiveDocuments } from '../src/modules/archive/index.js';
import { searchStatus, startSearch } from '../src/modules/archive/archive-search.usecases.js';
import { createMemoryStorageDriver } from '../src/modules/storage/index.js';
import { generateArchive } from './archive-bench-data.js';
import { percentile, report, repositoryRoot } from './bench-utils.js';

/**
 * Archive figures:
 * - archive.{index_search,fulltext,list}_p95_ms_1m: the product's search (first page of 100, as the
 *   route answers it) on a PostgreSQL server with 1,000,000 archived documents of one Mandant;
 * - archive.{index_search,fulltext,list}_p95_ms_100k_pglite: the same on the embedded database with 100,000;
 * - archive.archive_docs_per_s: archiving captured green documents (PDF/A, hash, rows, audit entry) in
 *   batches of 25 as the archive job does, on the embedded database.
 * Each latency comes with the bare SQL query of the same result in the same run and the ratio
 * bare ÷ product (1 = as fast as the bare query); the archiving rate with the bare inserts of its rows.
 */
const log = (line: string) => process.stderr.write(`${line}\n`);
const RUNS = 60;

type Setup = { deps: Dependencies; database: Database; mandantId: string; auth: AuthContext };

async function setUp(database: Database, dataDir: string, env: Record<string, string> = {}): Promise<Setup> {
  await migrate(database);
  await seedDemoData(database.db);
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const deps = await createDependencies({
    config,
    logger: createLogger(config),
    database,
    storage: createMemoryStorageDriver(),
  });
  const one = async (sql: string) => (await database.execute(sql)).rows[0] as Record<string, string>;
  const { id: mandantId } = await one(`SELECT id FROM mandant WHERE mandnr = 10001`);
  const { id: userId } = await one(`SELECT id FROM app_user WHERE kuerzel = 'admin'`);
  const auth: AuthContext = {
    userId: userId as string,
    sessionId: 'bench',
    parentSessionId: null,
    kuerzel: 'admin',
    fullName: 'Anna Admin',
    audience: 'UniView',
    rights: new Set(),
    isAdmin: true,
    language: 'de',
  };
  return { deps, database, mandantId: mandantId as string, auth };
}

async function timed(work: () => Promise<unknown>) {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/**
 * The first page as the route answers it. The hit count goes on in the background (spec 002: "found
 * and continuing"); it is waited for, untimed, so that one search's count does not sit in front of
 * the next search's first page on the embedded database's single connection.
 */
async function firstPage(setup: Setup, body: Record<string, unknown>) {
  const started = performance.now();
  const run = await startSearch(
    setup.deps,
    setup.auth,
    archiveSearchSchema.parse({ mandantIds: [setup.mandantId], ...body }),
  );
  const elapsed = performance.now() - started;
  let state = run.state;
  while (state === SearchState.started || state === SearchState.foundContinuing) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    state = (await searchStatus(setup.deps, setup.auth, run.runId)).state;
  }
  return elapsed;
}

/** p95 of the product's search and of the bare SQL giving the same first page, alternating. */
async function measure(
  setup: Setup,
  name: string,
  body: (run: number) => Record<string, unknown>,
  bare: (run: number) => [string, unknown[]],
) {
  const product: number[] = [];
  const plain: number[] = [];
  for (let run = 0; run < RUNS + 5; run += 1) {
    const productMs = await firstPage(setup, body(run));
    const [sql, values] = bare(run);
    const bareMs = await timed(() => setup.database.execute(sql, values));
    if (run >= 5) {
      product.push(productMs);
      plain.push(bareMs);
    }
  }
  const value = percentile(product, 95);
  const ceiling = percentile(plain, 95);
  log(`archive.${name}: ${value.toFixed(1)} ms, bare SQL ${ceiling.toFixed(1)} ms`);
  report(`archive.${name}`, value, 'ms');
  report(`archive.${name}_bare_sql`, ceiling, 'ms');
  report(`archive.${name}_ratio`, ceiling / value, 'ratio');
  process.stdout.write(`RATIO archive.${name}_ratio archive.${name} archive.${name}_bare_sql 0.3\n`);
}

/** The columns the product's result page reads (all but the stored tsvector). */
const resultColumns = `id, mandant_id, source_document_id, revision, previous_id, superseded_by, title, document_type,
  document_kind, original_sha256, original_content_type, pdf_sha256, pdf_format, page_count, document_date, gross_cents,
  creditor, invoice_number, accounts, cost_centres, index_values, booking, history, einvoice, content_hash,
  correction_reason, archived_at, archived_by, archived_by_name`;
const firstPageSql = `ORDER BY document_date DESC NULLS LAST, id DESC LIMIT 100`;

async function searchFigures(setup: Setup, suffix: string) {
  const m = setup.mandantId;
  const creditor = (run: number) => `kreditor ${(run * 37) % 5000}`;
  await measure(
    setup,
    `index_search_p95_ms_${suffix}`,
    (run) => ({
      entries: [
        { field: 'Kreditor', value: creditor(run) },
        { field: 'Belegdatum', from: '2018-01-01', to: '2023-12-31' },
      ],
    }),
    (run) => [
      `SELECT ${resultColumns} FROM archive_document WHERE mandant_id = $1 AND superseded_by IS NULL AND lower(creditor) = $2
       AND document_date BETWEEN '2018-01-01' AND '2023-12-31' ${firstPageSql}`,
      [m, creditor(run)],
    ],
  );
  await measure(
    setup,
    `fulltext_p95_ms_${suffix}`,
    () => ({ fulltext: 'Rechnung' }),
    () => [
      `SELECT ${resultColumns} FROM archive_document WHERE mandant_id = $1 AND superseded_by IS NULL
       AND search_text @@ plainto_tsquery('german', 'Rechnung') ${firstPageSql}`,
      [m],
    ],
  );
  await measure(
    setup,
    `list_p95_ms_${suffix}`,
    () => ({}),
    () => [
      `SELECT ${resultColumns} FROM archive_document WHERE mandant_id = $1 AND superseded_by IS NULL ${firstPageSql}`,
      [m],
    ],
  );
}

async function withPostgres<T>(work: (url: string) => Promise<T>): Promise<T> {
  const module = (await import(
    pathToFileURL(path.join(repositoryRoot, 'scripts/lib/postgres.mjs')).href
  )) as {
    withPostgres: (work: (url: string) => Promise<T>, log: (line: string) => void) => Promise<T>;
  };
  return module.withPostgres(work, log);
}

async function postgresFigures() {
  await withPostgres(async (url) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'belegfluss-bench-archive-pg-'));
    const database = await openPostgres(url, 4);
    try {
      const setup = await setUp(database, dataDir, { DATABASE_URL: url });
      log('1.000.000 archivierte Dokumente auf PostgreSQL erzeugen …');
      await generateArchive(database, setup.mandantId, 1_000_000, log);
      await searchFigures(setup, '1m');
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

async function pgliteFigures() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'belegfluss-bench-archive-'));
  const database = await openPglite(path.join(dataDir, 'db'));
  try {
    const setup = await setUp(database, dataDir);
    log('100.000 archivierte Dokumente in PGlite erzeugen …');
    await generateArchive(database, setup.mandantId, 100_000, log);
    await searchFigures(setup, '100k_pglite');
    await archivingFigures(setup);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Green captured documents written with SQL (a scanned page each, text and index values), ready to archive. */
async function capturedDocuments(setup: Setup, count: number) {
  const png = await sharp({ create: { width: 400, height: 560, channels: 3, background: '#f4f4f4' } })
    .png()
    .toBuffer();
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]).drawImage(await pdf.embedPng(png), { x: 0, y: 0, width: 595, height: 842 });
  const { sha256 } = await setup.deps.storage.put(await pdf.save());
  const one = async (sql: string, values: unknown[]) =>
    (await setup.database.execute(sql, values)).rows[0] as { id: string };
  const { id: stackId } = await one(
    `INSERT INTO cap_stack (mandant_id, name, type) VALUES ($1, 'Bench Archiv', 'standard') RETURNING id`,
    [setup.mandantId],
  );
  const { id: folderId } = await one(
    `INSERT INTO cap_folder (mandant_id, stack_id, name) VALUES ($1, $2, 'Mappe') RETURNING id`,
    [setup.mandantId, stackId],
  );
  const rows = await setup.database.execute(
    `INSERT INTO cap_document (mandant_id, stack_id, folder_id, position, title, kind, status, original_sha256, original_content_type)
     SELECT $1, $2, $3, g, 'Scan ' || g || '.pdf', 'pdf', 'green', $4, 'application/pdf' FROM generate_series(1, ${count}) g RETURNING id`,
    [setup.mandantId, stackId, folderId, sha256],
  );
  const ids = rows.rows.map((row) => String(row.id));
  await setup.database.execute(
    `WITH v AS (INSERT INTO cap_document_version (mandant_id, document_id, version_no, operation, pdf_sha256, page_count)
       SELECT $1, id, 1, 'import', $2, 1 FROM unnest($3::uuid[]) id RETURNING id, document_id)
     UPDATE cap_document d SET current_version_id = v.id FROM v WHERE d.id = v.document_id`,
    [setup.mandantId, sha256, ids],
  );
  await setup.database.execute(
    `INSERT INTO cap_page (mandant_id, document_id, position, source_sha256, source_page_index, width, height, text, text_source)
     SELECT $1, id, 0, $2, 0, 595, 842, 'Rechnung Nr. ' || id || ' Büromaterial Gesamtbetrag 119,00 EUR', 'ocr' FROM unnest($3::uuid[]) id`,
    [setup.mandantId, sha256, ids],
  );
  await setup.database.execute(
    `INSERT INTO cap_index_value (document_id, mandant_id, field, value, source)
     SELECT id, $1, f.field, f.value, 'extraction' FROM unnest($2::uuid[]) id,
       (VALUES ('Belegdatum', '2026-03-05'), ('Betrag', '119.00'), ('Kreditor', 'Büromarkt Schneider GmbH')) f(field, value)`,
    [setup.mandantId, ids],
  );
  return ids;
}

async function archivingFigures(setup: Setup) {
  const ids = await capturedDocuments(setup, 200);
  const started = performance.now();
  // In batches as the archive job takes them: one transaction and one statement per table each.
  for (let start = 0; start < ids.length; start += 25)
    await archiveDocuments(setup.deps, {
      mandantId: setup.mandantId,
      documentIds: ids.slice(start, start + 25),
      actorId: setup.auth.userId,
    });
  const perSecond = ids.length / ((performance.now() - started) / 1000);
  // The bare work: the same revision rows, 25 per transaction in one INSERT each, as the batches write them.
  const bareStarted = performance.now();
  for (let start = 0; start < ids.length; start += 25) {
    await setup.database.db.transaction((tx) =>
      tx.execute(
        `INSERT INTO archive_document (mandant_id, source_document_id, revision, title, document_type, document_kind,
           original_sha256, original_content_type, pdf_format, page_count, index_values, history, search_text, content_hash, archived_at)
         SELECT mandant_id, gen_random_uuid(), 1, title, 'Rechnung', 'pdf', original_sha256, original_content_type, 'pdf', 1,
           '[]', '[]', to_tsvector('german', title || ' Büromaterial Gesamtbetrag'), md5(title), now()
         FROM archive_document WHERE source_document_id IN (${ids
           .slice(start, start + 25)
           .map((id) => `'${id}'`)
           .join(', ')})`,
      ),
    );
  }
  const barePerSecond = ids.length / ((performance.now() - bareStarted) / 1000);
  log(`archive.archive_docs_per_s: ${perSecond.toFixed(1)}, bare SQL ${barePerSecond.toFixed(1)}`);
  report('archive.archive_docs_per_s', perSecond, 'docs/s');
  report('archive.archive_bare_sql_docs_per_s', barePerSecond, 'docs/s');
  report('archive.archive_ratio', perSecond / barePerSecond, 'ratio');
  process.stdout.write(
    `RATIO archive.archive_ratio archive.archive_docs_per_s archive.archive_bare_sql_docs_per_s 0.1\n`,
  );
}

// ARCHIVE_BENCH_PART=pglite or =postgres runs one half (the 1M generation takes long on a busy machine).
const part = process.env.ARCHIVE_BENCH_PART;
if (part !== 'postgres') await pgliteFigures();
if (part !== 'pglite') await postgresFigures();
