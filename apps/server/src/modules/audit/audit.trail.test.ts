import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { anchorAuditTrail, auditTrailStatus, checkAuditTrail, recordAudit } from './index.js';

let t: TestApp;
let mandanten: string[];
beforeAll(async () => {
  t = await createTestApp();
  const { rows } = await t.deps.database.execute(`SELECT id FROM mandant ORDER BY mandnr`);
  mandanten = rows.map((row) => String(row.id));
});
afterAll(async () => t.close());

const sql = (text: string, params: unknown[] = []) => t.deps.database.execute(text, params);
const event = (mandantId: string, entityId: string) => ({
  mandantId,
  actorId: null,
  action: 'test.recorded',
  entityType: 'test',
  entityId,
  data: { value: entityId },
});

/** Runs SQL with the audit triggers off, as someone with database access could. */
async function behindTheTriggers(statements: string[], params: unknown[][] = []) {
  await sql(`ALTER TABLE audit_log DISABLE TRIGGER USER`);
  await sql(`ALTER TABLE audit_chain_head DISABLE TRIGGER USER`);
  try {
    for (const [index, statement] of statements.entries()) await sql(statement, params[index] ?? []);
  } finally {
    await sql(`ALTER TABLE audit_log ENABLE TRIGGER USER`);
    await sql(`ALTER TABLE audit_chain_head ENABLE TRIGGER USER`);
  }
}

describe('audit trail checks and anchors', () => {
  it('passes an untouched trail against its signed anchor', async () => {
    for (const mandantId of mandanten) {
      for (const index of [1, 2, 3])
        await recordAudit(t.deps.db, event(mandantId, `e${index}`), t.deps.clock.now());
    }
    await anchorAuditTrail(t.deps, 'daily');
    const check = await checkAuditTrail(t.deps, 'manual');
    expect(check).toMatchObject({ ok: true, problems: [] });
    expect(check.anchors).toBe(1);
    expect(check.entries).toBeGreaterThanOrEqual(9);
    expect((await auditTrailStatus(t.deps)).alarm).toBe(false);
  });

  it('refuses TRUNCATE and rewinding a chain head in the database itself', async () => {
    await expect(sql(`TRUNCATE audit_log`)).rejects.toThrow(/TRUNCATE refused/);
    await expect(sql(`UPDATE audit_chain_head SET last_seq = 1`)).rejects.toThrow(/only moves forward/);
    await expect(sql(`DELETE FROM audit_chain_head`)).rejects.toThrow(/only moves forward/);
  });

  it('reports an altered entry, a cut-off tail and a rewound chain, and raises the alarm', async () => {
    const [altered, cut, rewound] = mandanten as [string, string, string];
    await behindTheTriggers(
      [
        `UPDATE audit_log SET data = '{"value":"forged"}' WHERE mandant_id = $1 AND seq = 2`,
        `DELETE FROM audit_log WHERE mandant_id = $1 AND seq = (SELECT max(seq) FROM audit_log WHERE mandant_id = $1)`,
        `DELETE FROM audit_log WHERE mandant_id = $1 AND seq = (SELECT max(seq) FROM audit_log WHERE mandant_id = $1)`,
        `UPDATE audit_chain_head h SET last_seq = l.seq, last_hash = l.hash
           FROM audit_log l WHERE h.chain_key = 'mandant:' || $1 AND l.chain_key = h.chain_key
           AND l.seq = (SELECT max(seq) FROM audit_log WHERE chain_key = h.chain_key)`,
      ],
      [[altered], [cut], [rewound], [rewound]],
    );
    const check = await checkAuditTrail(t.deps, 'manual');
    expect(check.ok).toBe(false);
    const kinds = (chain: string) =>
      check.problems
        .filter((problem) => problem.chainKey === `mandant:${chain}`)
        .map((problem) => problem.kind);
    expect(kinds(altered)).toContain('altered');
    expect(kinds(cut)).toContain('truncated');
    expect(kinds(rewound)).toEqual(['rewound']);
    expect((await auditTrailStatus(t.deps)).alarm).toBe(true);
  });
});
