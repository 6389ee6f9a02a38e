import type { Booking, BookingLine, CreditorMatch, DocumentBookingProposal } from '@belegfluss/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/index.js';
import { fakeServer, json, renderInApp, signedInManager } from '../../test/harness.js';
import { captureBookingSource } from './booking.api.js';
import { BookingEditor } from './BookingEditor.js';

const mandantId = '00000000-0000-4000-8000-0000000000c1';
const documentId = '00000000-0000-4000-8000-0000000000d1';

const line = (overrides: Partial<BookingLine> = {}): BookingLine => ({
  ID: '00000000-0000-4000-8000-0000000000a1',
  POS: 1,
  SPLITNR: 1,
  UKNR: -1,
  GKONTO: '',
  SL_BU: '',
  MWST_SATZ: '19.00',
  NETTO: '100.00',
  MWST: '19.00',
  BRUTTO: '119.00',
  KOST1: '',
  KOST2: '',
  KST: '',
  KTR: '',
  BUTEXT: '',
  BELEGFELD2: '',
  SYS_STRING: Array.from({ length: 10 }, () => ''),
  SYS_DATUM: Array.from({ length: 5 }, () => '1900-01-01'),
  KUERZEL: '',
  FULLNAME: '',
  ERSTELLT: '',
  SOURCE: 'extraction',
  SPLIT: false,
  ...overrides,
});

const unsaved: Booking = {
  documentId,
  saved: false,
  creditor: '70001',
  serviceDate: null,
  dueDate: null,
  skonto: { rate: '', days: null, amount: '' },
  creditNote: false,
  documentGross: '119.00',
  lines: [line()],
  rest: '0.00',
  complete: false,
  updatedAt: null,
  updatedBy: null,
  warnings: [],
};

const proposal: DocumentBookingProposal = {
  creditor: '70001',
  found: true,
  lines: [line({ GKONTO: '4930', BUTEXT: 'Büromaterial', KOST1: '100', SOURCE: 'proposal' })],
};

const match: CreditorMatch = {
  invoice: { name: 'Papier Schulz', vatId: 'DE123456788', iban: 'DE02120300000000202051' },
  creditor: {
    number: '70001',
    name: 'Papier Schulz GmbH',
    iban: 'DE89370400440532013000',
    vatId: '',
    active: true,
  },
  matchedBy: 'vatId',
  ibanDiffers: true,
  draft: null,
};

function serve(saveAnswer: (body: Record<string, unknown>) => Response) {
  return fakeServer({
    'GET /api/cap/CapIndex/GetBooking': () => json(unsaved),
    'GET /api/cap/CapIndex/GetBookingProposal': () => json(proposal),
    'GET /api/cap/CapIndex/GetCreditorMatch': () => json(match),
    'GET /api/man/konten/complete': () => json([]),
    'GET /api/man/settings/getquickbookingkeys': () =>
      json({ keys: [{ key: 'Strg+Alt+1', account: '4910', taxCode: '9', bookingText: 'Porto' }] }),
    'POST /api/cap/CapIndex/SaveBooking': async (request) => saveAnswer(await request.json()),
  });
}

function renderEditor() {
  return renderInApp(
    <BookingEditor
      source={captureBookingSource(mandantId, documentId)}
      readOnly={false}
      currentKuerzel="erfasser"
    />,
    { manager: signedInManager(['UA_CAN_START_UNIDES']) },
  );
}

const lineField = (index: number, label: string) =>
  within(screen.getByTestId(`booking-line-${index}`)).getByLabelText(label) as HTMLInputElement;

beforeAll(async () => {
  await initI18n('de');
});

