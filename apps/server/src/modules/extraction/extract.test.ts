import { describe, expect, it, vi } from 'vitest';
import { syntheticDocument, type PrintedText } from '../../test/synthetic-page.js';
import { extractInvoiceData } from './extract.js';
import { compileUserRule } from './user-rules.js';

const today = new Date('2026-01-01T00:00:00Z');
const extract = (...pages: PrintedText[][]) => extractInvoiceData(syntheticDocument(...pages), { today });
const value = async (field: string, ...pages: PrintedText[][]) =>
  (await extract(...pages)).fields[field as keyof Awaited<ReturnType<typeof extract>>['fields']]?.value ??
  null;

describe('invoice number and dates', () => {
  it('reads the number to the right of its label and points at it', async () => {
    const result = await extract([
      { x: 50, y: 100, text: 'Rechnungsnummer:' },
      { x: 300, y: 100, text: 'RE-2024-0815' },
    ]);
    expect(result.fields.invoiceNumber?.value).toBe('RE-2024-0815');
    expect(result.fields.invoiceNumber?.area).toEqual({
      pageIndex: 0,
      box: { x0: 300, y0: 100, x1: 360, y1: 110 },
    });
  });

  it('reads a value below its label and a title with number and date', async () => {
    expect(
      await value('invoiceNumber', [
        { x: 400, y: 100, text: 'Rechnungs-Nr.' },
        { x: 420, y: 114, text: '471102' },
      ]),
    ).toBe('471102');
    const title = await extract([{ x: 50, y: 80, text: 'Handelsrechnung (380) Nr. 471102 vom 15.11.2024' }]);
    expect(title.fields.invoiceNumber?.value).toBe('471102');
    expect(title.fields.invoiceDate?.value).toBe('2024-11-15');
  });

  it('does not take an order date from "Rechnung gemäß Bestellung vom …" as invoice date', async () => {
    const result = await extract([
      { x: 50, y: 80, text: 'Rechnungsdatum: 05.03.2018' },
      { x: 50, y: 300, text: 'Rechnung gemäß Bestellung vom 01.03.2018' },
    ]);
    expect(result.fields.invoiceDate?.value).toBe('2018-03-05');
  });

  it('reads due date, delivery period and delivery note', async () => {
    const result = await extract([
      { x: 50, y: 80, text: 'Belegdatum: 31.10.2018' },
      { x: 50, y: 100, text: 'Lieferdatum: 30.10.2018' },
      { x: 50, y: 120, text: 'Fällig am: 30.11.2018' },
      { x: 50, y: 140, text: 'Lieferschein-Nr.: LS-4711' },
    ]);
    expect(result.fields.invoiceDate?.value).toBe('2018-10-31');
    expect(result.fields.deliveryDateStart?.value).toBe('2018-10-30');
    expect(result.fields.dueDate?.value).toBe('2018-11-30');
    expect(result.fields.deliveryNoteNumber?.value).toBe('LS-4711');
  });

  it('reads a delivery period as start and end, and repeats a single delivery date as its end', async () => {
    const period = await extract([
      { x: 50, y: 80, text: 'Rechnungsdatum: 05.11.2018' },
      { x: 50, y: 100, text: 'Leistungszeitraum: 01.10.2018 bis 31.10.2018' },
    ]);
    expect(period.fields.deliveryDateStart?.value).toBe('2018-10-01');
    expect(period.fields.deliveryDateEnd?.value).toBe('2018-10-31');
    expect(period.fields.deliveryDateEnd?.area?.box.x0).toBeGreaterThan(
      period.fields.deliveryDateStart!.area!.box.x1,
    );
    expect(period.fields.invoiceDate?.value).toBe('2018-11-05');
    const single = await extract([{ x: 50, y: 100, text: 'Lieferdatum: 30.10.2018' }]);
    expect(single.fields.deliveryDateEnd?.value).toBe('2018-10-30');
  });

  it('reads English documents with US dates', async () => {
    const result = await extract([
      { x: 50, y: 80, text: 'Invoice # 103767' },
      { x: 50, y: 100, text: 'Invoice date 11/03/2017' },
      { x: 50, y: 120, text: 'Paid 11/17/2017' },
    ]);
    expect(result.fields.invoiceNumber?.value).toBe('103767');
    expect(result.fields.invoiceDate?.value).toBe('2017-11-03');
  });
});

