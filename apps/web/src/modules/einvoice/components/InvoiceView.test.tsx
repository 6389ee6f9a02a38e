import { MantineProvider } from '@mantine/core';
import { SAMPLE_VIEW } from '@belegfluss/shared/testing/einvoice-sample-view';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, setLanguage } from '../../../i18n/index.js';
import { InvoiceView } from './InvoiceView.js';
import { ReadableInvoiceView } from './ReadableInvoiceView.js';

beforeAll(async () => {
  await initI18n('de');
});

const renderView = () =>
  render(
    <MantineProvider>
      <InvoiceView invoice={SAMPLE_VIEW} />
    </MantineProvider>,
  );

describe('InvoiceView', () => {
  it('renders business terms with German labels and exact German amounts', () => {
    renderView();
    expect(screen.getByText('Rechnungsnummer (BT-1)')).toBeTruthy();
    expect(screen.getByText('Verkäufer (BG-4)')).toBeTruthy();
    expect(screen.getByText('Bäckerei Sonnenschein GmbH')).toBeTruthy();
    expect(screen.getByTestId('einvoice-payable').textContent).toBe('1.469,06 EUR');
    expect(screen.getAllByText('1.234,50 EUR')).toHaveLength(2);
    expect(screen.getByTestId('einvoice-vat').textContent).toContain('234,56');
  });

  it('shows the header, party and payment terms the model holds (BT-8, BT-33, BT-82, BT-88, buyer BT-44…)', () => {
    renderView();
    for (const [label, value] of [
      ['Code des Steuerzeitpunkts (BT-8)', '35'],
      ['Weitere rechtliche Informationen (BT-33)', 'Geschäftsführerin Paula Peters'],
      ['Zahlungsmittel (Text) (BT-82)', 'SEPA-Überweisung'],
      ['Karteninhaber (BT-88)', 'P. Peters'],
      ['Name (BT-44)', 'Bäckerei Sonnenschein GmbH'],
      ['Umsatzsteuer-ID (BT-63)', 'DE987654321'],
      ['Name (BT-59)', 'Factoring Nord AG'],
    ]) {
      const row = screen.getByText(label!).closest('tr') as HTMLElement;
      expect(within(row).getByText(value!)).toBeTruthy();
    }
    expect(
      screen.getByText('Lieferung gemäß Rahmenvertrag (Betreff der Bemerkung (BT-21): AAI)'),
    ).toBeTruthy();
  });

  it('shows every line term: BT-128, BT-133, BT-147–BT-150, BT-158, BT-159, line allowances and sub lines', () => {
    renderView();
    const line = screen.getByTestId('einvoice-line');
    for (const text of [
      'Objektkennung der Position (BT-128): Zähler 7 (AUN)',
      'Buchungsreferenz der Position (BT-133): KST 100',
      'Bruttopreis (BT-148): 55,00 EUR',
      'Preisnachlass (BT-147): 5,00 EUR',
      'Artikelklassifizierung (BT-158): 82055100 (STI)',
      'Herkunftsland (BT-159): DE',
      'Bestellposition (BT-132): 3',
      'Nachlass auf die Position (BG-27): 2,00 EUR · Grundbetrag 100,00 EUR · 2 % · Mengenrabatt (95)',
    ])
      expect(within(line).getByText(text)).toBeTruthy();
    expect(line.textContent).toContain('50,00 / 2 H87');
    expect(screen.getByTestId('einvoice-sub-line').textContent).toContain('Hobelmesser');
  });

  it('shows the document allowances with base amount, percentage and reason code, and third-party payments', () => {
    renderView();
    const allowances = screen.getByTestId('einvoice-allowances');
    expect(allowances.textContent).toContain('Grundbetrag (BT-93/BT-100)');
    expect(allowances.textContent).toContain('100,00');
    expect(allowances.textContent).toContain('10 %');
    expect(allowances.textContent).toContain('Rabatt (Grundcode (BT-98/BT-105): 95)');
    expect(screen.getByText('G-1 · 5,00 EUR')).toBeTruthy();
    expect(screen.getByText(/stunden\.pdf \(application\/pdf\)/)).toBeTruthy();
  });
});

describe('ReadableInvoiceView', () => {
  it('shows the invoice as a reader sees it, in the UI language, and opens attached files', async () => {
    const opened: number[] = [];
    const readable = render(
      <MantineProvider>
        <ReadableInvoiceView
          invoice={SAMPLE_VIEW}
          onOpenAttachment={async (attachment) => {
            opened.push(attachment.index);
          }}
        />
      </MantineProvider>,
    );
    expect(screen.getByText(`Rechnung ${SAMPLE_VIEW.number}`)).toBeTruthy();
    expect(screen.getByTestId('einvoice-readable-payable').textContent).toBe('1.469,06 €');
    expect(
      within(screen.getByTestId('einvoice-readable-seller')).getByText('Mehlwerk Regensburg GmbH'),
    ).toBeTruthy();
    expect(within(screen.getByTestId('einvoice-readable-overview')).getByText('Rechnung (380)')).toBeTruthy();
    expect(screen.getByTestId('einvoice-readable-table-lines').querySelectorAll('tbody tr')).toHaveLength(
      SAMPLE_VIEW.lines.length,
    );
    within(screen.getByTestId('einvoice-attachment')).getByRole('button', { name: 'Öffnen' }).click();
    expect(opened).toEqual([0]);
    readable.unmount();
    await setLanguage('ru');
    render(
      <MantineProvider>
        <ReadableInvoiceView invoice={SAMPLE_VIEW} />
      </MantineProvider>,
    );
    expect(screen.getByText(`Счёт ${SAMPLE_VIEW.number}`)).toBeTruthy();
    expect(within(screen.getByTestId('einvoice-readable-vat')).getByText('Категория')).toBeTruthy();
    await setLanguage('de');
  });
});
