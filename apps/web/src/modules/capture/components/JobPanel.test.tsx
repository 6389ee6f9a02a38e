import { MantineProvider } from '@mantine/core';
import type { CaptureJob } from '@belegfluss/shared';
import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, setLanguage } from '../../../i18n/index.js';
import { JobPanel } from './JobPanel.js';

function job(kind: string, serverType: string): CaptureJob {
  return {
    id: crypto.randomUUID(),
    kind,
    serverType,
    addressee: 'Belege',
    mandantId: null,
    stackId: null,
    state: 'finished',
    progress: 100,
    progressText: null,
    errorCode: null,
    errorText: null,
    creator: 'Erika Erfasser',
    createdBy: null,
    createdAt: '2026-03-05T10:00:00.000Z',
    finishedAt: null,
    pickedUp: false,
    auto: true,
    result: null,
  };
}

const jobs = [
  job('capture.extraction', 'Datenextraktion'),
  job('capture.archive', 'Archivierung'),
  job('einvoice.validate', 'E-Rechnung prüfen'),
];

function renderPanel() {
  return render(
    <MantineProvider>
      <JobPanel mandantId="m-1" jobs={jobs} onChanged={() => undefined} />
    </MantineProvider>,
  );
}

beforeAll(async () => initI18n());
afterAll(async () => setLanguage('de'));

describe('job panel', () => {
  it('names capture job types in English instead of the server’s German', async () => {
    await setLanguage('en');
    renderPanel();
    const types = screen.getAllByTestId('job-row').map((row) => row.querySelector('td')?.textContent);
    expect(types).toEqual(['Data extraction', 'Archiving', 'E-Rechnung prüfen']);
  });

  it('names them in Russian too', async () => {
    await setLanguage('ru');
    renderPanel();
    const types = screen.getAllByTestId('job-row').map((row) => row.querySelector('td')?.textContent);
    expect(types).toEqual(['Извлечение данных', 'Архивирование', 'E-Rechnung prüfen']);
  });
});
