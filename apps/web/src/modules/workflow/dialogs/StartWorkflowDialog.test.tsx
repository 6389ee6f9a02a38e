import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n/index.js';
import { fakeServer, json, renderInApp, signedInManager } from '../../../test/harness.js';
import { createWorkflowApi } from '../workflow.api.js';
import { StartWorkflowDialog } from './StartWorkflowDialog.js';

beforeAll(async () => {
  await initI18n('de');
});

const mandantId = '00000000-0000-4000-8000-0000000000a1';

function renderDialog() {
  renderInApp(
    <StartWorkflowDialog
      opened
      onClose={() => undefined}
      api={createWorkflowApi()}
      mandanten={[{ id: mandantId, label: '10001 Bäckerei Sonnenschein GmbH' }]}
      onStarted={() => undefined}
      onError={() => undefined}
    />,
    { manager: signedInManager([]) },
  );
}

const emptyHint =
  'Für diesen Mandanten gibt es noch keine Freigabe-Workflows. Legen Sie sie unter Workflow › „Freigabe-Workflows“ an, oder wählen Sie unten einen Empfänger.';

describe('StartWorkflowDialog', () => {
  it('says that there are no approval workflows yet and where to create them', async () => {
    fakeServer({
      'GET /api/wf/workflows/definitions': () => json([]),
      'GET /api/wf/workflows/participants': () => json([]),
      'GET /api/wf/workflows/startable': () => json([]),
    });
    renderDialog();
    expect(await screen.findByText(emptyHint)).toBeTruthy();
  });

  it('gives no such hint when the Mandant has approval workflows', async () => {
    fakeServer({
      'GET /api/wf/workflows/definitions': () =>
        json([{ Id: '00000000-0000-4000-8000-0000000000d1', Name: 'Zweistufig', Dependency: 'None' }]),
      'GET /api/wf/workflows/participants': () => json([]),
      'GET /api/wf/workflows/startable': () => json([]),
    });
    renderDialog();
    expect(await screen.findByText('Für diesen Mandanten gibt es keine Empfänger.')).toBeTruthy();
    expect(screen.queryByText(emptyHint)).toBeNull();
  });
});
