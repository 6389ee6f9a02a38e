import { demoUsers } from '../../src/app/demo-data.js';
import { createCaller, expectOk, type Caller } from './caller.js';
import { signIn, type Http } from './http.js';

export type DemoWorld = {
  http: Http;
  /** Mandant ids by MANDNR (10001, 10002, 10003). */
  mandanten: Record<number, string>;
  /** User ids by Kürzel. */
  userIds: Record<string, string>;
  /** A fresh sign-in of a demo user (or of a user created with `addUser`). */
  signIn: (kuerzel: string) => Promise<Caller>;
  addUser: (user: NewUser) => Promise<{ id: string; caller: Caller }>;
};

export type NewUser = {
  kuerzel: string;
  fullName: string;
  rights: string[];
  mandantIds: string[];
  kind?: 'internal' | 'mandant' | 'external';
};

const passwordOf = (kuerzel: string) =>
  demoUsers.find((user) => user.kuerzel === kuerzel)?.password ??
  `${kuerzel[0]?.toUpperCase()}${kuerzel.slice(1)}-Probe-2026`;

/** The demo installation as the administrator sees it, with sign-ins for its users. */
export async function openDemoWorld(http: Http): Promise<DemoWorld> {
  const admin = createCaller(http, await signIn(http, 'admin', passwordOf('admin')));
  const mandanten = Object.fromEntries(
    (await expectOk<{ id: string; mandnr: number }[]>(admin.get('/api/man/mandanten/list'), 'Mandanten')).map(
      (row) => [row.mandnr, row.id],
    ),
  );
  const userIds = Object.fromEntries(
    (await expectOk<{ id: string; name: string }[]>(admin.get('/api/man/user/list'), 'users')).map((row) => [
      row.name,
      row.id,
    ]),
  );
  const world: DemoWorld = {
    http,
    mandanten,
    userIds,
    signIn: async (kuerzel) => createCaller(http, await signIn(http, kuerzel, passwordOf(kuerzel))),
    async addUser(user) {
      const created = await expectOk<{ id: string }>(
        admin.post('/api/man/user/add', {
          kuerzel: user.kuerzel,
          fullName: user.fullName,
          password: passwordOf(user.kuerzel),
          kind: user.kind ?? 'internal',
          mandantIds: user.mandantIds,
          rights: user.rights.map((right) => ({ right, mandantId: null })),
        }),
        `user ${user.kuerzel}`,
      );
      userIds[user.kuerzel] = created.id;
      return { id: created.id, caller: await world.signIn(user.kuerzel) };
    },
  };
  return world;
}
