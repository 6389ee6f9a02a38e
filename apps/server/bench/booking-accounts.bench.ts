import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../src/kernel/database.js';
import { migrate } from '../src/kernel/migrate.js';
import { createAccountChartUseCases, createBookingAccounts } from '../src/modules/master-data/index.js';
import { percentile, report } from './bench-utils.js';

/**
 * booking.account_lookup_p95_ms: account completion while a booking line is typed (number or name
 * prefix, 20 hits with their tax function) over a Mandant that took over SKR04, in process on the
 * embedded database. Its ceiling is the bare completion SELECT on the same database; the ratio is
 * ceiling ÷ product (like every other ratio, higher is better: 1 means no cost beyond the query).
 */
const RUNS_PER_TERM = 40;
const TERMS = ['1', '14', '140', '1406', '5', '54', '540', '68', '681', '6815', '0', '3', '38', '380'];
const NAMES = [
  'Ab',
  'Abziehbare',
  'Bür',
  'Wareneingang',
  'Umsatzsteuer',
  'Rei',
  'Kfz',
  'Erlöse',
  'Zinsen',
  'Fo',
];
const BARE_QUERY = `SELECT number, name, kind, active FROM ledger_account
  WHERE mandant_id = $1 AND (CASE WHEN $2 ~ '^[0-9]+$' THEN lpad(number::text, 4, '0') LIKE $2 || '%'
                                  ELSE name ILIKE $2 || '%' END)
  ORDER BY CASE WHEN $2 ~ '^[0-9]+$' THEN lpad(number::text, 4, '0') ELSE name END, number LIMIT 20`;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'belegfluss-bench-booking-accounts-'));

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

try {
  const database = await openPglite(path.join(dataDir, 'db'));
  await migrate(database);
  const one = async (sql: string, values: unknown[] = []) =>
    (await database.execute(sql, values)).rows[0] ?? {};
  const { id: kanzleiId } = await one(`INSERT INTO kanzlei (nr, name) VALUES (1, 'Bench') RETURNING id`);
  const { id } = await one(
    `INSERT INTO mandant (kanzlei_id, mandnr, fibu, name) VALUES ($1, 10001, 'DATEV', 'Bench') RETURNING id`,
    [kanzleiId],
  );
  const mandantId = String(id);
  const { created } = await createAccountChartUseCases(database).apply(mandantId, 'SKR04');
  process.stderr.write(`SKR04 taken over: ${created} accounts\n`);
  const lookups = createBookingAccounts(database);
  const terms = [...TERMS, ...NAMES];

  // Warm both paths (parse, plan, cache) before measuring; then alternate so load hits both alike.
  for (const term of terms) {
    await lookups.find(mandantId, term);
    await database.execute(BARE_QUERY, [mandantId, term]);
  }
  const product: number[] = [];
  const bare: number[] = [];
  for (let run = 0; run < RUNS_PER_TERM; run += 1) {
    for (const term of terms) {
      product.push(await timed(() => lookups.find(mandantId, term)));
      bare.push(await timed(() => database.execute(BARE_QUERY, [mandantId, term])));
    }
  }
  const value = percentile(product, 95);
  const ceiling = percentile(bare, 95);
  report('booking.account_lookup_p95_ms', value, 'ms');
  report('booking.account_lookup_ceiling_p95_ms', ceiling, 'ms');
  report('booking.account_lookup_ratio', ceiling / value, 'ratio');
  process.stdout.write(
    'RATIO booking.account_lookup_ratio booking.account_lookup_p95_ms booking.account_lookup_ceiling_p95_ms 0.4\n',
  );
  await database.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
