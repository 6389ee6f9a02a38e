import {
  settingDefinitions,
  settingKeys,
  type DocumentDetail,
  type DocumentNode,
  type IndexValue,
  type Stack,
} from '@belegfluss/shared';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, setLanguage } from '../../i18n/index.js';
import { configureApiClient } from '../../kernel/api-client.js';
import { signedInManager } from '../../test/harness.js';
import { documentDetail } from '../../test/document-detail.js';
import { MessageBoxProvider } from '../../ui/message-box/MessageBoxProvider.js';
import { SessionProvider } from '../auth/SessionContext.js';
import { captureApi, type FieldDefinition } from './capture.api.js';
import { CapturePage } from './CapturePage.js';

vi.mock('../einvoice/index.js', () => ({ EInvoicePanel: () => <div data-testid="einvoice-panel" /> }));
// pdf.js needs browser APIs jsdom lacks; these documents have no pages to show.
vi.mock('./components/PdfPageView.js', () => ({ PdfPageView: () => null, loadPdf: vi.fn() }));

const mandantId = '00000000-0000-4000-8000-0000000000c1';
const stackId = '00000000-0000-4000-8000-0000000000e1';
const folderId = '00000000-0000-4000-8000-0000000000f1';
const documentId = '00000000-0000-4000-8000-0000000000d1';
const at = '2026-03-05T10:00:00.000Z';

const stack: Stack = {
  id: stackId,
  mandantId,
  name: 'Belege',
  type: 'standard',
  captureMask: 'Standard',
  description: '',
  reserved: false,
  autoJobs: [],
  sortField: 'CREATION_DATE',
  sortAscending: true,
  documentCount: 1,
  createdAt: at,
  updatedAt: at,
};

const definitions: FieldDefinition[] = [
  { field: 'Kennung', kind: 'text', required: true, active: true },
  { field: 'Belegdatum', kind: 'date', required: true, active: true },
  { field: 'Betrag', kind: 'amount', required: true, active: true },
];

const extracted = (field: IndexValue['field'], value: string): IndexValue => ({
  field,
  value,
  pageId: null,
  area: null,
  source: 'extraction',
  valid: true,
});

function detail(changes: Partial<DocumentDetail> = {}): DocumentDetail {
  return documentDetail({
    index: [
      extracted('Kennung', 'RE-2013-7'),
      extracted('Belegdatum', '2013-03-05'),
      extracted('Betrag', '1234.56'),
    ],
    ...changes,
  });
}

function node(document: DocumentDetail): DocumentNode {
  return {
    id: document.id,
    folderId,
    position: 1,
    title: document.title,
    kind: document.kind,
    status: document.status,
    flags: document.flags,
    checkedOutBy: null,
    inquiryOpen: false,
    belegdatum: null,
    betrag: null,
    pageCount: 0,
    pages: [],
    createdAt: at,
    updatedAt: document.updatedAt,
  };
}

/**
 * The user's settings as the server would answer them: the given values, else the defaults. Other
 * calls go on to the real fetch (which fails in jsdom, as before).
 */
const realFetch = globalThis.fetch.bind(globalThis);
function serveSettings(values: Record<string, unknown>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const call = /\/api\/man\/(?:settings|user)\/get(\w+)/.exec(url)?.[1];
    const key = settingKeys.find((candidate) => settingDefinitions[candidate].call === call);
    if (!key) return realFetch(input, init);
    return new Response(JSON.stringify(values[key] ?? settingDefinitions[key].defaultValue), {
      headers: { 'content-type': 'application/json' },
    });
  });
}

