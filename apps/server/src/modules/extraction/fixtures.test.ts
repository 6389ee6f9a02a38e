import { describe, expect, it } from 'vitest';
import { textInvoice } from '../../test/text-invoice.js';
import { extractInvoiceData } from './extract.js';

/**
 * Everyday invoices and receipts in German, English, French and Dutch written for these tests
 * (`src/test/invoices/*.txt`), each reproducing a way unseen layouts used to go wrong.
 */
const expectations: Record<string, Record<string, string>> = {
  'nl-hosting-paid.txt': {
    sellerName: 'Zeewolde Webdiensten B.V.',
    invoiceNumber: 'ZW-24-018833',
    invoiceDate: '2024-03-03',
    dueDate: '2024-03-17',
    orderReference: 'ORD-771204',
    netTotal: '156.20',
    vatTotal: '32.80',
    grossTotal: '189.00',
    amountDue: '0.00',
    currency: 'EUR',
    vatId: 'NL853746333B01',
    iban: 'NL91ABNA0417164300',
  },
  'fr-cloud-facture.txt': {
    sellerName: 'NUAGE CLAIR SAS',
    invoiceNumber: 'FC-2024-000417',
    invoiceDate: '2024-01-12',
    dueDate: '2024-02-11',
    orderReference: 'CMD-558210',
    netTotal: '252.50',
    vatTotal: '50.50',
    grossTotal: '303.00',
    amountDue: '303.00',
    currency: 'EUR',
    vatId: 'FR40303265045',
    iban: 'FR7630006000011234567890189',
  },
  'en-nzd-software.txt': {
    sellerName: 'Tui Software Limited',
    invoiceNumber: 'INV-20931',
    invoiceDate: '2024-03-03',
    dueDate: '2024-04-02',
    orderReference: 'PO-7781',
    netTotal: '1350.00',
    vatTotal: '0.00',
    grossTotal: '1350.00',
    amountDue: '0.00',
    currency: 'NZD',
  },
  'en-marketplace-soldby.txt': {
    sellerName: 'Brightwater Electronics Ltd',
    invoiceNumber: 'LBA3-118842',
    invoiceDate: '2019-11-29',
    orderReference: '204-7731986-5521148',
    netTotal: '81.65',
    vatTotal: '16.33',
    grossTotal: '97.98',
    currency: 'GBP',
    vatId: 'GB947218623',
  },
  'de-supermarket-receipt.txt': {
    sellerName: 'Frischmarkt Sommer GmbH & Co. KG',
    invoiceDate: '2024-04-12',
    netTotal: '22.43',
    vatTotal: '2.35',
    grossTotal: '24.78',
    currency: 'EUR',
    vatId: 'DE136695976',
  },
  'de-freelancer-zahlungsziel.txt': {
    sellerName: 'Lena Voigt',
    invoiceNumber: '2024-031',
    invoiceDate: '2024-04-08',
    dueDate: '2024-04-22',
    netTotal: '1040.00',
    vatTotal: '197.60',
    grossTotal: '1237.60',
    vatId: 'DE298765430',
    iban: 'DE81860555921090001234',
  },
  'de-electronics-shop.txt': {
    sellerName: 'Technikhaus Brandt GmbH',
    invoiceNumber: 'TB-558812',
    invoiceDate: '2024-03-21',
    dueDate: '2024-04-04',
    orderReference: 'B-2024-1177',
    netTotal: '1178.00',
    vatTotal: '223.82',
    grossTotal: '1401.82',
    vatId: 'DE811907980',
  },
  'en-usd-cloud.txt': {
    sellerName: 'Stratus Compute, Inc.',
    invoiceNumber: '7729011845',
    invoiceDate: '2024-03-01',
    dueDate: '2024-03-31',
    netTotal: '451.00',
    vatTotal: '0.00',
    grossTotal: '451.00',
    amountDue: '451.00',
    currency: 'USD',
  },
  'nl-telecom-bon.txt': {
    sellerName: 'Belnet Mobiel B.V.',
    invoiceNumber: '2024031155',
    invoiceDate: '2024-04-05',
    dueDate: '2024-04-19',
    netTotal: '45.91',
    vatTotal: '9.09',
    grossTotal: '55.00',
    amountDue: '55.00',
    currency: 'EUR',
    vatId: 'NL004495445B01',
  },
  'ch-telecom-chf.txt': {
    sellerName: 'Alpenfunk AG',
    invoiceNumber: 'AF-904418872',
    invoiceDate: '2024-05-15',
    dueDate: '2024-06-14',
    netTotal: '67.40',
    vatTotal: '5.46',
    grossTotal: '72.86',
    currency: 'CHF',
  },
  'en-registrar-receipt.txt': {
    sellerName: 'Nomade Registrar SAS',
    invoiceNumber: 'NR-000918273',
    invoiceDate: '2025-02-14',
    orderReference: 'ORD-4432-KX',
    netTotal: '27.50',
    vatTotal: '5.50',
    grossTotal: '33.00',
    amountDue: '0.00',
    currency: 'EUR',
    vatId: 'FR81423093459',
  },
  'fr-supermarche-ticket.txt': {
    invoiceNumber: '0042-118',
    invoiceDate: '2024-03-09',
    netTotal: '16.77',
    vatTotal: '2.12',
    grossTotal: '18.89',
    amountDue: '18.89',
    currency: 'EUR',
    vatId: 'FR40303265045',
  },
};

describe('everyday invoices and receipts of layouts the extractor was not written for', () => {
  for (const [file, expected] of Object.entries(expectations)) {
    it(`reads ${file}`, async () => {
      const result = await extractInvoiceData(textInvoice(file), { today: new Date('2026-01-01T00:00:00Z') });
      const read = Object.fromEntries(
        Object.keys(expected).map((name) => [
          name,
          result.fields[name as keyof typeof result.fields]?.value ?? null,
        ]),
      );
      expect(read).toEqual(expected);
    });
  }
});
