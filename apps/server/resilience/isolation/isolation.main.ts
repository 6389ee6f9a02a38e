// `npm run resilience -- isolation`: every OpenAPI operation, called by four outsiders with Mandant
// A's ids in every identifier field; both Mandant variants per call and a second round with other
// records of A (the small run inside `npm test`: isolation.test.ts). Prints BENCH resilience.isolation.*.
import { openDemoWorld } from '../lib/demo-world.js';
import { startInProcessApp } from '../lib/in-process-app.js';
import { fetchOperations } from '../lib/openapi.js';
import { listFindings, options, report } from '../lib/report.js';
import { runIsolation } from './isolation.js';
import { prepareIsolation } from './scenario.js';

const settings = options({ small: false, rounds: 2 });
const app = await startInProcessApp();
const operations = await fetchOperations(app.http);
const scenario = await prepareIsolation(await openDemoWorld(app.http));
const result = await runIsolation({
  http: app.http,
  database: app.deps.database,
  operations,
  ...scenario,
  rounds: settings.small ? 1 : settings.rounds,
  alternate: settings.small,
  ...(settings.small ? { intrudersPerOperation: 2 } : {}),
});
await app.close();
listFindings('Operationen ohne Fall im Generator', result.uncovered);
listFindings('Antworten mit Daten von Mandant A', result.leaks);
listFindings('Änderungen an Mandant A', result.changes);
listFindings('Antworten ≥ 500', result.serverErrors);
const failures =
  result.uncovered.length + result.leaks.length + result.changes.length + result.serverErrors.length;
report('isolation', 'tries', result.tries);
report('isolation', 'failures', failures);
report('isolation', 'operations', result.operations);
report('isolation', 'intruders', scenario.intruders.length);
report('isolation', 'leaks', result.leaks.length);
report('isolation', 'changes', result.changes.length);
report('isolation', 'uncovered_operations', result.uncovered.length);
report('isolation', 'server_errors', result.serverErrors.length);
process.exit(failures === 0 ? 0 : 1);
