import { Rights } from '@belegfluss/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthContext } from '../../kernel/auth-context.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createGrantsRepository } from './grants.repository.js';
import { createTenancyRepository } from './tenancy.repository.js';
import { groupMemberTable, groupTable, kanzleiTable, mandantTable, userTable } from './tenancy.tables.js';
import { requireMandantAccess } from './tenancy.usecases.js';

/**
 * The Mandant gate reads access and rights fresh on every call (one query): what an administrator
 * grants or takes away counts on the caller's next call, directly or through a group.
 */
let t: TestApp;
let mandantId: string;
let otherKanzleiMandant: string;
let userId: string;
const auth = (id: string, isAdmin = false): AuthContext => ({
  userId: id,
  sessionId: 'session',
  parentSessionId: null,
  kuerzel: 'gate',
  fullName: 'Gate Test',
  audience: 'shell',
  rights: new Set(),
  isAdmin,
  language: 'de',
});
const errorCode = (promise: Promise<unknown>) =>
  promise.then(
    () => 'passed',
    (error: { code?: string }) => error.code,
  );

beforeAll(async () => {
  t = await createTestApp();
  const [mandant] = await t.deps.db.select().from(mandantTable).where(eq(mandantTable.mandnr, 10001));
  mandantId = String(mandant?.id);
  const [user] = await t.deps.db
    .insert(userTable)
    .values({ kanzleiId: String(mandant?.kanzleiId), kuerzel: 'gate', fullName: 'Gate Test' })
    .returning();
  userId = String(user?.id);
  const [kanzlei] = await t.deps.db
    .insert(kanzleiTable)
    .values({ nr: 9999, name: 'Andere Kanzlei' })
    .returning();
  const [foreign] = await t.deps.db
    .insert(mandantTable)
    .values({ kanzleiId: String(kanzlei?.id), mandnr: 99999, fibu: 'DATEV', name: 'Fremd GmbH' })
    .returning();
  otherKanzleiMandant = String(foreign?.id);
});
afterAll(async () => t.close());

describe('requireMandantAccess', () => {
  it('follows granted and revoked access and rights on the next call', async () => {
    const tenancy = createTenancyRepository({ db: t.deps.db });
    const grants = createGrantsRepository({ db: t.deps.db });
    const gate = (right?: string) => errorCode(requireMandantAccess(tenancy, auth(userId), mandantId, right));
    expect(await gate()).toBe('tenancy.mandant_not_found');
    await grants.replaceAssignments('user', userId, { rights: [], mandantIds: [mandantId] });
    expect(await gate()).toBe('passed');
    expect(await gate(Rights.canStartUnides)).toBe('auth.forbidden');
    await grants.replaceAssignments('user', userId, {
      rights: [{ right: Rights.canStartUnides, mandantId }],
      mandantIds: [mandantId],
    });
    expect(await gate(Rights.canStartUnides)).toBe('passed');
    expect(await gate(Rights.canStartWorkflow)).toBe('auth.forbidden');
    await grants.replaceAssignments('user', userId, { rights: [], mandantIds: [mandantId] });
    expect(await gate(Rights.canStartUnides)).toBe('auth.forbidden');
    await grants.replaceAssignments('user', userId, { rights: [], mandantIds: [] });
    expect(await gate()).toBe('tenancy.mandant_not_found');
  });

  it('counts access and rights a group holds, and a right for another Mandant does not', async () => {
    const tenancy = createTenancyRepository({ db: t.deps.db });
    const grants = createGrantsRepository({ db: t.deps.db });
    const [group] = await t.deps.db
      .insert(groupTable)
      .values({ kanzleiId: (await tenancy.findUserById(userId))!.kanzleiId, name: 'Gate-Gruppe' })
      .returning();
    const groupId = String(group?.id);
    await t.deps.db.insert(groupMemberTable).values({ groupId, userId });
    await grants.replaceAssignments('group', groupId, {
      rights: [{ right: Rights.canStartWorkflow, mandantId: otherKanzleiMandant }],
      mandantIds: [mandantId],
    });
    const gate = (right?: string) => errorCode(requireMandantAccess(tenancy, auth(userId), mandantId, right));
    expect(await gate()).toBe('passed');
    expect(await gate(Rights.canStartWorkflow)).toBe('auth.forbidden');
    await grants.replaceAssignments('group', groupId, {
      rights: [{ right: Rights.canStartWorkflow, mandantId: null }],
      mandantIds: [mandantId],
    });
    expect(await gate(Rights.canStartWorkflow)).toBe('passed');
    await t.deps.db.delete(groupMemberTable).where(eq(groupMemberTable.userId, userId));
    expect(await gate(Rights.canStartWorkflow)).toBe('tenancy.mandant_not_found');
  });

  it("lets administrators into their own Kanzlei's active Mandanten only, whatever the right", async () => {
    const tenancy = createTenancyRepository({ db: t.deps.db });
    const admin = await tenancy.findUserByLogin('admin');
    const gate = (target: string, right?: string) =>
      errorCode(requireMandantAccess(tenancy, auth(String(admin?.id), true), target, right));
    expect(await gate(mandantId, 'ANY_RIGHT')).toBe('passed');
    expect(await gate(otherKanzleiMandant)).toBe('tenancy.mandant_not_found');
    await t.deps.db.update(mandantTable).set({ active: false }).where(eq(mandantTable.id, mandantId));
    expect(await gate(mandantId)).toBe('tenancy.mandant_not_found');
    await t.deps.db.update(mandantTable).set({ active: true }).where(eq(mandantTable.id, mandantId));
  });

  it('refuses an unknown user, and a Mandant id that is no id as not found', async () => {
    const tenancy = createTenancyRepository({ db: t.deps.db });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await errorCode(requireMandantAccess(tenancy, auth(unknown), mandantId))).toBe('auth.forbidden');
    expect(await errorCode(requireMandantAccess(tenancy, auth(userId), 'kein-mandant'))).toBe(
      'tenancy.mandant_not_found',
    );
  });
});
