import { MantineProvider } from '@mantine/core';
import type { EInvoiceReport } from '@belegfluss/shared';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, setLanguage } from '../../../i18n/index.js';
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
  ruleSet: {
    id: 'xrechnung-3.0.2_schematron-2.5.0_cen-1.3.15',
    xrechnung: '3.0.2',
    xrechnungSchematron: '2.5.0',
    cen: '1.3.15',
    kositConfiguration: '2026-01-31',
  },
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
    expect(screen.getByTestId('einvoice-rule-set').textContent).toContain(
      'XRechnung 3.0.2 (Schematron 2.5.0), EN 16931 1.3.15',
    );
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
});
