import { MantineProvider } from '@mantine/core';
import type { CaptureJob, UploadResult } from '@belegfluss/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, setLanguage } from '../../../i18n/index.js';
import * as api from '../capture.api.js';
import { UploadZone } from './UploadZone.js';

const stackId = '00000000-0000-4000-8000-00000000000a';
const intakeId = '00000000-0000-4000-8000-00000000000b';

function stackJob(state: CaptureJob['state'], onStack: string): CaptureJob {
  return {
    id: crypto.randomUUID(),
    kind: 'capture.ocr',
    serverType: 'OCR',
    addressee: 'Belege',
    mandantId: 'm-1',
    stackId: onStack,
    state,
    progress: 0,
    progressText: null,
    errorCode: null,
    errorText: null,
    creator: null,
    createdBy: null,
    createdAt: '2026-03-05T10:00:00.000Z',
    finishedAt: null,
    pickedUp: false,
    auto: true,
    result: null,
  };
}

const accepted = (fileName: string, routedTo?: { stackId: string; stackName: string }) => ({
  fileName,
  accepted: true,
  detectedType: 'pdf',
  sha256: 'a'.repeat(64),
  jobId: crypto.randomUUID(),
  error: null,
  ...(routedTo ? { routedTo } : {}),
});

function renderZone() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <UploadZone mandantId="m-1" stackId={stackId} onUploaded={() => undefined} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return client;
}

async function drop(result: UploadResult) {
  vi.spyOn(api, 'uploadFiles').mockResolvedValue(result);
  fireEvent.change(screen.getByTestId('upload-input'), {
    target: { files: [new File(['%PDF-1.7'], 'beleg.pdf', { type: 'application/pdf' })] },
  });
}

beforeAll(async () => {
  await initI18n();
  await setLanguage('de');
});
afterEach(() => vi.restoreAllMocks());

describe('upload zone', () => {
  it('says "Verarbeitung läuft" only while jobs run on the stack, and that processing ended after', async () => {
    const jobs = vi.spyOn(api.captureApi, 'jobs').mockResolvedValue([stackJob('in_progress', stackId)]);
    const client = renderZone();
    await drop({ folderId: null, files: [accepted('beleg.pdf')] });
    expect((await screen.findByText(/Verarbeitung läuft/)).textContent).toBe(
      '1 Datei(en) übernommen, Verarbeitung läuft.',
    );
    jobs.mockResolvedValue([stackJob('finished', stackId), stackJob('in_progress', intakeId)]);
    await client.invalidateQueries({ queryKey: ['capture', 'jobs'] });
    expect((await screen.findByTestId('upload-accepted')).textContent).toBe(
      '1 Datei(en) übernommen und verarbeitet.',
    );
  });

  it('names the e-invoice stack an XML file was put into', async () => {
    vi.spyOn(api.captureApi, 'jobs').mockResolvedValue([]);
    renderZone();
    await drop({
      folderId: null,
      files: [accepted('rechnung.xml', { stackId: intakeId, stackName: 'E-Rechnung' })],
    });
    expect((await screen.findByTestId('upload-routed')).textContent).toBe(
      'rechnung.xml: in den E-Rechnungsstapel „E-Rechnung“ gelegt.',
    );
  });
});
