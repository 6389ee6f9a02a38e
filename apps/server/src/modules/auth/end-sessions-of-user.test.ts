import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAuthRepository, SessionEndReason } from './auth.repository.js';

let t: TestApp;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  const user = await t.deps.tenancy.findUserByLogin('sba');
  userId = String(user?.id);
});
afterAll(async () => t.close());

async function openSession(parentSessionId: string | null = null) {
  const { session } = await t.deps.authRepository.createSession({
    userId,
    audience: parentSessionId ? 'workflow' : 'shell',
    clientId: null,
    persistent: false,
    userAgent: null,
    ip: null,
    expiresAt: new Date(Date.now() + 3_600_000),
    parentSessionId,
  });
  return session.id;
}

const isLive = async (id: string) => (await t.deps.authRepository.findSession(id))?.endedAt === null;

describe('endSessionsOfUser', () => {
  it('ends every live session of the user but the kept device', async () => {
    const device = await openSession();
    const deviceModule = await openSession(device);
    const other = await openSession();
    const otherModule = await openSession(other);
    const ended = await t.deps.authRepository.endSessionsOfUser(userId, {
      reason: SessionEndReason.revoked,
      except: device,
    });

    expect(ended).toBe(2);
    expect([await isLive(device), await isLive(deviceModule)]).toEqual([true, true]);
    expect([await isLive(other), await isLive(otherModule)]).toEqual([false, false]);
    expect((await t.deps.authRepository.findSession(other))?.endReason).toBe('revoked');
  });

  it('ends them inside the caller transaction', async () => {
    const session = await openSession();
    await t.deps.db.transaction(async (tx) => {
      await createAuthRepository({ db: tx }).endSessionsOfUser(userId, {
        reason: SessionEndReason.userDeactivated,
      });
    });
    expect((await t.deps.authRepository.findSession(session))?.endReason).toBe('user_deactivated');
  });
});
