import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { canonicalJson } from './audit.models.js';
import { appendAuditEvent, appendAuditEvents, createAuditRepository } from './audit.repository.js';

let t: TestApp;
let mandantId: string;
beforeAll(async () => {
  t = await createTestApp();
  const [row] = (await t.deps.database.execute(`SELECT id FROM mandant WHERE mandnr = 10001`)).rows;
  mandantId = String(row?.id);
});
afterAll(async () => t.close());

const event = (entityId: string, data: Record<string, unknown> = {}) => ({
  mandantId,
  actorId: null,
  action: 'test.recorded',
  entityType: 'test',
  entityId,
  data,
});

describe('audit trail', () => {
  it('writes canonical JSON independent of key order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,{"e":0,"f":1}]},"b":1}',
    );
  });

  it('chains entries per Mandant and verifies the chain', async () => {
    const audit = createAuditRepository({ db: t.deps.db });
    const first = await appendAuditEvent(t.deps.db, event('a', { amount: '119.00' }), new Date());
    const second = await appendAuditEvent(t.deps.db, event('a', { amount: '120.00' }), new Date());
    expect(second.seq).toBe(first.seq + 1);
    expect(await audit.verifyChain(mandantId)).toMatchObject({ ok: true });
    expect((await audit.listForEntity('test', 'a')).map((row) => row.data)).toEqual([
      { amount: '119.00' },
      { amount: '120.00' },
    ]);
  });

  it('appends a batch in order, each entry linked to the one before, and refuses mixing chains', async () => {
    const audit = createAuditRepository({ db: t.deps.db });
    const before = await appendAuditEvent(t.deps.db, event('batch-0'), new Date());
    const batch = await t.deps.db.transaction((tx) =>
      appendAuditEvents(tx, [event('batch-1'), event('batch-2'), event('batch-3')], new Date()),
    );
    expect(batch.map((entry) => entry.seq)).toEqual([before.seq + 1, before.seq + 2, before.seq + 3]);
    const after = await appendAuditEvent(t.deps.db, event('batch-4'), new Date());
    expect(after.seq).toBe(before.seq + 4);
    const rows = await t.deps.database.execute(
      `SELECT prev_hash, hash FROM audit_log WHERE entity_id LIKE 'batch-%' ORDER BY seq`,
    );
    const links = rows.rows as { prev_hash: string; hash: string }[];
    for (let index = 1; index < links.length; index += 1)
      expect(links[index]?.prev_hash).toBe(links[index - 1]?.hash);
    expect(await audit.verifyChain(mandantId)).toMatchObject({ ok: true });
    await expect(
      appendAuditEvents(t.deps.db, [event('mixed-1'), { ...event('mixed-2'), mandantId: null }], new Date()),
    ).rejects.toThrow(/one chain/);
  });

  it('keeps the sequence gap-free under concurrent writers, each in its own transaction', async () => {
    const audit = createAuditRepository({ db: t.deps.db });
    await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        t.deps.db.transaction((tx) => appendAuditEvent(tx, event(`parallel-${index}`), new Date())),
      ),
    );
    const verification = await audit.verifyChain(mandantId);
    expect(verification.ok).toBe(true);
  });

  it('leaves no entry when the surrounding transaction rolls back', async () => {
    const audit = createAuditRepository({ db: t.deps.db });
    await expect(
      t.deps.db.transaction(async (tx) => {
        await appendAuditEvent(tx, event('rolled-back'), new Date());
        throw new Error('business change failed');
      }),
    ).rejects.toThrow('business change failed');
    expect(await audit.listForEntity('test', 'rolled-back')).toEqual([]);
    expect((await audit.verifyChain(mandantId)).ok).toBe(true);
  });

  it('refuses changes and deletions, and detects an entry altered behind its back', async () => {
    const audit = createAuditRepository({ db: t.deps.db });
    await appendAuditEvent(t.deps.db, event('tamper', { amount: '10.00' }), new Date());
    const refusedByDatabase = (error: Error & { cause?: Error }) =>
      /append-only/.test(error.cause?.message ?? error.message);
    await expect(
      t.deps.db.execute(sql`UPDATE audit_log SET data = '{"amount":"99.00"}' WHERE entity_id = 'tamper'`),
    ).rejects.toSatisfy(refusedByDatabase);
    await expect(t.deps.db.execute(sql`DELETE FROM audit_log WHERE entity_id = 'tamper'`)).rejects.toSatisfy(
      refusedByDatabase,
    );

    await t.deps.db.execute(sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only`);
    await t.deps.db.execute(sql`UPDATE audit_log SET data = '{"amount":"99.00"}' WHERE entity_id = 'tamper'`);
    await t.deps.db.execute(sql`ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only`);
    const verification = await audit.verifyChain(mandantId);
    expect(verification.ok).toBe(false);
  });
});
