// `npm run conformance:datev-import`: imports every DATEV sample of ../shared/datev-samples through
// the real import job into its own Mandant of an embedded database and checks the row counts the
// samples' README states. Booking batches (Buchungsstapel) are no master data: the import must refuse
// them, and the EXTF reader must still read the stated number of bookings.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { createDependencies } from '../app/create-dependencies.js';
import { createLogger } from '../kernel/logger.js';
import { loadConfig } from '../kernel/config.js';
import { openPglite } from '../kernel/database.js';
import { migrate } from '../kernel/migrate.js';
import { createMandantenRepository } from '../modules/administration/index.js';
import { createAccountsRepository } from '../modules/master-data/index.js';
import { createPersonalAccountsRepository } from '../modules/master-data/index.js';
import { DatevCategory, readExtf } from '../modules/master-data/index.js';
import { createTransferUseCases } from '../modules/master-data/index.js';
import { createMemoryStorageDriver } from '../modules/storage/index.js';
import { seedDemoData } from '../app/demo-data.js';
import { kanzleiTable, userTable } from '../modules/tenancy/tenancy.tables.js';
import { sharedCorpusDir } from '../test/shared-corpus.js';

const samples = sharedCorpusDir('datev-samples');
if (!samples) {
  console.log('../shared/datev-samples fehlt: nichts zu prüfen.');
  process.exit(0);
}

/** Row counts from the README table: "| `file` | … | 52 accounts |". */
function statedRows(readme: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of readme.split('\n')) {
    const match = /^\|\s*`([^`]+\.csv)`.*\|\s*(\d+)\s+\w+\s*\|\s*$/.exec(line);
    if (match) counts.set(match[1] as string, Number(match[2]));
  }
  return counts;
}

const expected = statedRows(readFileSync(path.join(samples, 'README.md'), 'utf8'));
const files = readdirSync(samples)
  .filter((file) => file.endsWith('.csv'))
  .sort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'belegfluss-conformance-'));
const database = await openPglite(undefined);
const failures: string[] = [];
try {
  await migrate(database);
  await seedDemoData(database.db);
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const deps = await createDependencies({
    config,
    logger: createLogger(config),
    database,
    storage: createMemoryStorageDriver(),
    jobPollingIntervalSeconds: 0.5,
    jobRetryDelaySeconds: () => 0,
  });
  await deps.jobs.start({ work: true });
  const transfer = createTransferUseCases(deps);
  const mandanten = createMandantenRepository(deps);
  const accounts = createAccountsRepository(deps);
  const personal = createPersonalAccountsRepository(deps);
  const [kanzlei] = await deps.db.select().from(kanzleiTable);
  const [admin] = await deps.db.select().from(userTable);

  for (const [index, file] of files.entries()) {
    const stated = expected.get(file);
    const bytes = readFileSync(path.join(samples, file));
    const extf = readExtf(bytes);
    const problems: string[] = [];
    if (stated === undefined) problems.push('keine Zeilenzahl im README');
    if (!extf) problems.push('kein EXTF-Kopf');
    else if (extf.rows.length !== stated)
      problems.push(`EXTF-Leser: ${extf.rows.length} Zeilen statt ${stated}`);
    const kind =
      extf?.header.category === DatevCategory.kontenbeschriftungen
        ? 'ACCOUNTS'
        : extf?.header.category === DatevCategory.debitorenKreditoren
          ? 'PERSONAL_ACCOUNTS'
          : null;
    const mandantId = await mandanten.create(
      (kanzlei as { id: string }).id,
      {
        mandnr: 90_000 + index,
        betriebnr: 0,
        name: `Konformität ${file}`,
        fibu: 'DATEV',
        active: true,
        street: '',
        zip: '',
        city: '',
        countryCode: 'DE',
        taxNumber: '',
        vatId: '',
        fiscalYearStartMonth: 1,
      },
      null,
    );
    const started = await transfer.startImport({
      mandantId,
      kind: kind ?? 'ACCOUNTS',
      fileName: file,
      bytes,
      userId: (admin as { id: string }).id,
    });
    const job = await deps.jobs.waitForJob(started.job.id, 60_000);
    if (kind) {
      const stored =
        kind === 'ACCOUNTS' ? await accounts.count(mandantId) : (await personal.listAll(mandantId)).length;
      const result = job.result as { rows?: number } | null;
      if (job.state !== 'finished') problems.push(`Import ${job.state}: ${job.errorText}`);
      else if (result?.rows !== stated || stored !== stated) {
        problems.push(`Import: ${result?.rows} gelesen, ${stored} gespeichert, erwartet ${stated}`);
      }
    } else if (job.state !== 'faulty' || job.errorCode !== 'masterdata.import_category_mismatch') {
      problems.push(`Buchungsstapel hätte abgelehnt werden müssen (${job.state}, ${job.errorCode})`);
    }
    const verdict = problems.length ? `FEHLER ${problems.join('; ')}` : 'ok';
    console.log(`${file.padEnd(46)} ${String(stated ?? '?').padStart(3)} Zeilen  ${verdict}`);
    if (problems.length) failures.push(file);
  }
  await deps.jobs.stop();
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  failures.length
    ? `${failures.length} von ${files.length} Beispielen fehlerhaft`
    : `${files.length} Beispiele geprüft, alle ok`,
);
process.exit(failures.length ? 1 : 0);
