import { describe, expect, it } from 'vitest';
import { textLayoutDocument } from '../../test/text-invoice.js';
import { extractInvoiceData } from './extract.js';

const today = new Date('2026-01-01T00:00:00Z');

/** The value one field takes on a short page written as monospaced text. */
async function read(field: string, page: string): Promise<string | null> {
  const result = await extractInvoiceData(textLayoutDocument(page), { today });
  return result.fields[field as keyof typeof result.fields]?.value ?? null;
}

describe('wording of unseen invoices in German, English, French and Dutch', () => {
  it.each([
    ['Rechnungsdatum: 02.05.2024\nDer Betrag ist zahlbar bis 16.05.2024 ohne Abzug.', '2024-05-16'],
    ['Rechnungsdatum: 02.05.2024\nBitte begleichen Sie den Betrag, fällig am 20.05.2024.', '2024-05-20'],
    ['Rechnungsdatum: 02.05.2024\nZahlungsziel 14 Tage netto.', '2024-05-16'],
    ['Rechnungsdatum: 02.05.2024\nFälligkeitsdatum:     17.05.2024', '2024-05-17'],
    ['Rechnungsdatum: 02.05.2024\nBitte überweisen Sie den Betrag innerhalb von 10 Tagen.', '2024-05-12'],
    ['Invoice date: 02/05/2024\nDue:       01/06/2024', '2024-06-01'],
    ['Invoice date: May 2, 2024\nPayment is due within 30 days.', '2024-06-01'],
    ['Invoice date: May 2, 2024\nPlease pay by May 20, 2024.', '2024-05-20'],
    ['Date : 2 mai 2024\nRèglement par virement, payable avant le 1er juin 2024.', '2024-06-01'],
    ['Factuurdatum: 2 mei 2024\nGelieve te betalen vóór 16 mei 2024.', '2024-05-16'],
  ])('reads the due date in %j', async (page, due) => {
    expect(await read('dueDate', page)).toBe(due);
  });

  it.each([
    ['Ihre Bestellnummer: 4500012345', '4500012345'],
    ['Auftrag: A-77812', 'A-77812'],
    ['Order ID: 112-5566778-1234567', '112-5566778-1234567'],
    ['PO Number: PO-2024-118', 'PO-2024-118'],
    ['Commande : CMD-00912', 'CMD-00912'],
    ['N° de commande : 78120', '78120'],
    ['Uw bestelling: B240501', 'B240501'],
    ['Reference: PO-7781', 'PO-7781'],
  ])('reads the order reference in %j', async (page, order) => {
    expect(await read('orderReference', `Rechnung Nr. 2024-1\n${page}`)).toBe(order);
  });

  it.each([
    ['29-Nov-19', '2019-11-29'],
    ['3 maart 2024', '2024-03-03'],
    ['12 janvier 2024', '2024-01-12'],
    ['March 3, 2024', '2024-03-03'],
    ['3. März 2024', '2024-03-03'],
  ])('reads the invoice date %s', async (date, iso) => {
    expect(await read('invoiceDate', `Invoice No. 4711\nDate: ${date}`)).toBe(iso);
  });

  it.each([
    ['Total due                NZ$ 120.00', 'NZD'],
    ['Amount due               $120.00', 'USD'],
    ['Total                    £120.00', 'GBP'],
    ['Total                    CHF 120.00', 'CHF'],
    ['Montant TTC              120,00 €', 'EUR'],
  ])('takes the currency printed in %j', async (line, currency) => {
    expect(await read('currency', `Invoice 4711\n${line}`)).toBe(currency);
  });

  it('takes the total line of a receipt tax table, not its first rate row', async () => {
    const page = [
      'MwSt-Satz     Netto      MwSt     Brutto',
      'A  7%         10,00      0,70      10,70',
      'B 19%         20,00      3,80      23,80',
      'Summe         30,00      4,50      34,50',
    ].join('\n');
    const result = await extractInvoiceData(textLayoutDocument(page), { today });
    expect([
      result.fields.netTotal?.value,
      result.fields.vatTotal?.value,
      result.fields.grossTotal?.value,
    ]).toEqual(['30.00', '4.50', '34.50']);
    expect(result.vatRates.map((line) => [line.rate, line.net, line.vat])).toEqual([
      ['7', '10.00', '0.70'],
      ['19', '20.00', '3.80'],
    ]);
  });

  it('reads a printed "Te betalen 0,00" and "Amount due 0.00" as 0', async () => {
    const dutch =
      'Totaal incl. BTW        121,00\nBetaald                 121,00\nTe betalen                0,00';
    expect(await read('amountDue', dutch)).toBe('0.00');
    const english =
      'Total                   121.00\nPaid                    121.00\nAmount due                0.00';
    expect(await read('amountDue', english)).toBe('0.00');
  });

  it('never takes the buyer, a heading or a label as seller name', async () => {
    const page = [
      '                                        FACTUUR',
      'Sold By : Kade Koffie B.V.',
      'Billed to: Brouwer Holding B.V.',
    ].join('\n');
    expect(await read('sellerName', page)).toBe('Kade Koffie B.V.');
  });

  it('takes a buyer VAT ID named as such ("Ihre USt-IdNr.") never as the seller\'s', async () => {
    const page = 'Ihre USt-IdNr.: DE136695976\n\n\n\n\n\n\nUSt-IdNr. DE811907980';
    expect(await read('vatId', page)).toBe('DE811907980');
  });

  it('does not take an expiry date as invoice date when nothing labels the date', async () => {
    const page = 'Kassenbon\nGutschein gültig bis 31.12.2026\nMarkt 4, Köln\n12.04.2024 17:42';
    expect(await read('invoiceDate', page)).toBe('2024-04-12');
  });
});