describe('amounts', () => {
  it('reads net, VAT and gross from their labels and takes the amount due from the gross', async () => {
    const result = await extract([
      { x: 300, y: 600, text: 'Nettobetrag:' },
      { x: 500, y: 600, text: '473,00 €' },
      { x: 300, y: 614, text: 'zzgl. 19% MwSt.' },
      { x: 500, y: 614, text: '56,87 €' },
      { x: 300, y: 628, text: 'Gesamtbetrag' },
      { x: 500, y: 628, text: '529,87 €' },
    ]);
    expect(result.fields.netTotal?.value).toBe('473.00');
    expect(result.fields.vatTotal?.value).toBe('56.87');
    expect(result.fields.grossTotal?.value).toBe('529.87');
    expect(result.fields.amountDue?.value).toBe('529.87');
    expect(result.fields.currency?.value).toBe('EUR');
  });

  it('prefers amounts that add up over a better-labelled one that does not', async () => {
    const result = await extract([
      { x: 50, y: 500, text: 'Summe netto: 100,00' },
      { x: 50, y: 514, text: 'MwSt.: 19,00' },
      { x: 50, y: 528, text: 'Gesamtbetrag: 119,00' },
      { x: 50, y: 560, text: 'Rechnungsbetrag: 999,00' },
    ]);
    expect(result.fields.grossTotal?.value).toBe('119.00');
  });

  it('sums VAT per rate when no VAT total is printed and keeps the rate lines', async () => {
    const result = await extract([
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
    ]);
    expect(result.fields.vatTotal?.value).toBe('56.87');
    expect(result.vatRates.map((line) => [line.rate, line.net, line.vat])).toEqual([
      ['7', '275.00', '19.25'],
      ['19', '198.00', '37.62'],
    ]);
  });

  it('keeps the minus of a credit note and marks it', async () => {
    const result = await extract([
      { x: 50, y: 80, text: 'Gutschrift Nr. GS-17' },
      { x: 50, y: 500, text: 'Total HT' },
      { x: 300, y: 500, text: '-218,48 €' },
      { x: 50, y: 514, text: 'Total TVA' },
      { x: 300, y: 514, text: '-14,99 €' },
      { x: 50, y: 528, text: 'Total TTC' },
      { x: 300, y: 528, text: '-233,47 €' },
    ]);
    expect(result.fields.netTotal?.value).toBe('-218.48');
    expect(result.fields.grossTotal?.value).toBe('-233.47');
    expect(result.fields.creditNote?.value).toBe('true');
  });

  it('follows a totals table column to its last figure', async () => {
    const result = await extract([
      { x: 100, y: 500, text: 'Nettobetrag' },
      { x: 250, y: 500, text: 'MwSt-Betrag' },
      { x: 400, y: 500, text: 'Endbetrag' },
      { x: 100, y: 514, text: '321,40' },
      { x: 250, y: 514, text: '61,07' },
      { x: 400, y: 514, text: '382,47' },
      { x: 100, y: 528, text: '127,59' },
      { x: 250, y: 528, text: '8,93' },
      { x: 400, y: 528, text: '136,52' },
      { x: 100, y: 550, text: '448,99' },
      { x: 250, y: 550, text: '70,00' },
      { x: 400, y: 550, text: '518,99' },
    ]);
    expect(result.fields.netTotal?.value).toBe('448.99');
    expect(result.fields.vatTotal?.value).toBe('70.00');
    expect(result.fields.grossTotal?.value).toBe('518.99');
  });

  it('reads a separate amount due', async () => {
    expect(
      await value('amountDue', [
        { x: 50, y: 500, text: 'Bruttosumme 197,65' },
        { x: 50, y: 514, text: 'Erhaltene Anzahlungen -50,00' },
        { x: 50, y: 528, text: 'Zahlbetrag 147,65' },
      ]),
    ).toBe('147.65');
  });
});

describe('parties and payment', () => {
  it("takes the seller's VAT ID and IBAN, not the buyer's", async () => {
    const result = await extract([
      { x: 50, y: 100, text: 'Verkäufer' },
      { x: 50, y: 114, text: 'USt-IdNr.: DE123456789' },
      { x: 300, y: 100, text: 'Käufer' },
      { x: 300, y: 114, text: 'USt-IdNr.: DE234567890' },
      { x: 50, y: 700, text: 'Der Betrag wird von Ihrem Konto IBAN DE21860000000086001055 abgebucht.' },
      { x: 50, y: 760, text: 'Bankverbindung: IBAN DE88 2008 0000 0970 3757 00 BIC COBADEFFXXX' },
    ]);
    expect(result.fields.vatId?.value).toBe('DE123456789');
    expect(result.fields.iban?.value).toBe('DE88200800000970375700');
    expect(result.fields.bic?.value).toBe('COBADEFFXXX');
  });

  it('finds the seller name in the sender line, under a seller header and in a Name field', async () => {
    expect(
      await value('sellerName', [
        { x: 50, y: 120, text: 'Bei Spiel GmbH ● Ecke 12 ● 12345 Stadthausen', size: 7 },
        { x: 50, y: 140, text: 'Kunden AG Mitte' },
      ]),
    ).toBe('Bei Spiel GmbH');
    expect(
      await value('sellerName', [
        { x: 50, y: 100, text: 'Rechnungsersteller' },
        { x: 55, y: 116, text: 'Lieferant GmbH' },
        { x: 50, y: 300, text: 'Rechnungsempfänger' },
        { x: 55, y: 316, text: 'Kunden AG Mitte' },
      ]),
    ).toBe('Lieferant GmbH');
    expect(
      await value('sellerName', [
        { x: 50, y: 100, text: 'Verkäufer' },
        { x: 50, y: 116, text: 'Name:' },
        { x: 250, y: 116, text: 'Physiotherapeutin' },
      ]),
    ).toBe('Physiotherapeutin');
  });

  it('reads order references and the currency label', async () => {
    const result = await extract([
      { x: 50, y: 100, text: 'Bestellnummer: PO-4711' },
      { x: 50, y: 114, text: 'Rechnungswährung: GBP' },
      { x: 50, y: 500, text: 'Gesamtbetrag: 12,00 €' },
    ]);
    expect(result.fields.orderReference?.value).toBe('PO-4711');
    expect(result.fields.currency?.value).toBe('GBP');
  });

  it('looks the creditor up by VAT ID and IBAN through the function the caller passes', async () => {
    const findCreditor = vi.fn(async () => ({ creditorId: 'creditor-1' }));
    const result = await extractInvoiceData(
      syntheticDocument([{ x: 50, y: 100, text: 'USt-IdNr.: DE123456789' }]),
      { mandantId: 'mandant-1', findCreditor, today },
    );
    expect(findCreditor).toHaveBeenCalledWith({ mandantId: 'mandant-1', vatId: 'DE123456789', iban: null });
    expect(result.creditorId).toBe('creditor-1');
  });
});

