import { MantineProvider } from '@mantine/core';
import type { EInvoiceView } from '@belegfluss/shared';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, setLanguage } from '../../../i18n/index.js';
import { InvoiceView } from './InvoiceView.js';
import { ReadableInvoiceView } from './ReadableInvoiceView.js';

const address = {
  line1: 'Mühlenweg 3',
  line2: null,
  line3: null,
  postCode: '93047',
  city: 'Regensburg',
  subdivision: null,
  country: 'DE',
};
const seller: EInvoiceView['seller'] = {
  name: 'Mehlwerk Regensburg GmbH',
  tradingName: 'Mehlwerk',
  identifiers: ['L-100'],
  legalRegistration: 'HRB 4711',
  vatId: 'DE123456789',
  taxRegistrationId: '201/123/45678',
  additionalLegalInfo: 'Geschäftsführerin Paula Peters',
  electronicAddress: 'rechnung@mehlwerk.example (EM)',
  address,
  contact: { name: 'Paula Peters', phone: '0941 123456', email: 'pp@mehlwerk.example' },
};

/** A view with every business term filled, so each one must show up with its label. */
const view: EInvoiceView = {
  number: 'RE-1',
  issueDate: '2026-03-02',
  typeCode: '380',
  currency: 'EUR',
  taxCurrency: 'USD',
  taxPointDate: null,
  taxPointDateCode: '35',
  dueDate: '2026-03-16',
  buyerReference: '04011000-12345-03',
  projectReference: 'P-1',
  contractReference: 'V-1',
  orderReference: 'B-4711',
  salesOrderReference: 'A-1',
  receivingAdviceReference: 'W-1',
  despatchAdviceReference: 'L-1',
  tenderReference: 'T-1',
  invoicedObject: 'Zähler 7',
  buyerAccountingReference: '4711-01',
  paymentTerms: '14 Tage netto',
  profileId: 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0',
  customizationId: 'urn:cen.eu:en16931:2017',
  notes: [{ subjectCode: 'AAI', text: 'Lieferung gemäß Rahmenvertrag' }],
  precedingInvoices: [{ id: 'RE-0', issueDate: '2026-01-30' }],
  seller,
  buyer: {
    ...seller,
    name: 'Bäckerei Sonnenschein GmbH',
    taxRegistrationId: null,
    additionalLegalInfo: null,
  },
  payee: { name: 'Factoring Nord AG', identifier: 'F-1', legalRegistration: 'HRB 1' },
  taxRepresentative: { name: 'Fiskalvertreter', vatId: 'DE987654321', address },
  delivery: {
    name: 'Filiale Nord',
    locationId: '4000001000005 (0088)',
    actualDeliveryDate: '2026-02-27',
    address,
  },
  invoicingPeriod: { start: '2026-02-01', end: '2026-02-28' },
  payment: [
    {
      meansCode: '58',
      meansText: 'SEPA-Überweisung',
      remittanceInformation: 'RE-1',
      accounts: [{ iban: 'DE02120300000000202051', name: 'Mehlwerk', bic: 'BYLADEM1001' }],
      cardNumber: '1234',
      cardHolder: 'P. Peters',
      mandateReference: 'M-17',
      debitedAccount: 'DE02120300000000202051',
    },
  ],
  allowanceCharges: [
    {
      isCharge: false,
      amount: '10.00',
      baseAmount: '100.00',
      percent: '10',
      vatCategory: 'S',
      vatRate: '19',
      reason: 'Rabatt',
      reasonCode: '95',
    },
  ],
  totals: {
    lineNet: '1234.5',
    allowances: '10.00',
    charges: null,
    taxExclusive: '1234.50',
    vat: '234.56',
    vatAccounting: '250.00',
    taxInclusive: '1469.06',
    paid: null,
    rounding: null,
    payable: '1469.06',
  },
  vatBreakdown: [
    {
      category: 'S',
      rate: '19',
      taxableAmount: '1234.50',
      taxAmount: '234.56',
      exemptionReason: null,
      exemptionReasonCode: null,
    },
  ],
  documents: [
    {
      id: 'Anlage-1',
      description: 'Stundenzettel',
      uri: null,
      fileName: 'stunden.pdf',
      mimeCode: 'application/pdf',
      hasContent: true,
    },
  ],
  thirdPartyPayments: [{ id: 'G-1', amount: '5.00', description: 'Gutschein' }],
  lines: [
    {
      position: 1,
      id: '1',
      name: 'Hobel',
      description: 'Hobel aus Buche',
      quantity: '2',
      unitCode: 'C62',
      netPrice: '50.00',
      priceDiscount: '5.00',
      grossPrice: '55.00',
      baseQuantity: '2',
      baseQuantityUnit: 'H87',
      netAmount: '99.00',
      vatCategory: 'S',
      vatRate: '19',
      sellerItemId: 'H-7',
      buyerItemId: 'K-7',
      standardItemId: '4012345678901 (0160)',
      classifications: ['82055100 (STI)'],
      originCountry: 'DE',
      note: 'Sonderanfertigung',
      objectId: 'Zähler 7 (AUN)',
      orderLineReference: '3',
      accountingReference: 'KST 100',
      periodStart: '2026-02-01',
      periodEnd: '2026-02-15',
      allowanceCharges: [
        {
          isCharge: false,
          amount: '2.00',
          baseAmount: '100.00',
          percent: '2',
          reason: 'Mengenrabatt',
          reasonCode: '95',
        },
      ],
      attributes: [{ name: 'Holzart', value: 'Buche' }],
      subLines: [
        {
          depth: 1,
          id: '1.1',
          name: 'Hobelmesser',
          quantity: '2',
          unitCode: 'C62',
          netPrice: '10.00',
          netAmount: '20.00',
          vatCategory: 'S',
          vatRate: '19',
        },
      ],
      noteCount: 0,
    },
  ],
};

beforeAll(async () => {
  await initI18n('de');
});

const renderView = () =>
  render(
    <MantineProvider>
      <InvoiceView invoice={view} />
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
          invoice={view}
          onOpenAttachment={async (attachment) => {
            opened.push(attachment.index);
          }}
        />
      </MantineProvider>,
    );
    expect(screen.getByText(`Rechnung ${view.number}`)).toBeTruthy();
    expect(screen.getByTestId('einvoice-readable-payable').textContent).toBe('1.469,06 €');
    expect(
      within(screen.getByTestId('einvoice-readable-seller')).getByText('Mehlwerk Regensburg GmbH'),
    ).toBeTruthy();
    expect(within(screen.getByTestId('einvoice-readable-overview')).getByText('Rechnung (380)')).toBeTruthy();
    expect(screen.getByTestId('einvoice-readable-table-lines').querySelectorAll('tbody tr')).toHaveLength(
      view.lines.length,
    );
    within(screen.getByTestId('einvoice-attachment')).getByRole('button', { name: 'Öffnen' }).click();
    expect(opened).toEqual([0]);
    readable.unmount();
    await setLanguage('ru');
    render(
      <MantineProvider>
        <ReadableInvoiceView invoice={view} />
      </MantineProvider>,
    );
    expect(screen.getByText(`Счёт ${view.number}`)).toBeTruthy();
    expect(within(screen.getByTestId('einvoice-readable-vat')).getByText('Категория')).toBeTruthy();
    await setLanguage('de');
  });
});