describe('labels OCR misread or joined to a neighbouring column', () => {
  it('reads "80333 München Fachnungenummer 471102" as invoice number 471102', async () => {
    const page =
      'Lieferant GmbH · Hauptstr. 1 · 80331 München\nKunde AG\n80333 München Fachnungenummer 471102';
    expect(await read('invoiceNumber', page)).toBe('471102');
  });

  it('does not read a word that is merely long as a label', async () => {
    expect(await read('invoiceNumber', 'Kassenzettel Rechnungssumme 0815')).toBeNull();
  });
});

describe('VAT per rate on an invoice with a single items table', () => {
  const items = [
    'Pos  Artikel              Menge    Preis    MwSt     Betrag',
    '1    Kaffeebohnen 1 kg        2    10,00      7%      20,00',
    '2    Kaffeetasse              1    15,00     19%      15,00',
    '',
  ];

  it('takes the items per rate as bases of the taxes printed per rate', async () => {
    const page = [
      ...items,
      'Summe netto     35,00',
      'MwSt 7 %         1,40',
      'MwSt 19 %        2,85',
      'Gesamt          39,25',
    ];
    const result = await extractInvoiceData(textLayoutDocument(page.join('\n')), { today });
    expect(result.fields.vatTotal?.value).toBe('4.25');
    expect(result.vatRates.map((line) => [line.rate, line.net, line.vat])).toEqual([
      ['7', '20.00', '1.40'],
      ['19', '15.00', '2.85'],
    ]);
  });

  it("splits a single printed VAT total by the items' rates when the parts add up to it", async () => {
    const page = [...items, 'Summe netto     35,00', 'MwSt            4,25', 'Gesamt          39,25'];
    const result = await extractInvoiceData(textLayoutDocument(page.join('\n')), { today });
    expect(result.vatRates.map((line) => [line.rate, line.net, line.vat])).toEqual([
      ['7', '20.00', '1.40'],
      ['19', '15.00', '2.85'],
    ]);
  });
});

describe('seller names of unseen letterheads', () => {
  it('keeps a Dutch legal form and never takes a country line as the name', async () => {
    const page = ['Orion Hosting V.O.F.', 'Kade 3', '1012 AB Amsterdam', 'Nederland', '', 'Factuur 2024-11'];
    expect(await read('sellerName', page.join('\n'))).toBe('Orion Hosting V.O.F.');
    expect(await read('sellerName', ['Germany', 'Invoice 4711'].join('\n'))).toBeNull();
    for (const label of [
      'Rechnungswährung',
      'Handelsregisternummer',
      'EUR',
      'Visualisierung eRechnung',
      'Handelsrechnung Nr. 471102 vom 05.06.2018',
    ])
      expect(await read('sellerName', `${label}\nInvoice 4711`)).toBeNull();
  });
});

describe('a seller name printed over two lines', () => {
  it('joins the lines of a right-aligned letterhead', async () => {
    const { syntheticDocument } = await import('../../test/synthetic-page.js');
    const document = syntheticDocument([
      { x: 400, y: 40, text: 'MVB Beispielhafter' },
      { x: 370, y: 51, text: 'Versicherungsverein a.G.' },
      { x: 50, y: 200, text: 'Rechnung Nr. 4711' },
    ]);
    const result = await extractInvoiceData(document, { today });
    expect(result.fields.sellerName?.value).toBe('MVB Beispielhafter Versicherungsverein a.G.');
  });
});
