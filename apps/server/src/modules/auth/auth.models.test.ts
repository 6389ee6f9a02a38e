import { describe, expect, it } from 'vitest';
import {
  answerForEndedSession,
  blocksNewModuleSession,
  buildRoles,
  isClockGapRefused,
  lockSecondsAfter,
  rightsFromRoles,
} from './auth.models.js';

describe('lockSecondsAfter', () => {
  it('lets the first failures pass and then doubles the wait up to 15 minutes', () => {
    expect(lockSecondsAfter(4)).toBe(0);
    expect(lockSecondsAfter(5)).toBe(30);
    expect(lockSecondsAfter(6)).toBe(60);
    expect(lockSecondsAfter(7)).toBe(120);
    expect(lockSecondsAfter(20)).toBe(900);
  });
});

describe('token roles', () => {
  it('writes rights, start module, ledger and admin in the spec forms and reads rights back', () => {
    const roles = buildRoles({
      rights: ['UA_CAN_START_WORKFLOW', 'IS_SBA'],
      startModule: 2,
      fibu: 'ADDISON',
      isAdmin: true,
    });
    expect(roles).toEqual([
      'UA_CAN_START_WORKFLOW;TRUE',
      'IS_SBA;TRUE',
      'START_MODUL;2',
      'FIBU;1',
      'deep_link_wf_view',
      'deep_link_arc_view',
      'admin',
    ]);
    expect([...rightsFromRoles(roles)]).toEqual(['UA_CAN_START_WORKFLOW', 'IS_SBA']);
  });

  it('gives the deep-link view roles to users with the workflow or archive right', () => {
    const base = { startModule: 1, fibu: null, isAdmin: false };
    expect(buildRoles({ ...base, rights: ['UA_CAN_START_UNIVIEW'] })).toEqual([
      'UA_CAN_START_UNIVIEW;TRUE',
      'START_MODUL;1',
      'deep_link_arc_view',
    ]);
    expect(buildRoles({ ...base, rights: [] })).toEqual(['START_MODUL;1']);
  });
});

describe('clock gap', () => {
  const server = Date.parse('2026-03-31T10:00:00Z');
  it('refuses gaps from 300 to 3000 seconds either way, and nothing else', () => {
    expect(isClockGapRefused(server, null)).toBe(false);
    expect(isClockGapRefused(server, server - 299_000)).toBe(false);
    expect(isClockGapRefused(server, server - 300_000)).toBe(true);
    expect(isClockGapRefused(server, server + 3_000_000)).toBe(true);
    expect(isClockGapRefused(server, server + 3_001_000)).toBe(false);
  });
});

describe('ended sessions', () => {
  it('answer FORCE_LOGOUT when revoked, instance_terminated when terminated or replaced, else unauthorized', () => {
    expect(answerForEndedSession('revoked')).toBe('force_logout');
    expect(answerForEndedSession('grant_revoked')).toBe('force_logout');
    expect(answerForEndedSession('instance_terminated')).toBe('instance_terminated');
    expect(answerForEndedSession('replaced')).toBe('instance_terminated');
    expect(answerForEndedSession('refresh_token_reused')).toBe('unauthorized');
    expect(answerForEndedSession(null)).toBe('unauthorized');
  });
});

describe('module session lock', () => {
  const now = new Date('2026-03-31T10:00:00Z');
  const seen = (secondsAgo: number) => new Date(now.getTime() - secondsAgo * 1000).toISOString();
  it('blocks a second device while the first one is active', () => {
    expect(
      blocksNewModuleSession(
        { parentSessionId: 'device-a', lastSeenAt: seen(30), deviceKeyHash: null },
        { parentSessionId: 'device-b', deviceKeyHash: null, now, freshSeconds: 300 },
      ),
    ).toBe(true);
    expect(
      blocksNewModuleSession(
        { parentSessionId: null, lastSeenAt: seen(30), deviceKeyHash: null },
        { parentSessionId: null, deviceKeyHash: null, now, freshSeconds: 300 },
      ),
    ).toBe(true);
  });

  it('lets the same device reopen the module and ignores sessions not seen for 300 s', () => {
    expect(
      blocksNewModuleSession(
        { parentSessionId: 'device-a', lastSeenAt: seen(30), deviceKeyHash: null },
        { parentSessionId: 'device-a', deviceKeyHash: null, now, freshSeconds: 300 },
      ),
    ).toBe(false);
    expect(
      blocksNewModuleSession(
        { parentSessionId: 'device-a', lastSeenAt: seen(301), deviceKeyHash: null },
        { parentSessionId: 'device-b', deviceKeyHash: null, now, freshSeconds: 300 },
      ),
    ).toBe(false);
  });

  it('lets the same browser take its stale session over, but not another browser', () => {
    const existing = { parentSessionId: 'shell-old', lastSeenAt: seen(30), deviceKeyHash: 'browser-a' };
    const request = { parentSessionId: 'shell-new', now, freshSeconds: 300 };
    expect(blocksNewModuleSession(existing, { ...request, deviceKeyHash: 'browser-a' })).toBe(false);
    expect(blocksNewModuleSession(existing, { ...request, deviceKeyHash: 'browser-b' })).toBe(true);
    expect(
      blocksNewModuleSession({ ...existing, deviceKeyHash: null }, { ...request, deviceKeyHash: null }),
    ).toBe(true);
  });
});