/** The capture screen with one stack holding its documents, the first opened; settings as given. */
async function openDocument(
  document: DocumentDetail,
  settings: Record<string, unknown> = {},
  others: DocumentDetail[] = [],
) {
  serveSettings(settings);
  vi.spyOn(captureApi, 'me').mockResolvedValue({
    userId: '00000000-0000-4000-8000-000000000001',
    kuerzel: 'erfasser',
    fullName: 'Erika Erfasser',
    isAdmin: false,
    language: 'de',
    startModule: 1,
    rights: [],
    mandanten: [{ id: mandantId, mandnr: 10001, betriebnr: 1, name: 'Muster GmbH', fibu: '' }],
  } as Awaited<ReturnType<typeof captureApi.me>>);
  vi.spyOn(captureApi, 'listStacks').mockResolvedValue([stack]);
  vi.spyOn(captureApi, 'readStack').mockResolvedValue({
    stack,
    folders: [{ id: folderId, name: 'Eingang', position: 1, documents: [document, ...others].map(node) }],
  });
  vi.spyOn(captureApi, 'fieldDefinitions').mockResolvedValue(definitions);
  vi.spyOn(captureApi, 'jobCtrl').mockResolvedValue({
    showJobList: true,
    refreshSeconds: 5,
    hidePickedUp: true,
    startAutoJobs: true,
  });
  vi.spyOn(captureApi, 'jobs').mockResolvedValue([]);
  vi.spyOn(captureApi, 'testJobServer').mockResolvedValue({ ok: true });
  vi.spyOn(captureApi, 'document').mockImplementation(
    async (_mandantId, id) => [document, ...others].find((candidate) => candidate.id === id) ?? document,
  );
  // The unsaved-changes guard blocks navigation, which needs a data router.
  const router = createMemoryRouter([{ path: '/', element: <CapturePage /> }]);
  const manager = signedInManager(['erfasser']);
  configureApiClient({ getToken: (audience) => manager.getToken(audience), onError: () => undefined });
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SessionProvider manager={manager}>
          <MessageBoxProvider>
            <RouterProvider router={router} />
          </MessageBoxProvider>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  fireEvent.click(await screen.findByText('Belege'));
  fireEvent.click((await screen.findAllByTestId('document-node'))[0] as HTMLElement);
  return screen.findByTestId('capture-mask');
}

const field = (mask: HTMLElement, name: string) =>
  mask.querySelector(`input[data-field="${name}"]`) as HTMLInputElement;
const type = (mask: HTMLElement, name: string, value: string) =>
  fireEvent.change(field(mask, name), { target: { value } });
const pressCtrlS = () => fireEvent.keyDown(window, { key: 's', ctrlKey: true });

/** The whole screen renders; on a busy machine that takes seconds. */
const SCREEN_TEST_MS = 60_000;

beforeAll(async () => initI18n());
afterEach(() => vi.restoreAllMocks());
afterAll(async () => setLanguage('de'));

describe('capture page: saving the mask', () => {
  it(
    'Ctrl+S sends nothing while the mask shows unreadable values, and says which fields',
    async () => {
      await setLanguage('de');
      const save = vi.spyOn(captureApi, 'saveIndex');
      const mask = await openDocument(detail());
      await waitFor(() => expect(field(mask, 'Belegdatum').value).toBe('05.03.2013'));
      type(mask, 'Kennung', '');
      type(mask, 'Belegdatum', '31.02.2024');
      type(mask, 'Betrag', 'abc');
      pressCtrlS();
      expect((await screen.findByTestId('capture-message')).textContent).toContain(
        'Nicht gespeichert: ungültige Werte in Belegdatum, Betrag (brutto). Bitte korrigieren.',
      );
      expect(within(mask).getByText('Bitte ein Datum als TT.MM.JJJJ oder JJJJ-MM-TT eingeben.')).toBeTruthy();
      expect(save).not.toHaveBeenCalled();
    },
    SCREEN_TEST_MS,
  );

  it(
    'sends ISO dates and decimal amounts when the UI is English, and says a save with a required field emptied leaves the document flawed',
    async () => {
      await setLanguage('en');
      const save = vi
        .spyOn(captureApi, 'saveIndex')
        .mockResolvedValue(detail({ status: 'flawed', missingRequiredFields: ['Kennung'] }));
      const mask = await openDocument(detail());
      await waitFor(() => expect(field(mask, 'Belegdatum').value).toBe('05/03/2013'));
      expect(field(mask, 'Betrag').value).toBe('1,234.56');
      expect(within(mask).queryByText(/Please enter/)).toBeNull();
      type(mask, 'Kennung', '');
      type(mask, 'Belegdatum', '06/03/2013');
      pressCtrlS();
      await waitFor(() => expect(save).toHaveBeenCalled());
      expect(save).toHaveBeenCalledWith(mandantId, documentId, [
        { field: 'Kennung', value: '' },
        { field: 'Belegdatum', value: '2013-03-06' },
        { field: 'Betrag', value: '1234.56' },
      ]);
      expect((await screen.findByTestId('capture-message')).textContent).toContain(
        'Saved. The document stays flawed; required fields are missing: Invoice number',
      );
    },
    SCREEN_TEST_MS,
  );
});

describe('capture page: an XML-only e-invoice', () => {
  it(
    'loads no PDF and opens on the E-Rechnung tab',
    async () => {
      await setLanguage('de');
      const fetchSpy = vi.spyOn(globalThis, 'fetch');
      await openDocument(detail({ kind: 'einvoice', title: 'rechnung.xml' }));
      expect(await screen.findByTestId('einvoice-panel')).toBeTruthy();
      expect(screen.queryByText('Die Seite wurde nicht gefunden.')).toBeNull();
      expect(fetchSpy.mock.calls.some(([url]) => String(url).includes('StreamDocItem'))).toBe(false);
    },
    SCREEN_TEST_MS,
  );
});

