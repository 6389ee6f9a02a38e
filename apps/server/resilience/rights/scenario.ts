import { Rights } from '@belegfluss/shared';
import type { DemoWorld } from '../lib/demo-world.js';
import { createDataSet } from '../isolation/data-set.js';
import type { DataSet } from '../isolation/id-kinds.js';
import type { Role } from './rights-matrix.js';

/** The demo roles in the table's column order: fewest rights first. */
export const demoRoles = ['mandant', 'sba', 'freigeber', 'erfasser', 'admin'] as const;

async function dataSetIn(
  world: DemoWorld,
  mandnr: number,
  approver: string,
  owner: string,
): Promise<DataSet> {
  const mandantId = world.mandanten[mandnr] as string;
  const ownerUser = await world.addUser({
    kuerzel: owner,
    fullName: `${owner} Datenbesitz`,
    mandantIds: [mandantId],
    rights: [Rights.canStartUnides, Rights.canStartWorkflow],
  });
  const erfasser = await world.signIn('erfasser');
  return createDataSet({
    mandantId,
    clerk: erfasser,
    admin: await world.signIn('admin'),
    approvers: [
      { id: world.userIds.erfasser as string, caller: erfasser },
      { id: world.userIds[approver] as string, caller: await world.signIn(approver) },
    ],
    owner: ownerUser,
    prefix: `Rechte-${mandnr}`,
  });
}

/**
 * A data set in 10001 (freigeber approves, Ruth owns the personal data) and one in 10002 (sba
 * approves, Rolf owns), and the five demo roles, each working in a Mandant of its own.
 */
export async function prepareRoles(world: DemoWorld): Promise<Role[]> {
  const first = await dataSetIn(world, 10001, 'freigeber', 'ruth');
  const second = await dataSetIn(world, 10002, 'sba', 'rolf');
  const roles: Role[] = [];
  for (const name of demoRoles) {
    const inSecond = name === 'sba';
    roles.push({
      name,
      caller: await world.signIn(name),
      renew: () => world.signIn(name),
      dataSet: inSecond ? second : first,
      mandnr: inSecond ? 10002 : 10001,
    });
  }
  return roles;
}
