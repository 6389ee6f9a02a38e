import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../src/test/test-app.js';
import { openDemoWorld } from '../lib/demo-world.js';
import { injectHttp } from '../lib/http.js';
import { fetchOperations, type Operation } from '../lib/openapi.js';
import { runIsolation } from './isolation.js';
import { uncoveredOperations } from './probes.js';
import { prepareIsolation, type IsolationScenario } from './scenario.js';

/**
 * The small isolation run of `npm test` (the full one: `npm run resilience -- isolation`): every
 * operation of the OpenAPI document, called by two of the four outsiders (they take turns) with
 * Mandant A's ids in every identifier field, once each (A's Mandant and the outsider's own take
 * turns in Mandant fields).
 */
let t: TestApp;
let operations: Operation[];
let scenario: IsolationScenario;

beforeAll(async () => {
  t = await createTestApp({ jobs: 'work' });
  const http = injectHttp(t.app);
  operations = await fetchOperations(http);
  scenario = await prepareIsolation(await openDemoWorld(http));
});
afterAll(async () => t.close());

describe('Mandant isolation of every operation', () => {
  it('has a case for every identifier field of every operation (a new route needs one)', () => {
    expect(operations.length).toBeGreaterThan(400);
    expect(uncoveredOperations(operations)).toEqual([]);
  });

  it("gives no outsider any of Mandant A's data and lets none change it", async () => {
    const result = await runIsolation({
      http: injectHttp(t.app),
      database: t.deps.database,
      operations,
      ...scenario,
      alternate: true,
      intrudersPerOperation: 2,
    });
    expect(result.tries).toBe(operations.length * 2);
    expect(result.leaks).toEqual([]);
    expect(result.changes).toEqual([]);
    expect(result.serverErrors).toEqual([]);
  });
});
