import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { inject, describe, expect, it } from 'vitest';
import { systemClock } from '../../kernel/clock.js';
import { loadConfig } from '../../kernel/config.js';
import { openPglite } from '../../kernel/database.js';
import { createLogger } from '../../kernel/logger.js';
import { anchorAuditTrail, recordAudit } from './index.js';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../../../..');

async function auditVerify(dataDir: string) {
  try {
    const { stdout } = await run('npm', ['run', '--silent', 'audit:verify'], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

describe('npm run audit:verify', () => {
  it('passes an untouched trail and reports a tampered or truncated one', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'belegfluss-audit-cli-'));
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const deps = { config, clock: systemClock, logger: createLogger(config) };
    let database = await openPglite(path.join(dataDir, 'db'), {
      loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
    });
    const { rows } = await database.execute(`SELECT id FROM mandant ORDER BY mandnr LIMIT 1`);
    const mandantId = String(rows[0]?.id);
    for (const value of ['a', 'b', 'c']) {
      await recordAudit(
        database.db,
        {
          mandantId,
          actorId: null,
          action: 'test.recorded',
          entityType: 'test',
          entityId: value,
          data: { value },
        },
        new Date(),
      );
    }
    await anchorAuditTrail({ ...deps, db: database.db }, 'manual');
    await database.close();

    const clean = await auditVerify(dataDir);
    expect(clean.stdout).toMatch(/Audit-Trail unversehrt/);
    expect(clean.code).toBe(0);

    database = await openPglite(path.join(dataDir, 'db'));
    await database.execute(`ALTER TABLE audit_log DISABLE TRIGGER USER`);
    await database.execute(`DELETE FROM audit_log WHERE mandant_id = $1 AND entity_id = 'c'`, [mandantId]);
    await database.execute(
      `UPDATE audit_log SET data = '{"value":"x"}' WHERE mandant_id = $1 AND entity_id = 'a'`,
      [mandantId],
    );
    await database.close();

    const tampered = await auditVerify(dataDir);
    expect(tampered.code).toBe(1);
    expect(tampered.stdout).toMatch(/BESCHÄDIGT/);
    expect(tampered.stdout).toMatch(new RegExp(`mandant:${mandantId} altered`));
    expect(tampered.stdout).toMatch(new RegExp(`mandant:${mandantId} truncated`));
  });
});
