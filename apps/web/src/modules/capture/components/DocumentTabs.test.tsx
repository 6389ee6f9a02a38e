import { MantineProvider } from '@mantine/core';
import type { DocumentDetail } from '@belegfluss/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, setLanguage } from '../../../i18n/index.js';
import { documentDetail } from '../../../test/document-detail.js';
import { DocumentTabs } from './DocumentTabs.js';

vi.mock('../../einvoice/index.js', () => ({
  EInvoicePanel: () => <div data-testid="einvoice-panel">E-Rechnung</div>,
}));
// pdf.js needs browser APIs jsdom lacks; a document without pages never shows it.
vi.mock('./PdfPageView.js', () => ({ PdfPageView: () => null }));

const xmlOnly = documentDetail({ title: 'rechnung.xml', kind: 'einvoice', status: 'flawed' });

function Tabs({ document }: { document: DocumentDetail }) {
  const [tab, setTab] = useState('pdf');
  return (
    <DocumentTabs
      mandantId={document.mandantId}
      document={document}
      definitions={[]}
      pdf={null}
      pdfError={null}
      pageIndex={0}
      tab={tab}
      onTab={setTab}
      zoomMode="fullWidth"
      highlightSources
      onZoomMode={() => undefined}
      activeField={null}
      selectMode={false}
      onSelectMode={() => undefined}
      onSelectRect={() => undefined}
      lastSelection={null}
      readOnly={false}
      currentKuerzel="erfasser"
    />
  );
}

function renderTabs(document: DocumentDetail) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <Tabs document={document} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n();
  await setLanguage('de');
});

describe('document tabs of an XML-only e-invoice', () => {
  it('open on the E-Rechnung tab, inside a box that scrolls instead of widening the viewer', async () => {
    renderTabs(xmlOnly);
    expect(await screen.findByTestId('einvoice-panel')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'E-Rechnung' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('einvoice-scroll').style.overflow).toBe('auto');
  });

  it('show a neutral hint on the PDF tab, no red error', async () => {
    renderTabs(xmlOnly);
    await screen.findByTestId('einvoice-panel');
    fireEvent.click(screen.getByRole('tab', { name: 'PDF' }));
    const hint = await screen.findByTestId('no-pdf-hint');
    expect(hint.textContent).toBe('Dieser Beleg hat keine PDF-Ansicht (reine XML-E-Rechnung).');
    expect(screen.queryByText('Die Seite wurde nicht gefunden.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
