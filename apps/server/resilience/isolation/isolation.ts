import type { Database } from '../../src/kernel/database.js';
import type { Http, HttpResponse } from '../lib/http.js';
import type { Operation } from '../lib/openapi.js';
import { isServerFault } from '../lib/verdicts.js';
import { leakIn } from './answers.js';
import type { DataClass, DataSet, IdKind } from './id-kinds.js';
import { buildProbe, uncoveredOperations, type Probe, type Target } from './probes.js';
import { compareSnapshots, snapshotOf } from './snapshot.js';

/** A user who must not see or change the data set. */
export type Intruder = {
  name: string;
  authorization: string;
  /** Signs in again (a probe may legitimately end the intruder's own session). */
  renew: () => Promise<string>;
  /** A call that answers 200 while the intruder's session lives. */
  aliveUrl: string;
  /** The intruder's own Mandant: a second round sends it in Mandant fields, with the set's record ids. */
  ownMandant: { id: string; mandnr: number } | null;
  /** Classes of the set's Mandant this intruder may read by design (master data with Mandant access). */
  mayRead: readonly DataClass[];
  /** A user of the set's Mandant: rows it writes there by right (its own settings' audit entries …) are no change. */
  memberId?: string;
};

export type IsolationResult = {
  operations: number;
  tries: number;
  leaks: string[];
  changes: string[];
  /** Operations with identifier fields the generator has no rule for. */
  uncovered: string[];
  serverErrors: string[];
  /** Milliseconds spent per operation, over all intruders and rounds. */
  timeByOperation: Map<string, number>;
};

type Context = { http: Http; database: Database; dataSet: DataSet; ownerId: string; mandnr: number };

/** A deterministic choice among the set's ids of a kind, varied by round. */
function targetFor(context: Context, mandant: { id: string; mandnr: number }, round: number): Target {
  return {
    mandantId: mandant.id,
    mandnr: mandant.mandnr,
    idOf: (kind: IdKind) => {
      const ids = context.dataSet.ids[kind];
      return ids?.length ? ids[round % ids.length] : undefined;
    },
  };
}

async function send(http: Http, probe: Probe, intruder: Intruder): Promise<HttpResponse> {
  const call = () =>
    http({ ...probe.request, headers: { ...probe.request.headers, authorization: intruder.authorization } });
  const answer = await call();
  if (answer.status !== 401) return answer;
  const me = await http({
    method: 'GET',
    url: intruder.aliveUrl,
    headers: { authorization: intruder.authorization },
  });
  if (me.status !== 401) return answer;
  intruder.authorization = await intruder.renew();
  return call();
}

/**
 * The intruder's calls: each operation with the set's Mandant and ids, and (where the intruder has
 * a Mandant of its own) with its own Mandant but the set's record ids. `alternate` sends one of the
 * two per operation, taking turns, instead of both.
 */
function probesFor(
  context: Context,
  operations: Operation[],
  intruder: Intruder,
  round: number,
  alternate: boolean,
  share: { index: number; of: number; each: number },
): Probe[] {
  const own = intruder.ownMandant;
  const targets = [targetFor(context, { id: context.dataSet.mandantId, mandnr: context.mandnr }, round)];
  if (own && own.id !== context.dataSet.mandantId) {
    const mixed = targetFor(context, own, round);
    targets.push({ ...mixed, idOf: (kind) => (kind === 'mandant' ? own.id : mixed.idOf(kind)) });
  }
  // With `share`, this intruder takes `each` of every `of` operations, the intruders in turn.
  const mine = operations.filter((_, index) => (index + share.index) % share.of < share.each);
  return mine.flatMap((operation, index) =>
    (alternate ? [targets[(index + round) % targets.length] as Target] : targets).map((target) =>
      buildProbe(operation, target),
    ),
  );
}

async function attack(context: Context, probes: Probe[], intruder: Intruder, result: IsolationResult) {
  for (const probe of probes) {
    const started = performance.now();
    const answer = await send(context.http, probe, intruder);
    const key = probe.operation.key;
    result.timeByOperation.set(key, (result.timeByOperation.get(key) ?? 0) + performance.now() - started);
    result.tries += 1;
    if (isServerFault(answer))
      result.serverErrors.push(
        `${intruder.name} ${probe.operation.key} → ${answer.status} ${answer.text().slice(0, 200)}`,
      );
    const leak = leakIn(answer, probe.request, context.dataSet, intruder.mayRead);
    if (leak)
      result.leaks.push(
        `${intruder.name} ${probe.request.method} ${probe.request.url} → ${answer.status}: ${leak}`,
      );
  }
}

/** Finds which calls changed the set, replaying the intruder's writing calls one by one. */
async function blame(context: Context, probes: Probe[], intruder: Intruder): Promise<string[]> {
  const target = { mandantId: context.dataSet.mandantId, userId: context.ownerId };
  const found: string[] = [];
  for (const probe of probes.filter((candidate) => candidate.request.method !== 'GET')) {
    const before = await snapshotOf(context.database, target);
    const answer = await send(context.http, probe, intruder);
    const changes = compareSnapshots(before, await snapshotOf(context.database, target), intruder);
    if (changes.length)
      found.push(
        `${intruder.name} ${probe.request.method} ${probe.request.url} → ${answer.status}: ${changes.join('; ')}`,
      );
  }
  return found;
}

/**
 * Every operation of the OpenAPI document, called by every intruder with the data set's ids in
 * every identifier field and its Mandant (then the intruder's own) in every Mandant field. No answer
 * may give away the set's data, and the stored rows of the set's Mandant and user must stay as they were.
 */
export async function runIsolation(options: {
  http: Http;
  database: Database;
  operations: Operation[];
  dataSet: DataSet;
  owner: { id: string };
  mandnr: number;
  intruders: Intruder[];
  /** Rounds with another choice among the set's ids of a kind (2 stacks, 2 jobs …). */
  rounds?: number;
  /** One call per operation and intruder (the variants take turns) instead of two: the small run. */
  alternate?: boolean;
  /** How many intruders call each operation (they take turns); all of them when absent. */
  intrudersPerOperation?: number;
}): Promise<IsolationResult> {
  const context: Context = {
    http: options.http,
    database: options.database,
    dataSet: options.dataSet,
    ownerId: options.owner.id,
    mandnr: options.mandnr,
  };
  const result: IsolationResult = {
    operations: options.operations.length,
    tries: 0,
    leaks: [],
    changes: [],
    uncovered: [],
    serverErrors: [],
    timeByOperation: new Map(),
  };
  result.uncovered.push(...uncoveredOperations(options.operations));
  const snapshotTarget = { mandantId: options.dataSet.mandantId, userId: options.owner.id };
  for (let round = 0; round < (options.rounds ?? 1); round += 1) {
    for (const [index, intruder] of options.intruders.entries()) {
      const share = {
        index: index + round,
        of: options.intruders.length,
        each: options.intrudersPerOperation ?? options.intruders.length,
      };
      const probes = probesFor(
        context,
        options.operations,
        intruder,
        round,
        options.alternate ?? false,
        share,
      );
      const before = await snapshotOf(options.database, snapshotTarget);
      await attack(context, probes, intruder, result);
      const changes = compareSnapshots(before, await snapshotOf(options.database, snapshotTarget), intruder);
      if (changes.length) result.changes.push(...(await blame(context, probes, intruder)), ...changes);
    }
  }
  return result;
}