describe('user rules', () => {
  const page: PrintedText[] = [
    { x: 50, y: 100, text: 'Rechnungsnummer: 1111' },
    { x: 50, y: 120, text: 'Unser Zeichen' },
    { x: 300, y: 120, text: 'ABC-2222' },
    { x: 50, y: 700, text: 'Vorgang V-3333' },
  ];

  it('an anchor rule finds its value next to the anchor and wins over the built-in labels', async () => {
    const rule = compileUserRule({
      id: 'rule-1',
      field: 'invoiceNumber',
      type: 'Anchor',
      anchorPattern: 'Unser Zeichen',
      searchPattern: '([A-Z]+-\\d+)',
    });
    const result = await extractInvoiceData(syntheticDocument(page), { rules: [rule], today });
    expect(result.fields.invoiceNumber).toMatchObject({ value: 'ABC-2222', rule: 'rule-1' });
  });

  it('a pattern rule searches its area; an alternative runs when the rule finds nothing', async () => {
    const rule = compileUserRule({
      id: 'rule-2',
      field: 'invoiceNumber',
      type: 'Pattern',
      searchPattern: 'X-(\\d+)',
      alternatives: [
        {
          type: 'Pattern',
          searchPattern: 'V-\\d+',
          searchArea: { region: { x0: 0, y0: 0.75, x1: 1, y1: 1 } },
        },
      ],
    });
    const result = await extractInvoiceData(syntheticDocument(page), { rules: [rule], today });
    expect(result.fields.invoiceNumber).toMatchObject({ value: 'V-3333', rule: 'rule-2' });
  });

  it('a rule given for a creditor wins over the generic pipeline, even for an amount that does not add up', async () => {
    const invoice: PrintedText[] = [
      { x: 50, y: 40, text: 'Muster GmbH' },
      { x: 350, y: 600, text: 'Summe netto' },
      { x: 500, y: 600, text: '100,00' },
      { x: 350, y: 615, text: 'zzgl. 19 % MwSt.' },
      { x: 500, y: 615, text: '19,00' },
      { x: 350, y: 630, text: 'Gesamtbetrag' },
      { x: 500, y: 630, text: '119,00' },
      { x: 50, y: 700, text: 'Abschlag fällig 59,50' },
      { x: 50, y: 760, text: 'Geschäftsbereich Nord der Muster GmbH' },
    ];
    const generic = await extractInvoiceData(syntheticDocument(invoice), { today });
    expect(generic.fields.grossTotal?.value).toBe('119.00');
    const learned = [
      compileUserRule({
        id: 'learned-gross',
        field: 'grossTotal',
        type: 'Anchor',
        anchorPattern: 'Abschlag fällig',
        searchPattern: '(\\d+,\\d{2})',
      }),
      compileUserRule({
        id: 'learned-name',
        field: 'sellerName',
        type: 'Pattern',
        searchPattern: 'Geschäftsbereich (Nord)',
        searchArea: { region: { x0: 0, y0: 0.85, x1: 1, y1: 1 } },
      }),
    ];
    const result = await extractInvoiceData(syntheticDocument(invoice), { rules: learned, today });
    expect(result.fields.grossTotal).toMatchObject({ value: '59.50', rule: 'learned-gross' });
    expect(result.fields.sellerName).toMatchObject({ value: 'Nord', rule: 'learned-name' });
    expect(result.fields.netTotal?.value).toBe('100.00');
  });

  it('an invalid regular expression finds nothing instead of failing', async () => {
    const rule = compileUserRule({ id: 'bad', field: 'invoiceNumber', type: 'Pattern', searchPattern: '([' });
    const result = await extractInvoiceData(syntheticDocument(page), { rules: [rule], today });
    expect(result.fields.invoiceNumber?.value).toBe('1111');
  });
});
