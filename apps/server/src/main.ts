import { ConfigError, loadConfig, type Config } from './kernel/config.js';
import { createDependencies } from './app/create-dependencies.js';
import { createLogger } from './kernel/logger.js';
import { createServer } from './app/server.js';
import { openDatabase } from './kernel/database.js';
import { startAuditSchedule } from './modules/audit/index.js';
import { createMailContext, startMailSchedule } from './modules/mail/index.js';
import { migrate } from './kernel/migrate.js';
import { createStorageDriver } from './modules/storage/index.js';
import { demoUsers, seedDemoData } from './app/demo-data.js';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`\nBelegfluss cannot start.\n${error.message}\n\n`);
      process.exit(78);
    }
    throw error;
  }
}

async function main() {
  const startedAt = performance.now();
  const config = readConfig();
  const logger = createLogger(config);
  const database = await openDatabase(config);
  const applied = await migrate(database);
  if (applied.length > 0) logger.info({ applied }, 'database migrated');
  const storage = createStorageDriver(config);
  await storage.removeStaleTempFiles();
  const deps = await createDependencies({ config, logger, database, storage });

  const seeded = config.seedDemoData && (await seedDemoData(deps.db, { publicUrl: config.publicUrl }));
  if (seeded) logger.info('demo data seeded');
  if (!deps.tools.enabled) {
    logger.warn(
      { tools: deps.tools },
      'OCR is off: install tesseract-ocr (deu, eng, rus) and poppler-utils to read scanned documents',
    );
  }

  const app = config.processMode === 'worker' ? null : await createServer(deps);
  await deps.jobs.start({ work: config.processMode !== 'web' });
  const stopAuditSchedule = config.processMode === 'web' ? () => undefined : startAuditSchedule(deps);
  const stopMailSchedule =
    config.processMode === 'web' ? () => undefined : startMailSchedule(createMailContext(deps));
  if (app) {
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const url = `http://localhost:${port}`;
    process.stdout.write(
      [
        '',
        `Belegfluss läuft auf ${url} (${deps.database.kind}, ${Math.round(performance.now() - startedAt)} ms)`,
        ...(config.seedDemoData
          ? [
              'Demo-Anmeldungen:',
              ...demoUsers.map(
                (user) => `  ${user.kuerzel.padEnd(10)} ${user.password.padEnd(14)} ${user.role}`,
              ),
            ]
          : []),
        '',
      ].join('\n'),
    );
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 15_000);
    forceExit.unref();
    stopAuditSchedule();
    stopMailSchedule();
    await app?.close();
    await deps.jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `\nBelegfluss cannot start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  if (error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
  process.exit(1);
});
