// `npm run audit:verify [-- --json]`
// Checks the whole audit trail of the configured database (DATA_DIR or DATABASE_URL, as the server
// reads them): every chain's sequence, links and hashes, its head row, and every signed anchor in
// AUDIT_ANCHOR_DIR. Records the result (a failure raises the administrator's alarm in the product),
// prints what is wrong and exits with 1 when anything is. With PGlite, stop the server first.
import { systemClock } from '../kernel/clock.js';
import { ConfigError, loadConfig } from '../kernel/config.js';
import { openDatabase } from '../kernel/database.js';
import { createLogger } from '../kernel/logger.js';
import { checkAuditTrail } from '../modules/audit/index.js';

async function main() {
  const json = process.argv.includes('--json');
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const logger = createLogger({ logLevel: 'silent' });
    const check = await checkAuditTrail({ db: database.db, config, clock: systemClock, logger }, 'cli');
    if (json) {
      process.stdout.write(`${JSON.stringify(check)}\n`);
    } else {
      process.stdout.write(
        `Prüfprotokoll: ${check.chains} Ketten, ${check.entries} Einträge, ${check.anchors} Anker geprüft.\n`,
      );
      for (const problem of check.problems) {
        process.stdout.write(
          `FEHLER ${problem.chainKey} ${problem.kind} (${problem.seq ?? '-'}): ${problem.detail}\n`,
        );
      }
      process.stdout.write(check.ok ? 'Audit-Trail unversehrt.\n' : 'Audit-Trail BESCHÄDIGT.\n');
    }
    process.exitCode = check.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError || error instanceof Error ? error.message : String(error);
  process.stderr.write(`audit:verify failed: ${message}\n`);
  process.exitCode = 2;
});
