import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../src/test/test-app.js';
import { openDemoWorld } from '../lib/demo-world.js';
import { injectHttp, type Http } from '../lib/http.js';
import { fetchOperations, type Operation } from '../lib/openapi.js';
import {
  computeRightsMatrix,
  orderOperations,
  rightsMatrixFile,
  rightsMatrixLine,
  rightsMatrixLines,
  type Role,
} from './rights-matrix.js';
import { prepareRoles } from './scenario.js';

/**
 * Every operation × every demo role against the table kept in `rights-matrix.md`: a change to the
 * rights (or a new route) shows as a diff of that table. `npm run resilience -- rights --update`
 * writes the table anew after a deliberate change. The operations run in the table's calling order,
 * in parts, so that no single test carries the whole matrix.
 */
const PARTS = 8;
let t: TestApp;
let http: Http;
let ordered: Operation[];
let roles: Role[];
const kept = rightsMatrixLines(readFileSync(rightsMatrixFile, 'utf8'));

beforeAll(async () => {
  t = await createTestApp({ jobs: 'work' });
  http = injectHttp(t.app);
  ordered = orderOperations(await fetchOperations(http));
  roles = await prepareRoles(await openDemoWorld(http));
});
afterAll(async () => t.close());

describe('rights matrix', () => {
  it('has a line for every operation and none for an operation that is gone', () => {
    const keys = ordered.map((operation) => operation.key).sort();
    expect([...kept.keys()].sort()).toEqual(keys);
  });

  for (let part = 0; part < PARTS; part += 1) {
    it(`lets every demo role call exactly what the table says (part ${part + 1} of ${PARTS})`, async () => {
      const size = Math.ceil(ordered.length / PARTS);
      const matrix = await computeRightsMatrix(http, ordered.slice(part * size, (part + 1) * size), roles);
      const changed = [...matrix.rows]
        .map(([key, outcomes]) => rightsMatrixLine(key, outcomes))
        .filter((line, index) => kept.get([...matrix.rows.keys()][index] as string) !== line);
      expect(changed).toEqual([]);
      expect(matrix.serverErrors).toEqual([]);
    });
  }
});
