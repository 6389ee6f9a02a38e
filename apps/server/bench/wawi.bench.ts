import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../src/kernel/database.js';
import { assertBuilt, login, percentile, reportLatencyRatio, startServer } from './bench-utils.js';

/**
 * Goods-receipt figures on the built server with the embedded database, 100,000 open order lines
 * (20,000 orders of 5 lines from 500 suppliers over two years), each beside the bare SQL it stands on:
 * - wawi.autolink_100k_p95_ms: AutoDocLink of an invoice naming its order number (index values,
 *   page words, candidates, decision, links written); the ceiling is the candidate query by order number;
 * - wawi.grid_100k_p95_ms: GetGridViewAllData, the first 100 rows of the 36-column grid of all data
 *   with its total; the ceiling is the same page query as plain SQL. The total is counted once per
 *   revision of the Mandant's lines (grid-total-cache.ts), so the requests after the first stand on
 *   the page query; the bare count is printed beside it for comparison.
 * The ratio is ceiling ÷ product (the share of the request that is the bare query; higher is better).
 */
const ORDERS = 20_000;
const LINES_PER_ORDER = 5;
const SUPPLIERS = 500;
const RUNS = 200;
const WARMUP = 10;
const RATIO_TARGET = 0.02;
const COUNT_RUNS = 20;

assertBuilt();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'belegfluss-bench-wawi-'));
const env = { DATA_DIR: dataDir };
const dbDir = path.join(dataDir, 'db');

type Seeded = { mandantId: string; documentIds: string[] };

/** Order i has lines of 10 × 12.50 € net at 19 %: its gross total is 5 × 148.75 = 743.75 €. */
async function seed(): Promise<Seeded> {
  const database = await openPglite(dbDir);
  const one = async (sql: string, values: unknown[] = []) =>
    (await database.execute(sql, values)).rows[0] ?? {};
  const { id: mandantId } = await one(`SELECT id FROM mandant WHERE mandnr = 10001`);
  await database.execute(
    `INSERT INTO wawi_goods_receipt (mandant_id, kanzlei, mandnr, betriebnr, fibu, besteller, bestell_datum,
       ext_artikel_nr, ext_artikel_bez, int_lieferant, ean, menge_milli, menge_art, netto_preis_ct4, brutto_preis_ct4,
       mwst_bp, einleser, ident1, ident2, origin, quelle, duplicate_key)
     SELECT m.id, k.nr, m.mandnr, m.betriebnr, m.fibu, 'Einkauf', date '2024-01-01' + (o % 730),
       'ART-' || (g % 5000), 'Artikel ' || (g % 5000), 70001 + (o % ${SUPPLIERS}), '', 10000, 'Stk', 125000, 148750,
       1900, 'bench', 'B-' || o, (g % ${LINES_PER_ORDER} + 1)::text, 'CSV', 'bench.csv',
       'O|B-' || o || '|' || (g % ${LINES_PER_ORDER} + 1) || '|' || (70001 + (o % ${SUPPLIERS}))
     FROM generate_series(0, ${ORDERS * LINES_PER_ORDER - 1}) g
     CROSS JOIN LATERAL (SELECT g / ${LINES_PER_ORDER} AS o) orders
     JOIN mandant m ON m.id = $1 JOIN kanzlei k ON k.id = m.kanzlei_id`,
    [mandantId],
  );
  const { id: stackId } = await one(
    `INSERT INTO cap_stack (mandant_id, name, type) VALUES ($1, 'Bench', 'standard') RETURNING id`,
    [mandantId],
  );
  const { id: folderId } = await one(
    `INSERT INTO cap_folder (mandant_id, stack_id, name) VALUES ($1, $2, 'Mappe') RETURNING id`,
    [mandantId, stackId],
  );
  await database.execute(
    `INSERT INTO cap_document (mandant_id, stack_id, folder_id, position, title, kind, status, original_sha256, original_content_type)
     SELECT $1, $2, $3, g, 'Rechnung ' || g, 'pdf', 'green', repeat('0', 64), 'application/pdf' FROM generate_series(1, ${RUNS}) g`,
    [mandantId, stackId, folderId],
  );
  await database.execute(
    `INSERT INTO cap_page (mandant_id, document_id, position, source_sha256, source_page_index, width, height, text, text_source, words)
     SELECT d.mandant_id, d.id, 0, repeat('0', 64), 0, 595, 842, 'Rechnung', 'text-layer',
       (SELECT jsonb_agg(jsonb_build_object('text', w.text, 'box', jsonb_build_object('x0', 40 + (w.n % 4) * 120, 'y0', 100 + (w.n / 4) * 20, 'x1', 150 + (w.n % 4) * 120, 'y1', 110 + (w.n / 4) * 20)))
        FROM (SELECT n, CASE n % 4 WHEN 0 THEN 'ART-' || (((d.position - 1) * 7 + n / 4) % 5000) WHEN 1 THEN '10' WHEN 2 THEN '12,50' ELSE '125,00' END AS text
              FROM generate_series(0, 39) n) w)
     FROM cap_document d WHERE d.stack_id = $1`,
    [stackId],
  );
  await database.execute(
    `INSERT INTO cap_document_version (mandant_id, document_id, version_no, operation, pdf_sha256, page_count, pages)
     SELECT d.mandant_id, d.id, 1, 'import', repeat('0', 64), 1,
       jsonb_build_array(jsonb_build_object('pageId', p.id, 'sourceSha256', repeat('0', 64), 'sourcePageIndex', 0, 'rotation', 0))
     FROM cap_document d JOIN cap_page p ON p.document_id = d.id WHERE d.stack_id = $1`,
    [stackId],
  );
  await database.execute(
    `UPDATE cap_document d SET current_version_id = v.id FROM cap_document_version v WHERE v.document_id = d.id AND d.stack_id = $1`,
    [stackId],
  );
  // Invoice n names order 97·n (spread over suppliers and dates), the supplier and the order's gross total.
  await database.execute(
    `INSERT INTO cap_index_value (document_id, mandant_id, field, value, source)
     SELECT d.id, d.mandant_id, f.field, f.value, 'extraction' FROM cap_document d
     CROSS JOIN LATERAL (VALUES ('Bestellnummer', 'B-' || (d.position * 97)), ('Kreditor', (70001 + (d.position * 97) % ${SUPPLIERS})::text),
       ('Betrag', '743.75'), ('Belegdatum', '2026-01-15')) f (field, value)
     WHERE d.stack_id = $1`,
    [stackId],
  );
  await database.execute('ANALYZE');
  const documents = (
    await database.execute(`SELECT id FROM cap_document WHERE stack_id = $1 ORDER BY position`, [stackId])
  ).rows;
  await database.close();
  return { mandantId: String(mandantId), documentIds: documents.map((row) => String(row.id)) };
}

