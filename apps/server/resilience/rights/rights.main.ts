// `npm run resilience -- rights [--update]`: every operation × every demo role against the table
// in rights-matrix.md (the same check runs in `npm test`: rights-matrix.test.ts); `--update`
// writes the table anew after a deliberate change of rights. Prints BENCH resilience.rights.*.
import { readFileSync, writeFileSync } from 'node:fs';
import { openDemoWorld } from '../lib/demo-world.js';
import { startInProcessApp } from '../lib/in-process-app.js';
import { fetchOperations } from '../lib/openapi.js';
import { listFindings, options, report } from '../lib/report.js';
import { computeRightsMatrix, formatRightsMatrix, rightsMatrixFile } from './rights-matrix.js';
import { prepareRoles } from './scenario.js';

const settings = options({ small: false, update: false });
const app = await startInProcessApp();
const operations = await fetchOperations(app.http);
const roles = await prepareRoles(await openDemoWorld(app.http));
const matrix = await computeRightsMatrix(app.http, operations, roles);
await app.close();
const table = formatRightsMatrix(matrix);
if (settings.update) writeFileSync(rightsMatrixFile, table);
const kept = readFileSync(rightsMatrixFile, 'utf8').split('\n');
const lines = table.split('\n');
const differences = [
  ...lines.filter((line) => !kept.includes(line)).map((line) => `neu:   ${line}`),
  ...kept.filter((line) => !lines.includes(line)).map((line) => `alt:   ${line}`),
];
listFindings('Abweichungen von rights-matrix.md', differences);
listFindings('Antworten ≥ 500', matrix.serverErrors);
const outcomes = [...matrix.rows.values()].flat();
report('rights', 'tries', outcomes.length);
report('rights', 'failures', differences.length + matrix.serverErrors.length);
report('rights', 'operations', matrix.rows.size);
report('rights', 'roles', matrix.roles.length);
report('rights', 'allowed', outcomes.filter((outcome) => outcome === '✓').length);
report('rights', 'denied', outcomes.filter((outcome) => outcome === '✗').length);
report('rights', 'hidden', outcomes.filter((outcome) => outcome === '∅').length);
report('rights', 'differences', differences.length);
report('rights', 'server_errors', matrix.serverErrors.length);
process.exit(differences.length + matrix.serverErrors.length === 0 ? 0 : 1);
