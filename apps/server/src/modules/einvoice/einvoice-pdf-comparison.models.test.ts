import type { ExtractionResult } from '@belegfluss/shared';
import { describe, expect, it } from 'vitest';
import { compareXmlWithPdf, printedInText } from './einvoice-pdf-comparison.models.js';
import { validateXml } from './engine/validate.js';
import { buildCiiInvoice } from './testing/invoice-builder.js';

const model = validateXml(buildCiiInvoice()).model!;
const field = (value: string) => ({ value, confidence: 0.9, area: null, rule: 'builtin:test' });
const extraction = (fields: ExtractionResult['fields'], vatRates: ExtractionResult['vatRates'] = []) => ({
  fields,
  vatRates,
  creditorId: null,
});
const statusOf = (result: ReturnType<typeof compareXmlWithPdf>, name: string) =>
  result.fields.find((entry) => entry.field === name);

describe('XML against the visible PDF', () => {
  it('agrees when the PDF is read to show the XML values', () => {
    const result = compareXmlWithPdf(
      model,
      extraction({
        invoiceNumber: field('RE-2026-0815'),
        grossTotal: field('47.60'),
        invoiceDate: field('2026-03-02'),
      }),
      '',
    );
    expect(statusOf(result, 'invoiceNumber')!.status).toBe('same');
    expect(statusOf(result, 'taxInclusive')!.status).toBe('same');
    expect(statusOf(result, 'issueDate')!.status).toBe('same');
    expect(result.differences).toBe(0);
  });

  it('names every difference in German: PDF zeigt …, XML enthält …', () => {
    const result = compareXmlWithPdf(
      model,
      extraction({ grossTotal: field('571.04') }),
      'Gesamtbetrag 571,04 EUR',
    );
    const gross = statusOf(result, 'taxInclusive')!;
    expect(gross).toMatchObject({ status: 'different', xmlValue: '47.60', pdfValue: '571.04' });
    expect(gross.message.de).toBe('PDF zeigt 571,04 €, XML enthält 47,60 €');
    expect(gross.message.en).toBe('PDF shows 571.04 €, XML contains 47.60 €');
    expect(result.differences).toBe(1);
  });

  it('trusts the print over a misread: an XML value printed anywhere agrees', () => {
    const result = compareXmlWithPdf(model, extraction({ grossTotal: field('40.00') }), 'Summe 47,60 EUR');
    expect(statusOf(result, 'taxInclusive')!.status).toBe('same');
  });

  it('flags a value the PDF does not show at all, without counting it as a difference', () => {
    const result = compareXmlWithPdf(model, extraction({}), 'kein Betrag');
    expect(statusOf(result, 'iban')!.status).toBe('missing');
    expect(statusOf(result, 'iban')!.message.de).toBe(
      'XML enthält DE02 1203 0000 0000 2020 51, im PDF nicht gefunden',
    );
    expect(result.differences).toBe(0);
  });

  it('compares the seller VAT ID without blanks and shows it as written, not grouped like an IBAN', () => {
    const differing = compareXmlWithPdf(
      model,
      extraction({ vatId: field('DE999999999') }),
      'USt-IdNr. DE999999999',
    );
    expect(statusOf(differing, 'sellerVatId')!.message.de).toBe(
      'PDF zeigt DE999999999, XML enthält DE123456789',
    );
    const spaced = compareXmlWithPdf(model, extraction({}), 'USt-IdNr. DE 123 456 789');
    expect(statusOf(spaced, 'sellerVatId')!.status).toBe('same');
  });

  it('compares the VAT of each rate with the rate line the PDF prints', () => {
    const result = compareXmlWithPdf(
      model,
      extraction({}, [{ rate: '19', net: '40.00', vat: '8.60', area: null }]),
      '',
    );
    expect(statusOf(result, 'vatRate:19')).toMatchObject({ status: 'different', pdfValue: '8.60' });
  });

  it('finds amounts, dates and identifiers printed in their usual spellings, not inside longer numbers', () => {
    expect(printedInText('amount', '1234.50', 'Gesamt 1.234,50 €')).toBe(true);
    expect(printedInText('amount', '234.50', 'Gesamt 1.234,50 €')).toBe(false);
    expect(printedInText('date', '2026-03-02', 'vom 2.3.2026')).toBe(true);
    expect(printedInText('iban', 'DE02120300000000202051', 'IBAN DE02 1203 0000 0000 2020 51')).toBe(true);
    expect(printedInText('text', 'RE-2026-0815', 'Nr. RE-2026-08151')).toBe(false);
  });
});
