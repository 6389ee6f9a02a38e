import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../src/kernel/database.js';
import { assertBuilt, login, percentile, report, reportLatencyRatio, startServer } from './bench-utils.js';
import { bookingQueriesPerCall } from './booking-query-count.js';

/**
 * Booking figures on the built server with the embedded database, each beside the bare SQL it runs:
 * - booking.save_10_splits_p95_ms: SaveBooking with 10 split lines on a new document (checks, header,
 *   lines, in one transaction); the ceiling is the same writes as plain SQL in one transaction;
 * - booking.proposal_100k_p95_ms: GetBookingProposal with 100,000 past bookings recorded as proposals
 *   (1,000 creditors × 100); the ceiling is master data's proposal query for one creditor.
 * The ratio is ceiling ÷ product (the share of the request that is the bare query; higher is better).
 * booking.save_queries and booking.proposal_queries count the database statements of one such call
 * (session check, Mandant gate, reads, writes, audit), which do not depend on the machine.
 */
const PAST_BOOKINGS = 100_000;
const CREDITORS = 1_000;
const RUNS = 200;
const WARMUP = 10;
const RATIO_TARGET = 0.05;

assertBuilt();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'belegfluss-bench-booking-'));
const env = { DATA_DIR: dataDir };
const dbDir = path.join(dataDir, 'db');

const splitLines = Array.from({ length: 10 }, (_, index) => ({
  GKONTO: '3400',
  SL_BU: '',
  MWST_SATZ: '19',
  NETTO: '100.00',
  MWST: '19.00',
  BRUTTO: '119.00',
  KOST1: String(100 + index),
  BUTEXT: `Split ${index + 1}`,
}));

type Seeded = { mandantId: string; documentIds: string[]; creditorIds: string[] };

/** Demo Mandant 10001 with accounts, 1,000 creditors, 100,000 past bookings and RUNS documents of 1,190.00. */
async function seed(): Promise<Seeded> {
  const database = await openPglite(dbDir);
  const one = async (sql: string, values: unknown[] = []) =>
    (await database.execute(sql, values)).rows[0] ?? {};
  const { id: mandantId } = await one(`SELECT id FROM mandant WHERE mandnr = 10001`);
  await database.execute(
    `INSERT INTO ledger_account (mandant_id, kind, number, name) VALUES ($1, 'SACHKONTO', 3400, 'Wareneingang 19 %')`,
    [mandantId],
  );
  await database.execute(
    `INSERT INTO personal_account (mandant_id, kind, number, name)
     SELECT $1, 'KREDITOR', 70000 + g, 'Lieferant ' || g FROM generate_series(1, ${CREDITORS}) g`,
    [mandantId],
  );
  await database.execute(
    `INSERT INTO booking_proposal (mandant_id, personal_account_id, position, account_number, cost1, booking_text, usage_count, last_used_at)
     SELECT $1, p.id, g / ${CREDITORS}, 3400, 'K' || g, 'Buchung ' || g, 1, now() - (g || ' seconds')::interval
     FROM generate_series(1, ${PAST_BOOKINGS}) g
     JOIN personal_account p ON p.mandant_id = $1 AND p.number = 70000 + 1 + g % ${CREDITORS}`,
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
    `INSERT INTO cap_index_value (document_id, mandant_id, field, value, source)
     SELECT d.id, d.mandant_id, f.field, f.value, 'extraction' FROM cap_document d
     CROSS JOIN (VALUES ('Betrag', '1190.00'), ('Netto19', '1000.00'), ('MwSt19', '190.00'), ('Kreditor', '70500')) f (field, value)
     WHERE d.stack_id = $1`,
    [stackId],
  );
  await database.execute('ANALYZE');
  const documentIds = (await database.execute(`SELECT id FROM cap_document WHERE stack_id = $1`, [stackId]))
    .rows;
  const creditorIds = (
    await database.execute(`SELECT id FROM personal_account WHERE mandant_id = $1`, [mandantId])
  ).rows;
  await database.close();
  return {
    mandantId: String(mandantId),
    documentIds: documentIds.map((row) => String(row.id)),
    creditorIds: creditorIds.map((row) => String(row.id)),
  };
}

