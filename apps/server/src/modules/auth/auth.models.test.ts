import { describe, expect, it } from 'vitest';
import { buildRoles, lockSecondsAfter, rightsFromRoles } from './auth.models.js';

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
    expect(roles).toEqual(['UA_CAN_START_WORKFLOW;TRUE', 'IS_SBA;TRUE', 'START_MODUL;2', 'FIBU;1', 'admin']);
    expect([...rightsFromRoles(roles)]).toEqual(['UA_CAN_START_WORKFLOW', 'IS_SBA']);
  });
});