describe('BookingEditor', () => {
  it('offers the creditor’s last booking as "Vorschlag" and takes it with F8', async () => {
    serve(() => json(unsaved));
    renderEditor();
    expect((await screen.findByTestId('booking-proposal')).textContent).toContain('4930');
    fireEvent.keyDown(screen.getByTestId('booking-editor'), { key: 'F8' });
    await waitFor(() => expect(lineField(0, 'Konto').value).toBe('4930'));
    expect(lineField(0, 'Buchungstext').value).toBe('Büromaterial');
    expect(screen.getByTestId('booking-source-0').textContent).toBe('Vorschlag');
    expect(screen.getByTestId('booking-complete').textContent).toBe('Ungespeicherte Änderungen');
  });

  it('keeps the field being typed in when the first keystroke turns the stored booking into a draft', async () => {
    serve(() => json(unsaved));
    renderEditor();
    await screen.findByTestId('booking-line-0');
    const account = lineField(0, 'Konto');
    account.focus();
    fireEvent.change(account, { target: { value: '4' } });
    // The same element, still focused: further keystrokes land in it (a new row would lose them).
    expect(lineField(0, 'Konto')).toBe(account);
    expect(document.activeElement).toBe(account);
    fireEvent.change(account, { target: { value: '4930' } });
    expect(lineField(0, 'Konto').value).toBe('4930');
  });

  it('keeps the rest live while amounts change and lines come and go by keyboard', async () => {
    serve(() => json(unsaved));
    renderEditor();
    await screen.findByTestId('booking-line-0');
    fireEvent.change(lineField(0, 'Brutto'), { target: { value: '100,00' } });
    expect(screen.getByTestId('booking-rest').textContent).toMatch(/Rest: 19,00/);
    expect(lineField(0, 'Netto').value).toBe('84,03');
    fireEvent.keyDown(screen.getByTestId('booking-editor'), { key: 'n', altKey: true });
    expect(await screen.findByTestId('booking-line-1')).toBeTruthy();
    expect(lineField(1, 'Brutto').value).toBe('19,00');
    expect(screen.getByTestId('booking-rest').textContent).toMatch(/Rest: 0,00/);
    fireEvent.focus(lineField(1, 'Brutto'));
    fireEvent.keyDown(screen.getByTestId('booking-editor'), { key: 'Delete', altKey: true });
    await waitFor(() => expect(screen.queryByTestId('booking-line-1')).toBeNull());
    expect(screen.getByTestId('booking-rest').textContent).toMatch(/Rest: 19,00/);
  });

  it('puts a quick-booking key’s account, tax key and text on the current line (setting quickBookingKeys)', async () => {
    serve(() => json(unsaved));
    renderEditor();
    await screen.findByTestId('booking-line-0');
    fireEvent.focus(lineField(0, 'Brutto'));
    fireEvent.keyDown(screen.getByTestId('booking-editor'), { key: '1', ctrlKey: true, altKey: true });
    await waitFor(() => expect(lineField(0, 'Konto').value).toBe('4910'));
    expect(lineField(0, 'BU').value).toBe('9');
    expect(lineField(0, 'Buchungstext').value).toBe('Porto');
  });

  it('shows each refusal of the server in German on its field', async () => {
    const server = serve(() =>
      json(
        {
          error: {
            code: 'booking.unknown_account',
            message: 'Das Konto ist unbekannt.',
            fields: [
              {
                path: 'body.lines.0.GKONTO',
                issue: 'booking.unknown_account',
                message: 'Das Konto ist unbekannt.',
              },
            ],
          },
        },
        400,
      ),
    );
    renderEditor();
    await screen.findByTestId('booking-line-0');
    fireEvent.change(lineField(0, 'Konto'), { target: { value: '9999' } });
    fireEvent.keyDown(screen.getByTestId('booking-editor'), { key: 's', ctrlKey: true });
    await waitFor(() => expect(server.calls('POST', '/api/cap/CapIndex/SaveBooking')).toHaveLength(1));
    const sent = await server.calls('POST', '/api/cap/CapIndex/SaveBooking')[0]?.json();
    expect(sent).toMatchObject({
      mandantId,
      documentId,
      creditor: '70001',
      lines: [{ GKONTO: '9999', BRUTTO: '119.00' }],
    });
    const row = screen.getByTestId('booking-line-0');
    expect(await within(row).findByText('Das Konto ist unbekannt.')).toBeTruthy();
  });

  it('warns in German when the invoice’s IBAN differs from the creditor’s stored one', async () => {
    serve(() => json(unsaved));
    renderEditor();
    const warning = await screen.findByTestId('iban-warning');
    expect(warning.textContent).toContain('abweichende Bankverbindung');
    expect(warning.textContent).toContain('DE02 1203 0000 0000 2020 51');
    expect(screen.getByTestId('booking-creditor-match').textContent).toContain('Papier Schulz GmbH');
  });
});
