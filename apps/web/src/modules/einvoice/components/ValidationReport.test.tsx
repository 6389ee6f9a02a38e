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
});