/** The bare SQL of both figures on the same database, without the server around it. */
async function ceilings(seeded: Seeded) {
  const database = await openPglite(dbDir);
  const candidateTimes: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await database.execute(
      `SELECT * FROM wawi_goods_receipt WHERE mandant_id = $1 AND NOT delete_flag AND linked_document_id IS NULL
       AND ident1 = ANY($2::text[]) LIMIT 500`,
      [seeded.mandantId, [`B-${(run + 1) * 97 + 1}`]],
    );
    candidateTimes.push(performance.now() - started);
  }
  const gridTimes: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await database.execute(
      `SELECT g.*, l.* FROM wawi_goods_receipt g LEFT JOIN wawi_buwk l ON l.wk_id = g.id
       WHERE g.mandant_id = $1 AND NOT g.delete_flag ORDER BY g.bestell_datum, g.id LIMIT 100`,
      [seeded.mandantId],
    );
    gridTimes.push(performance.now() - started);
  }
  const countTimes: number[] = [];
  for (let run = 0; run < COUNT_RUNS; run += 1) {
    const started = performance.now();
    await database.execute(
      `SELECT count(*) FROM wawi_goods_receipt WHERE mandant_id = $1 AND NOT delete_flag`,
      [seeded.mandantId],
    );
    countTimes.push(performance.now() - started);
  }
  await database.close();
  return {
    autolink: percentile(candidateTimes.slice(WARMUP), 95),
    grid: percentile(gridTimes.slice(WARMUP), 95),
    count: percentile(countTimes, 50),
  };
}

try {
  await (await startServer(env)).stop();
  const seeded = await seed();
  const server = await startServer(env);
  let autolinkP95 = 0;
  let gridP95 = 0;
  try {
    const token = await login(server.baseUrl, 'erfasser', 'Erfasser-2026');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const timed = async (path: string, body: unknown) => {
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}/api/cap/wawi/${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
      return { ms: performance.now() - started, json: JSON.parse(text) as Record<string, unknown> };
    };
    const autolinkTimes: number[] = [];
    for (const documentId of seeded.documentIds) {
      const { ms, json } = await timed('AutoDocLink', { mandantId: seeded.mandantId, HeftUID: documentId });
      if (json.Safe !== LINES_PER_ORDER) throw new Error(`auto-link not safe: ${JSON.stringify(json)}`);
      autolinkTimes.push(ms);
    }
    autolinkP95 = percentile(autolinkTimes.slice(WARMUP), 95);
    await timed('ChangeGridViewAllFilter', {
      mandantId: seeded.mandantId,
      FilterMode: 'ALL_DATA',
      FROM: null,
      TO: null,
    });
    const gridTimes: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { ms, json } = await timed('GetGridViewAllData', {
        mandantId: seeded.mandantId,
        startRow: 0,
        endRow: 100,
        Sort: [],
      });
      if ((json.Rows as unknown[]).length !== 100 || json.Total !== ORDERS * LINES_PER_ORDER)
        throw new Error(`unexpected grid page: ${String(json.Total)}`);
      gridTimes.push(ms);
    }
    gridP95 = percentile(gridTimes.slice(WARMUP), 95);
  } finally {
    await server.stop();
  }
  const bare = await ceilings(seeded);
  reportLatencyRatio('wawi', 'autolink_100k', autolinkP95, bare.autolink, RATIO_TARGET);
  reportLatencyRatio('wawi', 'grid_100k', gridP95, bare.grid, RATIO_TARGET);
  console.log(`bare count of the 100,000 lines (median, no longer per request): ${bare.count.toFixed(1)} ms`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
