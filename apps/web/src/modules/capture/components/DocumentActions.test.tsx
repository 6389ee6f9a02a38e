import type { DocumentDetail } from '@belegfluss/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/index.js';
import { documentDetail } from '../../../test/document-detail.js';
import { fakeServer, json, renderInApp, signedInManager } from '../../../test/harness.js';
import { DocumentActions } from './DocumentActions.js';

beforeAll(async () => {
  await initI18n('de');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const invoice = documentDetail({
  title: 'scan_0042.pdf',
  index: [
    { field: 'Kennung', value: 'RE-2026/17' },
    { field: 'Kreditor', value: 'Krause KG' },
  ] as DocumentDetail['index'],
});

describe('downloading the open document', () => {
  it('names the PDF by the user’s saveAs pattern', async () => {
    const server = fakeServer({
      'GET /api/man/settings/getsaveas': () => json({ fileNamePattern: '{Kreditor} {Belegnummer}' }),
      'GET /api/cap/CapDocViewer/GetDocumentAsPdf': () =>
        new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:download', revokeObjectURL: () => undefined }),
    );
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const { queryClient } = renderInApp(
      <DocumentActions
        mandantId={invoice.mandantId}
        stackId={invoice.stackId}
        document={invoice}
        pageIndex={0}
        selectedPageIds={[]}
        readOnly={false}
        userId={null}
        nextDocumentId={null}
        documents={[]}
        selectedDocumentIds={[]}
        run={async (work) => (await work(), true)}
        onDocumentGone={() => undefined}
        onOpenDocument={() => undefined}
      />,
      { manager: signedInManager(['Erfasser']) },
    );
    // The pattern arrives from the server; until then the default would name the file.
    await waitFor(() => expect(server.calls('GET', '/api/man/settings/getsaveas')).toHaveLength(1));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    fireEvent.click(screen.getByRole('button', { name: 'PDF herunterladen' }));
    await waitFor(() => expect(downloads).toEqual(['Krause KG RE-2026_17.pdf']));
  });
});
