import { Notifications } from '@mantine/notifications';
import type { WorkflowDetail, WorkflowListItem } from '@belegfluss/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n/index.js';
import { fakeServer, json, renderInApp, signedInManager } from '../../../test/harness.js';
import { WorkflowsPage } from './WorkflowsPage.js';

beforeAll(async () => {
  await initI18n('de');
  // The note's autosize textarea listens for web fonts, which jsdom lacks.
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
});

const mandantId = '00000000-0000-4000-8000-0000000000a1';

function listItem(id: string, header: string): WorkflowListItem {
  return {
    WF_INSTANCEID: id,
    DocID: `${id.slice(0, -2)}dd`,
    Kuerzel: 'erfasser',
    Header: header,
    MandNr: 10001,
    Kanzlei: 1,
    BetriebNr: 1,
    ISPOSTBACKWF: false,
    WEPruefung: false,
    mandantId,
    Status: 'IN_PROGRESS',
    ApproveResult: 'Keins',
    Belegdatum: null,
    Umsatz: null,
    StartedAt: '2026-03-02T09:00:00.000Z',
    CompletedAt: null,
    LockedBy: null,
    CurrentRecipients: ['Frieda Freigeber'],
    MyTask: {
      TaskId: `${id.slice(0, -2)}ee`,
      Kind: 'Kenntnisnahme',
      OnBehalfOf: null,
      PostbackUntil: null,
      PostbackReason: null,
    },
    Inquiry: null,
    Version: 1,
  };
}

function detailOf(item: WorkflowListItem): WorkflowDetail {
  const none = { Lock: false, Redirect: false, Inquiry: false, CompleteInquiry: false, CancelInquiry: false };
  return {
    ...item,
    DefinitionName: 'Zur Kenntnis',
    Kind: 'General',
    Split: false,
    Tasks: [],
    Inquiries: [],
    Files: [],
    Stamps: [],
    Can: {
      ...none,
      Submit: true,
      Postback: false,
      DeletePostback: false,
      AddFile: false,
      Note: false,
      EditBooking: false,
      Cancel: false,
      Invite: false,
    },
    LockedByMe: false,
    ShowHistoryFirst: false,
    DeepLink: false,
  };
}

describe('WorkflowsPage', () => {
  it('confirms a decision and opens the next workflow of the list, then shows the empty list', async () => {
    const first = listItem('00000000-0000-4000-8000-000000000101', 'Rechnung Alpha');
    const second = listItem('00000000-0000-4000-8000-000000000102', 'Rechnung Beta');
    let open = [first, second];
    fakeServer({
      'GET /api/wf/workflows/list': () =>
        json({
          items: open,
          total: open.length,
          SortCondition: { SortField: 'CREATION_DATE', Ascending: false },
        }),
      'GET /api/wf/workflows/counts': () =>
        json({ InvitedWorkflows: open.length, InvitedPostBackWorkflows: 0, Rueckfrage: 0, Sent: 0 }),
      [`GET /api/wf/workflows/workflow/${first.WF_INSTANCEID}`]: () => json(detailOf(first)),
      [`GET /api/wf/workflows/workflow/${second.WF_INSTANCEID}`]: () => json(detailOf(second)),
      [`POST /api/wf/workflows/submit/${first.WF_INSTANCEID}`]: () => {
        open = [second];
        return json({ Result: {} });
      },
      [`POST /api/wf/workflows/submit/${second.WF_INSTANCEID}`]: () => {
        open = [];
        return json({ Result: {} });
      },
    });
    const user = userEvent.setup();
    renderInApp(
      <>
        <Notifications />
        <WorkflowsPage />
      </>,
      { manager: signedInManager([]) },
    );

    await user.click(await screen.findByText('Rechnung Alpha'));
    await user.click(await screen.findByRole('button', { name: 'Zur Kenntnis genommen' }));
    expect(
      await screen.findByText(
        'Ihre Kenntnisnahme wurde gespeichert. Der nächste Workflow der Liste ist geöffnet.',
      ),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Rechnung Beta' })).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: 'Zur Kenntnis genommen' }));
    expect(
      await screen.findByText(
        'Ihre Kenntnisnahme wurde gespeichert. Die Liste hat keine weiteren Workflows.',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('Keine Workflows')).toBeTruthy();
    expect(within(document.body).queryByRole('heading', { name: 'Rechnung Beta' })).toBeNull();
  }, 30_000);
});
