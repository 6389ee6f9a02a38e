import { MantineProvider } from '@mantine/core';
import type { EInvoiceReport, EInvoiceView } from '@belegfluss/shared';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, setLanguage } from '../../../i18n/index.js';
import { InvoiceView } from './InvoiceView.js';
import { ValidationReport } from './ValidationReport.js';

const report: EInvoiceReport = {
  verdict: 'invalid',
  syntax: 'UBL',
  profile: 'XRechnung 3.0',
  customizationId: 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
  findings: [
    {
      ruleId: 'BR-DE-15',
      level: 'error',
      message: {
        de: 'Die Käuferreferenz / Leitweg-ID (BT-10) fehlt.',
        en: 'The buyer reference / routing ID (BT-10) is missing.',
        ru: 'Отсутствует ссылка покупателя / Leitweg-ID (BT-10).',
      },
      location: '/ubl:Invoice',
      terms: ['BT-10'],
    },
  ],
  reasons: [{ code: 'rule:BR-DE-15', message: { de: 'x', en: 'x', ru: 'x' } }],
  notices: [],
  pdf: null,
};

const party = {
  name: 'Mehlwerk Regensburg GmbH',
  tradingName: null,
  identifiers: [],
  legalRegistration: null,
  vatId: 'DE123456789',
  taxRegistrationId: null,
  electronicAddress: null,
  address: null,
  contact: null,
};
const view: EInvoiceView = {
  number: 'RE-1',
  issueDate: '2026-03-02',
  typeCode: '380',
  currency: 'EUR',
  taxCurrency: null,
  taxPointDate: null,
  dueDate: null,
  buyerReference: null,
  projectReference: null,
  contractReference: null,
  orderReference: null,
  salesOrderReference: null,
  receivingAdviceReference: null,
  despatchAdviceReference: null,
  tenderReference: null,
  invoicedObject: null,
  buyerAccountingReference: null,
  paymentTerms: null,
  profileId: null,
  customizationId: null,
  notes: [],
  precedingInvoices: [],
  seller: party,
  buyer: { ...party, name: 'Bäckerei Sonnenschein GmbH', vatId: null },
  payee: null,
  taxRepresentative: null,
  delivery: null,
  invoicingPeriod: null,
  payment: [],
  allowanceCharges: [],
  totals: {
    lineNet: '1234.5',
    allowances: null,
    charges: null,
    taxExclusive: '1234.50',
    vat: '234.56',
    vatAccounting: null,
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
  documents: [],
  lines: [],
};

beforeAll(async () => {
  await initI18n('de');
});

describe('e-invoice components', () => {
  it('lists each finding with rule ID, level, message in the UI language and location', async () => {
    const german = render(
      <MantineProvider>
        <ValidationReport report={report} />
      </MantineProvider>,
    );
    expect(screen.getByText('E-Rechnung fehlerhaft')).toBeTruthy();
    expect(screen.getByText('BR-DE-15')).toBeTruthy();
    expect(screen.getByText('Fehler')).toBeTruthy();
    expect(screen.getByText('Die Käuferreferenz / Leitweg-ID (BT-10) fehlt.')).toBeTruthy();
    german.unmount();
    await setLanguage('en');
    render(
      <MantineProvider>
        <ValidationReport report={report} />
      </MantineProvider>,
    );
    expect(screen.getByText('The buyer reference / routing ID (BT-10) is missing.')).toBeTruthy();
    await setLanguage('de');
  });

  it('renders business terms with German labels and exact German amounts', () => {
    render(
      <MantineProvider>
        <InvoiceView invoice={view} />
      </MantineProvider>,
    );
    expect(screen.getByText('Rechnungsnummer (BT-1)')).toBeTruthy();
    expect(screen.getByText('Verkäufer (BG-4)')).toBeTruthy();
    expect(screen.getByText('Bäckerei Sonnenschein GmbH')).toBeTruthy();
    expect(screen.getByTestId('einvoice-payable').textContent).toBe('1.469,06 EUR');
    expect(screen.getAllByText('1.234,50 EUR')).toHaveLength(2);
    expect(screen.getByTestId('einvoice-vat').textContent).toContain('234,56');
  });
});
