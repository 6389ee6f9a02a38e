import { fileURLToPath } from 'node:url';
import type { Caller } from '../lib/caller.js';
import type { Http, HttpResponse } from '../lib/http.js';
import { isServerFault } from '../lib/verdicts.js';
import type { Operation } from '../lib/openapi.js';
import type { DataSet } from '../isolation/id-kinds.js';
import { buildProbe, type Probe } from '../isolation/probes.js';

/**
 * The outcome of one call, as the table shows it: `✓` the rights let the call through (it succeeded
 * or was refused for its content: 400, 409, 422 …), `✗` refused for want of rights or sign-in
 * (401, 403), `∅` not found (404: the record is hidden from the role or gone), `–` not set up in
 * this installation (501), `E` a server error.
 */
export type Outcome = '✓' | '✗' | '∅' | '–' | 'E';

export function outcomeOf(answer: HttpResponse): Outcome {
  if (isServerFault(answer)) return 'E';
  if (answer.status >= 500) return '–';
  if (answer.status === 401 || answer.status === 403) return '✗';
  if (answer.status === 404) return '∅';
  return '✓';
}

export type Role = {
  name: string;
  caller: Caller;
  renew: () => Promise<Caller>;
  /** The data set of a Mandant this role works in. */
  dataSet: DataSet;
  mandnr: number;
};

/** The table kept in the repository. */
export const rightsMatrixFile = fileURLToPath(new URL('./rights-matrix.md', import.meta.url));

/** Global switches some calls flip; the run switches them back so later calls see a normal installation. */
const restoreAfter: Record<string, { method: 'POST'; url: string; body?: unknown }> = {
  'POST /api/man/system/startmaintenance': { method: 'POST', url: '/api/man/system/endmaintenance' },
};

/** Reads first, then writing calls: a deleting call does not take away what a later read shows. */
export function orderOperations(operations: Operation[]): Operation[] {
  const rank = (operation: Operation) => (operation.method === 'GET' ? 0 : 1);
  return [...operations].sort((a, b) => rank(a) - rank(b) || a.key.localeCompare(b.key));
}

function probeFor(operation: Operation, role: Role): Probe {
  return buildProbe(operation, {
    mandantId: role.dataSet.mandantId,
    mandnr: role.mandnr,
    idOf: (kind) => role.dataSet.ids[kind]?.[0],
  });
}

async function call(http: Http, probe: Probe, role: Role): Promise<HttpResponse> {
  const send = () =>
    http({
      ...probe.request,
      headers: { ...probe.request.headers, authorization: role.caller.authorization },
    });
  const answer = await send();
  if (answer.status !== 401) return answer;
  if ((await role.caller.get('/api/auth/me')).status !== 401) return answer;
  role.caller = await role.renew();
  return send();
}

export type RightsMatrix = { roles: string[]; rows: Map<string, Outcome[]>; serverErrors: string[] };

/**
 * Calls every operation as every role (least rights first, so an allowed deletion comes last),
 * each role with the ids of a data set of its own Mandant, and records the outcome per role.
 */
export async function computeRightsMatrix(
  http: Http,
  operations: Operation[],
  roles: Role[],
): Promise<RightsMatrix> {
  const rows = new Map<string, Outcome[]>();
  const serverErrors: string[] = [];
  for (const operation of orderOperations(operations)) {
    const outcomes: Outcome[] = [];
    for (const role of roles) {
      const probe = probeFor(operation, role);
      const answer = await call(http, probe, role);
      outcomes.push(outcomeOf(answer));
      if (isServerFault(answer))
        serverErrors.push(`${role.name} ${operation.key} → ${answer.status} ${answer.text().slice(0, 200)}`);
      const restore = restoreAfter[operation.key];
      if (restore && answer.status < 300) {
        await http({ ...restore, headers: { authorization: role.caller.authorization } });
      }
    }
    rows.set(operation.key, outcomes);
  }
  return { roles: roles.map((role) => role.name), rows, serverErrors };
}

const HEADER = [
  '# Rechte-Matrix: jede Operation × jede Demo-Rolle',
  '',
  'Erzeugt von `npm run resilience -- rights --update`; der Test `rights-matrix.test.ts` vergleicht jeden',
  'Lauf mit dieser Tabelle, eine Änderung der Rechte zeigt sich als Diff hier. Jede Rolle ruft jede',
  'Operation mit den Kennungen eines Datenbestands ihres eigenen Mandanten (admin, erfasser, freigeber,',
  'mandant: 10001; sba: 10002), Rollen mit weniger Rechten zuerst.',
  '',
  '`✓` durchgelassen (Erfolg oder inhaltliche Ablehnung 400/409/422) · `✗` abgewiesen (401/403) ·',
  '`∅` nicht gefunden (404: für die Rolle verborgen oder schon gelöscht) · `–` in dieser Installation nicht',
  'eingerichtet (501) · `E` Serverfehler',
  '',
];

/** The table's line of one operation. */
export const rightsMatrixLine = (key: string, outcomes: Outcome[]) =>
  `| \`${key}\` | ${outcomes.join(' | ')} |`;

/** The lines of a kept table by operation key. */
export function rightsMatrixLines(table: string): Map<string, string> {
  const lines = new Map<string, string>();
  for (const line of table.split('\n')) {
    const key = /^\| `([^`]+)` \|/.exec(line)?.[1];
    if (key) lines.set(key, line);
  }
  return lines;
}

/** The matrix as the Markdown table kept in the repository (one line per operation, stable order). */
export function formatRightsMatrix(matrix: RightsMatrix): string {
  const lines = [...HEADER];
  lines.push(`| operation | ${matrix.roles.join(' | ')} |`);
  lines.push(`| --- | ${matrix.roles.map(() => ':-:').join(' | ')} |`);
  const keys = [...matrix.rows.keys()].sort((a, b) => a.localeCompare(b));
  for (const key of keys) lines.push(rightsMatrixLine(key, matrix.rows.get(key) ?? []));
  return `${lines.join('\n')}\n`;
}
