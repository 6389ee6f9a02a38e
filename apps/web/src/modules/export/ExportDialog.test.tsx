import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ExportCheckResult } from '@belegfluss/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/index.js';
import { fakeServer, json, renderInApp, signedInManager } from '../../test/harness.js';
import { ExportDialog } from './ExportDialog.js';

beforeAll(async () => {
  await initI18n('de');
});

const mandantId = '00000000-0000-4000-8000-0000000000a1';
const stackId = '00000000-0000-4000-8000-0000000000b1';
const documentId = '00000000-0000-4000-8000-0000000000c1';
const jobId = '00000000-0000-4000-8000-0000000000d1';

const options = {
  system: 'DATEV',
  adviserNumber: '29098',
  clientNumber: '55003',
  fiscalYearStartMonth: 1,
  accountLength: 4,
  lockBookings: false,
  costSystems: '',
  transferDocumentImages: true,
  confirmationThreshold: 500,
  problems: [],
};

const checkResult = (overrides: Partial<ExportCheckResult> = {}): ExportCheckResult => ({
  system: 'DATEV',
  documents: 1,
  rows: 1,
  periods: ['2025-03'],
  issues: [
    {
      documentId,
      stackId,
      documentTitle: 'Rechnung Schulz',
      severity: 'warning',
      field: 'Buchungstext',
      code: 'export.field_too_long',
      params: {},
      message: 'Die Eingabe "Papier" im Feld "Buchungstext" ist zu lang. Es wird auf "60" Stellen gekürzt.',
    },
  ],
  exportable: true,
  needsConfirmation: false,
  confirmationThreshold: 500,
  autoJobsRunning: false,
  ...overrides,
});

function renderDialog() {
  renderInApp(
    <ExportDialog mandantId={mandantId} stackId={stackId} stackName="Eingang" onClose={() => {}} />,
    {
      manager: signedInManager(['UNIDES']),
    },
  );
}

const setPeriod = (from: string, to: string) => {
  fireEvent.change(screen.getByTestId('export-from'), { target: { value: from } });
  fireEvent.change(screen.getByTestId('export-to'), { target: { value: to } });
};

describe('ExportDialog', () => {
  it('refuses a period that starts after it ends or reaches into the future, before asking the server', async () => {
    const server = fakeServer({ 'GET /api/man/externfibu/exportoptions': () => json(options) });
    renderDialog();
    setPeriod('2025-03-31', '2025-03-01');
    expect(screen.getByTestId('export-period-problem').textContent).toBe(
      'Der Beginn des Exportzeitraums darf nicht nach seinem Ende liegen.',
    );
    setPeriod('2025-03-01', '2999-12-31');
    expect(screen.getByTestId('export-period-problem').textContent).toBe(
      'Der Exportzeitraum darf nicht in der Zukunft liegen.',
    );
    expect((screen.getByTestId('export-check-button') as HTMLButtonElement).disabled).toBe(true);
    expect(server.calls('POST', '/api/man/externfibu/datevchecks')).toHaveLength(0);
  });

  it('says when nothing can be exported and keeps the export button off', async () => {
    fakeServer({
      'GET /api/man/externfibu/exportoptions': () => json(options),
      'POST /api/man/externfibu/datevchecks': () =>
        json(checkResult({ documents: 0, rows: 0, periods: [], issues: [], exportable: false })),
    });
    renderDialog();
    setPeriod('2025-03-01', '2025-03-31');
    fireEvent.click(screen.getByTestId('export-check-button'));
    expect((await screen.findByTestId('export-nothing')).textContent).toBe(
      'Es sind keine exportierbaren Belege vorhanden.',
    );
    expect((screen.getByTestId('export-start') as HTMLButtonElement).disabled).toBe(true);
  });

  it('waits while auto jobs run on the stack', async () => {
    fakeServer({
      'GET /api/man/externfibu/exportoptions': () => json(options),
      'POST /api/man/externfibu/datevchecks': () => json(checkResult({ autoJobsRunning: true })),
    });
    renderDialog();
    setPeriod('2025-03-01', '2025-03-31');
    fireEvent.click(screen.getByTestId('export-check-button'));
    expect((await screen.findByTestId('export-auto-jobs')).textContent).toBe(
      'Der Stapel enthält laufende Auto-Jobs, Aktion abgebrochen.',
    );
    expect((screen.getByTestId('export-start') as HTMLButtonElement).disabled).toBe(true);
  });

  it('lists the findings with a link into capture, asks for confirmation above the threshold, and follows the job to its files', async () => {
    let polls = 0;
    const server = fakeServer({
      'GET /api/man/externfibu/exportoptions': () => json(options),
      'POST /api/man/externfibu/datevchecks': () =>
        json(checkResult({ documents: 501, needsConfirmation: true })),
      'POST /api/job/main/startexportjob': () => json({ jobId, documents: 501 }),
      [`GET /api/job/jobs/${jobId}`]: () => {
        polls += 1;
        return json({
          id: jobId,
          kind: 'export.run',
          mandantId,
          state: polls > 1 ? 'finished' : 'in_progress',
          progress: polls > 1 ? 100 : 40,
          progressText: polls > 1 ? 'Fertig' : 'Buchungsstapel 1 von 1',
          errorCode: null,
          errorText: null,
          attempts: 1,
          createdBy: null,
          createdAt: '2025-04-01T00:00:00Z',
          startedAt: null,
          finishedAt: null,
          result: null,
        });
      },
      'GET /api/man/externfibu/state': () =>
        json({
          documents: [],
          resets: [],
          runs: [
            {
              id: '00000000-0000-4000-8000-0000000000e1',
              system: 'DATEV',
              from: '2025-03-01',
              to: '2025-03-31',
              state: 'done',
              documents: 501,
              rows: 501,
              files: [
                {
                  fileName: 'EXTF_Buchungsstapel_DATEV_10001_2025-03.csv',
                  sha256: 'a',
                  size: 1,
                  contentType: 2,
                },
              ],
              jobId,
              error: null,
              createdByName: 'Admin',
              createdAt: '2025-04-01T00:00:00Z',
              finishedAt: '2025-04-01T00:00:01Z',
            },
          ],
        }),
    });
    renderDialog();
    setPeriod('2025-03-01', '2025-03-31');
    fireEvent.click(screen.getByTestId('export-check-button'));
    const link = await screen.findByTestId('export-issue-document');
    expect(link.getAttribute('href')).toBe(
      `#/MainFrame/Unides?mandantId=${mandantId}&stackId=${stackId}&documentId=${documentId}`,
    );
    expect(screen.getByTestId('export-issue').textContent).toContain('Es wird auf "60" Stellen gekürzt.');
    const start = screen.getByTestId('export-start') as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Ja, 501 Belege exportieren'));
    expect(start.disabled).toBe(false);
    fireEvent.click(start);
    expect((await screen.findByTestId('export-files')).textContent).toContain(
      'EXTF_Buchungsstapel_DATEV_10001_2025-03.csv',
    );
    expect(screen.getByTestId('export-files').textContent).toContain(
      'Die Dateien stehen im Download-Manager bereit.',
    );
    const body = await server.calls('POST', '/api/job/main/startexportjob')[0]?.json();
    expect(body).toMatchObject({ mandantId, stackId, from: '2025-03-01', to: '2025-03-31', confirmed: true });
    await waitFor(() => expect(polls).toBeGreaterThan(1));
  });
});
