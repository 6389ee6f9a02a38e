import { describe, expect, it } from 'vitest';
import type { ReleaseNotesVersion } from '@belegfluss/shared';
import { describeUserAgent } from '../auth/pages/describe-session.js';
import { mandantLabel } from '../downloads/download-labels.js';
import { maintenanceSecondsLeft } from './MaintenanceBar.js';
import { enqueueMessageBox, type QueuedMessageBox } from '../../ui/message-box/message-box.js';
import { startRouteFromRoles } from '../auth/start-route.js';
import { featuresForUser } from './release-notes.js';

describe('message box queue', () => {
  const box = (id: number, type: QueuedMessageBox['type'], answers: string[]): QueuedMessageBox => ({
    id,
    type,
    message: `m${id}`,
    resolve: (result) => answers.push(result),
  });

  it('shows only one error dialog at a time and lets questions wait their turn', () => {
    const answers: string[] = [];
    let queue = enqueueMessageBox([], box(1, 'Error', answers));
    queue = enqueueMessageBox(queue, box(2, 'Error', answers));
    queue = enqueueMessageBox(queue, box(3, 'Question', answers));
    expect(queue.map((entry) => entry.id)).toEqual([1, 3]);
    expect(answers).toEqual(['None']);
  });
});

describe('start module', () => {
  it('opens the START_MODUL module when the user may, else the root', () => {
    expect(startRouteFromRoles(['START_MODUL;2', 'UA_CAN_START_WORKFLOW;TRUE'])).toBe('/MainFrame/Workflows');
    expect(startRouteFromRoles(['START_MODUL;1', 'UA_CAN_START_UNIVIEW;TRUE'])).toBe('/MainFrame/Archiv');
    expect(startRouteFromRoles(['START_MODUL;3', 'UA_CAN_START_UNIDES;TRUE'])).toBe('/MainFrame/Unides');
    expect(startRouteFromRoles(['START_MODUL;3'])).toBe('/');
    expect(startRouteFromRoles(['START_MODUL;0'])).toBe('/');
    expect(startRouteFromRoles(['START_MODUL;4'])).toBe('/');
  });
});

describe('release notes', () => {
  const feature = (
    name: string,
    supportedModules: ('Capture' | 'Unides' | 'Workflow' | 'WorkflowSearch')[],
  ) => ({
    name,
    supportedModules,
    summary: '',
    description: '',
  });
  const version: ReleaseNotesVersion = {
    version: '5.1.6',
    locales: {
      DE: { features: [feature('Erfassung', ['Capture']), feature('Freigabe', ['Workflow'])] },
      EN: { features: [feature('Capture', ['Capture']), feature('Approval', ['Workflow'])] },
      RU: { features: [feature('Ввод', ['Capture']), feature('Утверждение', ['Workflow'])] },
    },
  };
  it('lists only features of modules the user may use, in the active language', () => {
    expect(featuresForUser(version, 'de', ['UA_CAN_START_WORKFLOW']).map((entry) => entry.name)).toEqual([
      'Freigabe',
    ]);
    expect(
      featuresForUser(version, 'en', ['UA_CAN_START_UNIDES', 'UA_CAN_START_WORKFLOW']).map(
        (entry) => entry.name,
      ),
    ).toEqual(['Capture', 'Approval']);
    expect(featuresForUser(version, 'ru', [])).toEqual([]);
  });
});

describe('maintenance countdown', () => {
  it('counts the seconds to the start on the server clock', () => {
    const now = Date.parse('2026-03-31T10:00:00Z');
    expect(maintenanceSecondsLeft('2026-03-31T10:01:00Z', 0, now)).toBe(60);
    expect(maintenanceSecondsLeft('2026-03-31T10:01:00Z', 10_000, now)).toBe(50);
    expect(maintenanceSecondsLeft('2026-03-31T09:59:00Z', 0, now)).toBe(0);
  });
});

describe('small labels', () => {
  it('leaves the Mandant empty for MANDNR -1 and names browser and system of a device', () => {
    expect(mandantLabel({ MANDNR: -1 })).toBe('');
    expect(mandantLabel({ MANDNR: 10001 })).toBe('10001');
    expect(
      describeUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
      ),
    ).toBe('Chrome, Linux');
    expect(describeUserAgent(null)).toBe('');
  });
});
