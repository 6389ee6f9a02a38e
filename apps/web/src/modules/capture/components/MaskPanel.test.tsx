import {
  settingDefinitions,
  settingKeys,
  type DocumentDetail,
  type IndexFieldName,
  type IndexValue,
  type PersonalAccount,
} from '@belegfluss/shared';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, setLanguage } from '../../../i18n/index.js';
import { configureApiClient } from '../../../kernel/api-client.js';
import { signedInManager } from '../../../test/harness.js';
import { captureApi, type FieldDefinition } from '../capture.api.js';
import { MaskPanel } from './MaskPanel.js';

/** The mask panel follows the Mandant's `invoiceCheckOnInput` and the user's `correctionMode`. */
const mandantId = '00000000-0000-4000-8000-0000000000c1';
const definitions: FieldDefinition[] = [
  { field: 'Konto', kind: 'text', required: false, active: true },
  { field: 'Kennung', kind: 'text', required: true, active: true },
  { field: 'Belegdatum', kind: 'date', required: true, active: true },
  { field: 'UStId', kind: 'vatId', required: false, active: true },
];
const value = (field: IndexFieldName, text: string): IndexValue => ({
  field,
  value: text,
  pageId: null,
  area: null,
  source: 'manual',
  valid: true,
});
const document = {
  id: '00000000-0000-4000-8000-0000000000d1',
  mandantId,
  status: 'flawed',
  updatedAt: '2026-03-05T10:00:00Z',
  index: [value('Konto', '70001'), value('Kennung', 'RE-2024-17'), value('UStId', 'DE136695976')],
  missingRequiredFields: ['Belegdatum'],
} as unknown as DocumentDetail;
const values = { Konto: '70001', Kennung: 'RE-2024-17', UStId: 'DE136695976' };
const creditor = {
  number: 70001,
  invoiceNumberPattern: 'MW-####',
  vatId: 'DE811569869',
} as PersonalAccount;

/** Settings as the server answers them: the given values, else the defaults. */
function serveSettings(settings: Record<string, unknown>) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = input instanceof Request ? input.url : String(input);
    const call = /\/api\/man\/(?:settings|user)\/get(\w+)/.exec(url)?.[1];
    const key = settingKeys.find((candidate) => settingDefinitions[candidate].call === call);
    const body = key ? (settings[key] ?? settingDefinitions[key].defaultValue) : [];
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
}

function renderPanel(settings: Record<string, unknown>) {
  serveSettings(settings);
  const manager = signedInManager(['erfasser']);
  configureApiClient({ getToken: (audience) => manager.getToken(audience), onError: () => undefined });
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MaskPanel
          document={document}
          definitions={definitions}
          values={values}
          activeField={null}
          dirty={false}
          readOnly={false}
          saving={false}
          unsavedMode="always_ask"
          tabOrder={[]}
          onActivate={() => undefined}
          onChange={() => undefined}
          onSave={() => undefined}
          onUnsavedMode={() => undefined}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const input = (field: IndexFieldName) =>
  screen.getByTestId('capture-mask').querySelector<HTMLInputElement>(`input[data-field="${field}"]`)!;

beforeAll(async () => {
  await initI18n();
  await setLanguage('de');
});
afterEach(() => vi.restoreAllMocks());

describe('mask panel: invoiceCheckOnInput', () => {
  it('with the number checks on and the VAT ID check off: a captured number and a number off the pattern', async () => {
    const check = vi.spyOn(captureApi, 'invoiceNumberCheck').mockResolvedValue({
      exists: true,
      documents: [{ id: 'd-0', title: 'alt.pdf', stackName: 'Eingang', archived: false }],
    });
    vi.spyOn(captureApi, 'creditorByNumber').mockResolvedValue(creditor);
    renderPanel({
      invoiceCheckOnInput: { duplicateInvoiceNumber: true, invoiceNumberPattern: true, vatId: false },
    });
    const note = await screen.findByTestId('mask-note-Kennung');
    await waitFor(() => expect(note.textContent).toContain('MW-####'));
    expect(note.textContent).toContain('Rechnungsnummer bereits erfasst: alt.pdf (Eingang)');
    expect(check).toHaveBeenCalledWith(mandantId, 'RE-2024-17', document.id, '70001');
    expect(screen.queryByTestId('mask-note-UStId')).toBeNull();
  });

  it('with only the VAT ID check on: the differing VAT ID, no number check', async () => {
    const check = vi.spyOn(captureApi, 'invoiceNumberCheck');
    vi.spyOn(captureApi, 'creditorByNumber').mockResolvedValue(creditor);
    renderPanel({
      invoiceCheckOnInput: { duplicateInvoiceNumber: false, invoiceNumberPattern: false, vatId: true },
    });
    expect((await screen.findByTestId('mask-note-UStId')).textContent).toBe(
      'Die USt-IdNr. weicht vom Kreditor 70001 ab (gespeichert: DE811569869).',
    );
    expect(screen.queryByTestId('mask-note-Kennung')).toBeNull();
    expect(check).not.toHaveBeenCalled();
  });
});

describe('mask panel: correctionMode', () => {
  it('opens the document on its first field to correct when the user switched correction mode on', async () => {
    renderPanel({ correctionMode: { enabled: true } });
    await waitFor(() => expect(window.document.activeElement).toBe(input('Belegdatum')));
  });
});
