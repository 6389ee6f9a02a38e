// `npm run --silent export:sample -- --out DIR [--documents N]`: a scratch data directory, N generated
// invoices per Mandant captured and booked (19 %, 7 %, 0 %, §13b, split lines, a credit note, a
// foreign-currency invoice, umlauts and quotes), the real export job for DATEV (10001), ADDISON (10002)
// and ADATA (10003), and the resulting files copied into DIR/<system>/. Prints one line per file.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createDependencies } from '../app/create-dependencies.js';
import { seedDemoData } from '../app/demo-data.js';
import { createServer } from '../app/server.js';
import { loadConfig } from '../kernel/config.js';
import { openPglite } from '../kernel/database.js';
import { createLogger } from '../kernel/logger.js';
import { migrate } from '../kernel/migrate.js';
import { createStorageDriver } from '../modules/storage/index.js';
import { createSampleBooks } from './export-sample.books.js';

const { values } = parseArgs({
  options: { out: { type: 'string' }, documents: { type: 'string', default: '8' } },
});
if (!values.out) {
  console.error('Aufruf: npm run --silent export:sample -- --out VERZEICHNIS [--documents N]');
  process.exit(2);
}
const outDir = path.resolve(values.out);
const documents = Math.max(1, Math.min(2000, Number(values.documents) || 8));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'belegfluss-export-sample-'));
const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO_DATA: 'true' });
const database = await openPglite(undefined);
let exitCode = 0;
try {
  await migrate(database);
  await seedDemoData(database.db);
  const deps = await createDependencies({
    config,
    logger: createLogger(config),
    database,
    storage: createStorageDriver(config),
    jobPollingIntervalSeconds: 0.5,
    jobRetryDelaySeconds: () => 0,
  });
  const app = await createServer(deps);
  await deps.jobs.start({ work: true });
  const books = await createSampleBooks(app, deps);
  for (const [system, mandnr] of [
    ['DATEV', 10001],
    ['ADDISON', 10002],
    ['ADATA', 10003],
  ] as const) {
    const files = await books.bookAndExport(mandnr, documents);
    const folder = path.join(outDir, system);
    mkdirSync(folder, { recursive: true });
    for (const file of files) {
      writeFileSync(path.join(folder, file.fileName), file.bytes);
      console.log(`${system}/${file.fileName} ${file.bytes.length} Bytes`);
    }
  }
  await app.close();
  await deps.jobs.stop();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
