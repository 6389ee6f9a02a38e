import { Rights, rightNames } from '@belegfluss/shared';
import { invoicePdf } from '../../src/modules/capture/test/capture-fixtures.js';
import { expectOk } from '../lib/caller.js';
import type { DemoWorld } from '../lib/demo-world.js';
import { createDataSet } from './data-set.js';
import type { DataSet } from './id-kinds.js';
import type { Intruder } from './isolation.js';

/** Mandant A of the isolation run: Hotel Alpenblick (10003), which only the administrator and erfasser share. */
export const MANDANT_A = 10003;

export type IsolationScenario = {
  dataSet: DataSet;
  owner: { id: string };
  mandnr: number;
  intruders: Intruder[];
};

/** A deep-link session of a workflow in Mandant A that carries none of the set's data; its token. */
async function deepLinkToken(
  world: DemoWorld,
  mandantId: string,
  clerk: Awaited<ReturnType<DemoWorld['signIn']>>,
) {
  const stack = await expectOk<{ id: string }>(
    clerk.post('/api/cap/stack/create', { mandantId, name: 'Verlinkter Eingang', autoJobs: [] }),
    'deep-link stack',
  );
  const upload = await expectOk<{ files: { jobId: string }[] }>(
    clerk.upload(`/api/job/main/addfilestostack?mandantId=${mandantId}&stackId=${stack.id}`, {}, [
      { name: 'verlinkt.pdf', content: await invoicePdf() },
    ]),
    'deep-link upload',
  );
  const jobId = upload.files[0]?.jobId as string;
  let job: { state: string; result: { documentId: string } };
  const deadline = Date.now() + 600_000;
  do {
    await new Promise((resolve) => setTimeout(resolve, 100));
    job = await expectOk(clerk.get(`/api/job/jobs/${jobId}`), 'deep-link job');
    if (Date.now() > deadline) throw new Error('deep-link import did not finish');
  } while (!['finished', 'faulty', 'canceled'].includes(job.state));
  const approver = await world.signIn('erfasser');
  const started = await expectOk<{ Result: { WF_INSTANCEID: string }[] }>(
    clerk.post('/api/wf/workflows/sendworkflowmulti', {
      mandantId,
      DocIDs: [job.result.documentId],
      Users: [{ Id: world.userIds.erfasser, Step: 1 }],
    }),
    'deep-link workflow',
  );
  const instanceId = started.Result[0]?.WF_INSTANCEID as string;
  const open = async () => {
    const session = await expectOk<{ SESSION_UID: string }>(
      approver.post('/api/wf/WFDocViewer/CreateExternSession', { InstanceId: instanceId }),
      'extern session',
    );
    const opened = await expectOk<{ access_token: string }>(
      world.http({ method: 'POST', url: `/api/wf/WFDocViewer/EXTERN/${session.SESSION_UID}` }),
      'open extern session',
    );
    return `Bearer ${opened.access_token}`;
  };
  return { open, aliveUrl: `/api/wf/workflows/workflow/${instanceId}` };
}

/**
 * Mandant A's data set, created by Alma (a user of A only) with erfasser approving, and the four
 * intruders: a user with every right in another Mandant, a user of A with fewer rights (the archive
 * right only), a deep-link user of another workflow and an external
 * (Mandanten-)user of another Mandant.
 */
export async function prepareIsolation(world: DemoWorld): Promise<IsolationScenario> {
  const mandantA = world.mandanten[MANDANT_A] as string;
  const mandantB = world.mandanten[10002] as string;
  const alma = await world.addUser({
    kuerzel: 'alma',
    fullName: 'Alma Alpenblick',
    mandantIds: [mandantA],
    rights: [
      Rights.canStartUnides,
      Rights.canStartWorkflow,
      Rights.canStartUniview,
      Rights.canEditAccountsInWorkflow,
    ],
  });
  const admin = await world.signIn('admin');
  const erfasser = await world.signIn('erfasser');
  const dataSet = await createDataSet({
    mandantId: mandantA,
    clerk: alma.caller,
    admin,
    approvers: [{ id: world.userIds.erfasser as string, caller: erfasser }],
    owner: alma,
    prefix: 'Geheim-A',
  });
  const deepLink = await deepLinkToken(world, mandantA, alma.caller);
  await world.addUser({
    kuerzel: 'otto',
    fullName: 'Otto Anderswo',
    mandantIds: [mandantB],
    rights: rightNames,
  });
  const fritz = await world.addUser({
    kuerzel: 'fritz',
    fullName: 'Fritz Wenigrecht',
    mandantIds: [mandantA],
    rights: [Rights.canStartUniview],
  });
  const password = (kuerzel: string) => world.signIn(kuerzel).then((caller) => caller.authorization);
  const intruder = (
    name: string,
    kuerzel: string,
    ownMandant: Intruder['ownMandant'],
    mayRead: Intruder['mayRead'] = [],
    memberId?: string,
  ) =>
    password(kuerzel).then((authorization) => ({
      name,
      authorization,
      renew: () => password(kuerzel),
      aliveUrl: '/api/auth/me',
      ownMandant,
      mayRead,
      ...(memberId ? { memberId } : {}),
    }));
  return {
    dataSet,
    owner: alma,
    mandnr: MANDANT_A,
    intruders: [
      await intruder('anderer-mandant', 'otto', { id: mandantB, mandnr: 10002 }),
      await intruder(
        'weniger-rechte',
        'fritz',
        { id: mandantA, mandnr: MANDANT_A },
        ['mandantWide', 'archive'],
        fritz.id,
      ),
      {
        name: 'deep-link',
        authorization: await deepLink.open(),
        renew: deepLink.open,
        aliveUrl: deepLink.aliveUrl,
        ownMandant: null,
        mayRead: [],
      },
      await intruder('externer-benutzer', 'mandant', { id: world.mandanten[10001] as string, mandnr: 10001 }),
    ],
  };
}
