import { describe, expect, it } from 'vitest';
import { visibleMenuEntries } from './menu.js';

const keys = (roles: string[]) => visibleMenuEntries(roles).map((entry) => entry.key);

describe('visibleMenuEntries', () => {
  it('shows only settings and help without start rights', () => {
    expect(keys([])).toEqual(['settings', 'help']);
  });

  it('shows each module for its start right', () => {
    expect(
      keys([
        'UA_CAN_START_UNIDES;TRUE',
        'UA_CAN_START_WORKFLOW;TRUE',
        'UA_CAN_START_UNIVIEW;TRUE',
        'UA_CAN_START_VERWWALTUNG;TRUE',
        'FIBU;0',
      ]),
    ).toEqual([
      'unides',
      'einvoice-check',
      'rule-manager',
      'workflow',
      'workflow-search',
      'archive',
      'administration',
      'settings',
      'help',
    ]);
  });

  it('hides invoice processing for SBA users, and WF Recherche for SBA users on ADDISON', () => {
    const sbaRoles = ['IS_SBA;TRUE', 'UA_CAN_START_UNIDES;TRUE', 'UA_CAN_START_WORKFLOW;TRUE'];
    expect(keys([...sbaRoles, 'FIBU;1'])).toEqual(['workflow', 'settings', 'help']);
    expect(keys([...sbaRoles, 'FIBU;0'])).toEqual(['workflow', 'workflow-search', 'settings', 'help']);
    expect(keys(['UA_CAN_START_WORKFLOW;TRUE', 'FIBU;1'])).toContain('workflow-search');
  });
});