describe('capture page: the user settings it follows', () => {
  const second = () => detail({ id: '00000000-0000-4000-8000-0000000000d2', title: 'zweite.pdf', index: [] });
  // The label names the input and its option list.
  const unsavedChoice = () =>
    screen
      .getAllByLabelText('Bei ungespeicherten Änderungen')
      .find((element) => element instanceof HTMLInputElement) as HTMLInputElement;

  it(
    'autosave "Immer speichern": leaving a changed document saves it, without asking',
    async () => {
      await setLanguage('de');
      const save = vi.spyOn(captureApi, 'saveIndex').mockResolvedValue(detail());
      const mask = await openDocument(detail(), { autosave: { mode: 'IMMER_SPEICHERN' } }, [second()]);
      await waitFor(() => expect(unsavedChoice().value).toBe('Immer speichern'));
      type(mask, 'Kennung', 'RE-2013-8');
      fireEvent.click((await screen.findAllByTestId('document-node'))[1] as HTMLElement);
      await waitFor(() =>
        expect(save).toHaveBeenCalledWith(
          mandantId,
          documentId,
          expect.arrayContaining([{ field: 'Kennung', value: 'RE-2013-8' }]),
        ),
      );
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    SCREEN_TEST_MS,
  );

  it(
    'the key assignment decides which key saves: F2 bound to "Speichern" saves, Ctrl+S no longer does',
    async () => {
      await setLanguage('de');
      const save = vi.spyOn(captureApi, 'saveIndex').mockResolvedValue(detail());
      const mask = await openDocument(detail(), {
        hotkeys: { bindings: [{ action: 'SPEICHERN', keys: 'F2' }] },
      });
      await waitFor(() => expect(field(mask, 'Kennung').value).toBe('RE-2013-7'));
      type(mask, 'Kennung', 'RE-2013-9');
      await waitFor(() => {
        fireEvent.keyDown(window, { key: 'F2' });
        expect(save).toHaveBeenCalled();
      });
      const saves = save.mock.calls.length;
      pressCtrlS();
      expect(save).toHaveBeenCalledTimes(saves);
    },
    SCREEN_TEST_MS,
  );

  it(
    'opens on the tab of the standard view and shows no thumbnails when they are switched off',
    async () => {
      await setLanguage('de');
      await openDocument(detail(), {
        standardView: { view: 'INDEXDATEN', size: 'EINPASSEN' },
        thumbMode: { mode: 'AUS' },
      });
      await waitFor(() =>
        expect(screen.getByRole('tab', { name: 'Indexdaten' }).getAttribute('aria-selected')).toBe('true'),
      );
      await waitFor(() => expect(screen.queryByTestId('thumbnails')).toBeNull());
    },
    SCREEN_TEST_MS,
  );
});

describe("capture page: the Mandant's additional fields", () => {
  const additionalFields = {
    fields: [
      { name: 'Projekt', label: 'Projektnummer', type: 'TEXT', maxLength: 8 },
      { name: 'Termin', label: 'Liefertermin', type: 'DATUM', maxLength: 10 },
    ],
  };
  const additional = (mask: HTMLElement, name: string) =>
    mask.querySelector(`input[data-additional="${name}"]`) as HTMLInputElement;

  it(
    'shows the fields the setting defines with their stored values and saves them with the mask',
    async () => {
      await setLanguage('de');
      const save = vi.spyOn(captureApi, 'saveIndex').mockResolvedValue(detail());
      const mask = await openDocument(
        detail({
          additional: [
            { name: 'Projekt', value: 'P-17' },
            { name: 'Termin', value: '2026-03-31' },
          ],
        }),
        { additionalFields },
      );
      await waitFor(() => expect(additional(mask, 'Termin').value).toBe('31.03.2026'));
      expect(within(mask).getByLabelText('Projektnummer')).toBe(additional(mask, 'Projekt'));
      expect(additional(mask, 'Projekt').maxLength).toBe(8);
      fireEvent.change(additional(mask, 'Projekt'), { target: { value: 'P-18' } });
      pressCtrlS();
      await waitFor(() =>
        expect(save).toHaveBeenCalledWith(mandantId, documentId, expect.any(Array), [
          { name: 'Projekt', value: 'P-18' },
          { name: 'Termin', value: '2026-03-31' },
        ]),
      );
    },
    SCREEN_TEST_MS,
  );
});