/** The bare SQL of both figures on the same database, without the server around it. */
async function ceilings(seeded: Seeded) {
  const database = await openPglite(dbDir);
  // The product saved on documents without a booking; the bare writes take the same path.
  await database.execute(`DELETE FROM booking WHERE mandant_id = $1`, [seeded.mandantId]);
  const saveTimes: number[] = [];
  for (const documentId of seeded.documentIds) {
    const started = performance.now();
    await database.execute('BEGIN');
    const { id: bookingId } =
      (
        await database.execute(
          `INSERT INTO booking (mandant_id, document_id, creditor_number) VALUES ($1, $2, NULL)
           ON CONFLICT (document_id) DO UPDATE SET updated_at = now() RETURNING id`,
          [seeded.mandantId, documentId],
        )
      ).rows[0] ?? {};
    await database.execute(`DELETE FROM booking_line WHERE mandant_id = $1 AND booking_id = $2`, [
      seeded.mandantId,
      bookingId,
    ]);
    await database.execute(
      `INSERT INTO booking_line (booking_id, mandant_id, position, split_no, account_number, vat_rate_bp, net_cents, vat_cents, gross_cents, kost1, booking_text, sys_strings, sys_dates, source)
       SELECT $1, $2, g, g, 3400, 1900, 10000, 1900, 11900, (99 + g)::text, 'Split ' || g, array_fill(''::text, ARRAY[10]), array_fill('1900-01-01'::date, ARRAY[5]), 'user'
       FROM generate_series(1, 10) g`,
      [bookingId, seeded.mandantId],
    );
    await database.execute('COMMIT');
    saveTimes.push(performance.now() - started);
  }
  const proposalTimes: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const creditorId = seeded.creditorIds[run % seeded.creditorIds.length];
    const started = performance.now();
    await database.execute(
      `SELECT bp.id, bp.position, bp.account_number, l.name, bp.tax_code, bp.cost1, bp.cost2, bp.booking_text, bp.usage_count, bp.last_used_at
       FROM booking_proposal bp LEFT JOIN ledger_account l ON l.mandant_id = bp.mandant_id AND l.number = bp.account_number
       WHERE bp.mandant_id = $1 AND bp.personal_account_id = $2 ORDER BY bp.usage_count DESC, bp.position`,
      [seeded.mandantId, creditorId],
    );
    proposalTimes.push(performance.now() - started);
  }
  await database.close();
  return {
    save: percentile(saveTimes.slice(WARMUP), 95),
    proposal: percentile(proposalTimes.slice(WARMUP), 95),
  };
}

try {
  await (await startServer(env)).stop();
  const seeded = await seed();
  const server = await startServer(env);
  let saveP95 = 0;
  let proposalP95 = 0;
  try {
    const token = await login(server.baseUrl, 'erfasser', 'Erfasser-2026');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const timed = async (request: () => Promise<Response>) => {
      const started = performance.now();
      const response = await request();
      const body = await response.text();
      if (!response.ok) throw new Error(`${response.status} ${body}`);
      return { ms: performance.now() - started, body };
    };
    const saveTimes: number[] = [];
    for (const documentId of seeded.documentIds) {
      const save = () =>
        fetch(`${server.baseUrl}/api/cap/CapIndex/SaveBooking`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            mandantId: seeded.mandantId,
            documentId,
            creditor: '70500',
            lines: splitLines,
          }),
        });
      const { ms, body } = await timed(save);
      if (!(JSON.parse(body) as { complete: boolean }).complete)
        throw new Error(`booking not complete: ${body}`);
      saveTimes.push(ms);
    }
    saveP95 = percentile(saveTimes.slice(WARMUP), 95);
    const proposalTimes: number[] = [];
    for (const documentId of seeded.documentIds) {
      const proposal = () =>
        fetch(
          `${server.baseUrl}/api/cap/CapIndex/GetBookingProposal?mandantId=${seeded.mandantId}&documentId=${documentId}`,
          { headers },
        );
      const { ms, body } = await timed(proposal);
      if (!(JSON.parse(body) as { found: boolean }).found) throw new Error(`no proposal: ${body}`);
      proposalTimes.push(ms);
    }
    proposalP95 = percentile(proposalTimes.slice(WARMUP), 95);
  } finally {
    await server.stop();
  }
  const bare = await ceilings(seeded);
  reportLatencyRatio('booking', 'save_10_splits', saveP95, bare.save, RATIO_TARGET);
  reportLatencyRatio('booking', 'proposal_100k', proposalP95, bare.proposal, RATIO_TARGET);
  const queries = await bookingQueriesPerCall(splitLines);
  report('booking.save_queries', queries.save, 'statements');
  report('booking.proposal_queries', queries.proposal, 'statements');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
