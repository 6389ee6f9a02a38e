import { describe, expect, it } from 'vitest';
import { syntheticDocument } from '../../test/synthetic-page.js';
import { createExtractionEngine } from './capture.extraction-adapter.js';

const extract = createExtractionEngine();

describe('extraction into the capture mask', () => {
  it('fills VAT per rate, the delivery period, due date and amount due, each with its printed area', async () => {
    const values = await extract(
      syntheticDocument([
        { x: 50, y: 80, text: 'Rechnung Nr. RE-77 vom 05.11.2018' },
        { x: 50, y: 100, text: 'Leistungszeitraum: 01.10.2018 bis 31.10.2018' },
        { x: 50, y: 120, text: 'Fällig am: 05.12.2018' },
        { x: 50, y: 500, text: 'Umsatzsteuer 7 %' },
        { x: 300, y: 500, text: '275,00' },
        { x: 450, y: 500, text: '19,25' },
        { x: 50, y: 514, text: 'Umsatzsteuer 19 %' },
        { x: 300, y: 514, text: '198,00' },
        { x: 450, y: 514, text: '37,62' },
        { x: 50, y: 540, text: 'Rechnungssumme netto' },
        { x: 450, y: 540, text: '473,00' },
        { x: 50, y: 554, text: 'Rechnungssumme brutto' },
        { x: 450, y: 554, text: '529,87' },
        { x: 50, y: 580, text: 'abzüglich Anzahlung' },
        { x: 450, y: 580, text: '100,00' },
        { x: 50, y: 594, text: 'Zahlbetrag' },
        { x: 450, y: 594, text: '429,87' },
      ]),
      { mandantId: 'm' },
    );
    const byField = Object.fromEntries(values.map((value) => [value.field, value]));
    expect(
      Object.fromEntries(
        [
          'Lieferdatum',
          'LieferdatumBis',
          'Faelligkeit',
          'Netto7',
          'MwSt7',
          'Netto19',
          'MwSt19',
          'Zahlbetrag',
          'Betrag',
        ].map((field) => [field, byField[field]?.value]),
      ),
    ).toEqual({
      Lieferdatum: '2018-10-01',
      LieferdatumBis: '2018-10-31',
      Faelligkeit: '2018-12-05',
      Netto7: '275.00',
      MwSt7: '19.25',
      Netto19: '198.00',
      MwSt19: '37.62',
      Zahlbetrag: '429.87',
      Betrag: '529.87',
    });
    expect(byField.MwSt19).toMatchObject({ pageIndex: 0 });
    expect(byField.MwSt19?.area?.y0).toBeGreaterThanOrEqual(514);
    expect(byField.MwSt19?.area?.y1).toBeLessThanOrEqual(524);
    expect(byField.Zahlbetrag?.area?.y0).toBe(594);
    expect(byField.LieferdatumBis?.area?.x0).toBeGreaterThan(byField.Lieferdatum!.area!.x1);
  });

  it('gives a single rate line without its base the net total', async () => {
    const values = await extract(
      syntheticDocument([
        { x: 50, y: 500, text: 'Nettobetrag 100,00 EUR' },
        { x: 50, y: 514, text: 'MwSt 19 % 19,00 EUR' },
        { x: 50, y: 528, text: 'Gesamtbetrag 119,00 EUR' },
      ]),
      { mandantId: 'm' },
    );
    const byField = Object.fromEntries(values.map((value) => [value.field, value]));
    expect([byField.Netto19?.value, byField.MwSt19?.value, byField.Netto7]).toEqual([
      '100.00',
      '19.00',
      undefined,
    ]);
    expect(byField.Netto19?.area).toEqual(byField.Netto?.area);
  });
});
