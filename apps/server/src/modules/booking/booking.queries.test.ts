import type { PGlite } from '@electric-sql/pglite';
import { saveBookingSchema } from '@belegfluss/shared';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../kernel/database.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAccountsRepository, createPersonalAccountsRepository } from '../master-data/index.js';
import { demoMandanten } from '../master-data/testing.js';
import { createCapturedInvoice, userIdOf } from '../workflow/workflow.testing.js';
import { saveBooking } from './booking.usecases.js';

/**
 * Statements one save sends to the database: the same for one line as for ten, so nothing is read
 * per line (accounts once, the chart once). The save runs on a second Drizzle handle over the test
 * database's own client whose logger counts every statement.
 */
let t: TestApp;
let mandantId: string;
let userId: string;
let statements = 0;
let countingDb: Db;

beforeAll(async () => {
  t = await createTestApp();
  mandantId = (await demoMandanten(t))[10001] as string;
  userId = await userIdOf(t, 'erfasser');
  const accounts = createAccountsRepository(t.deps);
  for (let number = 4900; number < 4910; number += 1)
    await accounts.insert({ mandantId, kind: 'SACHKONTO', number, name: `Aufwand ${number}` });
  await createPersonalAccountsRepository(t.deps).insert(mandantId, {
    kind: 'KREDITOR',
    number: 70001,
    name: 'Papier Schulz GmbH',
  });
  const logger = { logQuery: () => void (statements += 1) };
  const client = (t.deps.db as unknown as { $client: unknown }).$client;
  countingDb = (t.deps.database.kind === 'pglite'
    ? drizzlePglite(client as PGlite, { logger })
    : drizzlePostgres(client as pg.Pool, { logger })) as unknown as Db;
});
afterAll(async () => t.close());

async function statementsOfSave(lineCount: number) {
  const { documentId } = await createCapturedInvoice(t, {
    mandantId,
    title: `Rechnung ${lineCount}`,
    index: { Betrag: (119 * lineCount).toFixed(2) },
  });
  const input = saveBookingSchema.parse({
    mandantId,
    documentId,
    creditor: '70001',
    lines: Array.from({ length: lineCount }, (_, index) => ({
      GKONTO: String(4900 + index),
      SL_BU: '9',
      MWST_SATZ: '19',
      NETTO: '100.00',
      MWST: '19.00',
      BRUTTO: '119.00',
    })),
  });
  const ctx = { db: countingDb, clock: t.deps.clock, ports: t.deps.bookingPorts };
  statements = 0;
  const saved = await saveBooking(ctx, { userId, kuerzel: 'erfasser', fullName: 'Erfasser' }, input);
  expect(saved).toMatchObject({ complete: true, rest: '0.00' });
  expect(saved.lines).toHaveLength(lineCount);
  return statements;
}

describe('SaveBooking statements', () => {
  it('sends as many statements for ten lines on ten accounts as for one line', async () => {
    // The Mandant's first audit entry creates its audit chain head: a save before it counts more.
    await statementsOfSave(1);
    const one = await statementsOfSave(1);
    const ten = await statementsOfSave(10);
    expect(one).toBeGreaterThan(0);
    expect(ten).toBe(one);
  });
});
