import { describe, expect, it } from 'vitest';
import { XRECHNUNG_CVD_ID, XRECHNUNG_EXTENSION_ID } from '../engine/detect.js';
import { buildCiiInvoice, buildUblInvoice } from '../testing/invoice-builder.js';
import { change, firedRules } from '../testing/rule-assertions.js';

/** [rule, level, what is replaced, by what]. */
type XRechnungCase = [string, 'error' | 'warning' | 'information', string | RegExp, string];

const ubl = buildUblInvoice();
const cii = buildCiiInvoice();
const withCustomization = (id: string) =>
  change(
    ubl,
    /<cbc:CustomizationID>.*<\/cbc:CustomizationID>/,
    `<cbc:CustomizationID>${id}</cbc:CustomizationID>`,
  );

const PAYMENT_MEANS = /<cac:PaymentMeans>[\s\S]*?<\/cac:PaymentMeans>/;
const PAYEE_ACCOUNT = /<cac:PayeeFinancialAccount>[\s\S]*?<\/cac:PayeeFinancialAccount>/;
const CUSTOMER_END = '</cac:AccountingCustomerParty>';
const deliveryTo = (address: string) =>
  `${CUSTOMER_END}<cac:Delivery><cac:DeliveryLocation><cac:Address>${address}<cac:Country><cbc:IdentificationCode>DE</cbc:IdentificationCode></cac:Country></cac:Address></cac:DeliveryLocation></cac:Delivery>`;
const means = (code: string, inner: string) =>
  `<cac:PaymentMeans><cbc:PaymentMeansCode>${code}</cbc:PaymentMeansCode>${inner}</cac:PaymentMeans>`;
const CARD =
  '<cac:CardAccount><cbc:PrimaryAccountNumberID>4711</cbc:PrimaryAccountNumberID><cbc:NetworkID>VISA</cbc:NetworkID></cac:CardAccount>';
const PAYEE =
  '<cac:PayeeFinancialAccount><cbc:ID>DE02120300000000202051</cbc:ID></cac:PayeeFinancialAccount>';
const mandate = (account: string) =>
  `<cac:PaymentMandate><cbc:ID>M-17</cbc:ID>${account ? `<cac:PayerFinancialAccount><cbc:ID>${account}</cbc:ID></cac:PayerFinancialAccount>` : ''}</cac:PaymentMandate>`;
const SEPA_CREDITOR =
  '<cbc:EndpointID schemeID="EM">rechnung@mehlwerk.example</cbc:EndpointID><cac:PartyIdentification><cbc:ID schemeID="SEPA">DE98ZZZ09999999999</cbc:ID></cac:PartyIdentification>';
const ORDER_REFERENCE = '<cac:OrderReference><cbc:ID>B-4711</cbc:ID></cac:OrderReference>';
const attachment = (attributes: string) =>
  `<cac:AdditionalDocumentReference><cbc:ID>A-${attributes.length}</cbc:ID><cac:Attachment><cbc:EmbeddedDocumentBinaryObject ${attributes}>QUJD</cbc:EmbeddedDocumentBinaryObject></cac:Attachment></cac:AdditionalDocumentReference>`;
const linkTo = (uri: string) =>
  `${ORDER_REFERENCE}<cac:AdditionalDocumentReference><cbc:ID>Link</cbc:ID><cac:Attachment><cac:ExternalReference><cbc:URI>${uri}</cbc:URI></cac:ExternalReference></cac:Attachment></cac:AdditionalDocumentReference>`;

const CIUS: XRechnungCase[] = [
  ['BR-DE-1', 'error', PAYMENT_MEANS, ''],
  ['BR-DE-2', 'error', /<cac:Contact>[\s\S]*?<\/cac:Contact>/, ''],
  ['BR-DE-3', 'error', '<cbc:CityName>Regensburg</cbc:CityName>', ''],
  ['BR-DE-4', 'error', '<cbc:PostalZone>93047</cbc:PostalZone>', ''],
  ['BR-DE-5', 'error', '<cbc:Name>Paula Peters</cbc:Name>', ''],
  ['BR-DE-6', 'error', '<cbc:Telephone>+49 941 123456</cbc:Telephone>', ''],
  ['BR-DE-7', 'error', '<cbc:ElectronicMail>buchhaltung@mehlwerk.example</cbc:ElectronicMail>', ''],
  ['BR-DE-8', 'error', '<cbc:CityName>München</cbc:CityName>', ''],
  ['BR-DE-9', 'error', '<cbc:PostalZone>80331</cbc:PostalZone>', ''],
  ['BR-DE-10', 'error', CUSTOMER_END, deliveryTo('<cbc:PostalZone>80331</cbc:PostalZone>')],
  ['BR-DE-11', 'error', CUSTOMER_END, deliveryTo('<cbc:CityName>München</cbc:CityName>')],
  [
    'BR-DE-14',
    'error',
    /(<cbc:TaxAmount currencyID="EUR">7.60<\/cbc:TaxAmount>\s*<cac:TaxCategory>\s*<cbc:ID>S<\/cbc:ID>)\s*<cbc:Percent>19<\/cbc:Percent>/,
    '$1',
  ],
  ['BR-DE-15', 'error', '<cbc:BuyerReference>04011000-12345-03</cbc:BuyerReference>', ''],
  ['BR-DE-16', 'error', /<cac:PartyTaxScheme>[\s\S]*?<\/cac:PartyTaxScheme>/, ''],
  ['BR-DE-17', 'warning', '<cbc:InvoiceTypeCode>380<', '<cbc:InvoiceTypeCode>383<'],
  ['BR-DE-18', 'error', 'Zahlbar innerhalb von 14 Tagen ohne Abzug.', '#SKONTO#TAGE=7#PROZENT=2#\n'],
  ['BR-DE-19', 'warning', 'DE02120300000000202051', 'DE02120300000000202052'],
  ['BR-DE-20', 'warning', PAYMENT_MEANS, means('59', mandate('DE02120300000000202052'))],
  [
    'BR-DE-22',
    'error',
    ORDER_REFERENCE,
    `${ORDER_REFERENCE}${attachment('mimeCode="application/pdf" filename="a.pdf"')}${attachment('mimeCode="image/png" filename="a.pdf"')}`,
  ],
  ['BR-DE-23-a', 'error', PAYEE_ACCOUNT, ''],
  ['BR-DE-23-b', 'error', PAYMENT_MEANS, means('58', `${CARD}${PAYEE}`)],
  ['BR-DE-24-a', 'error', PAYMENT_MEANS, means('48', '')],
  ['BR-DE-24-b', 'error', PAYMENT_MEANS, means('48', `${CARD}${PAYEE}`)],
  ['BR-DE-25-a', 'error', PAYMENT_MEANS, means('59', '')],
  ['BR-DE-25-b', 'error', PAYMENT_MEANS, means('59', `${PAYEE}${mandate('DE02120300000000202051')}`)],
  ['BR-DE-26', 'warning', '<cbc:InvoiceTypeCode>380<', '<cbc:InvoiceTypeCode>384<'],
  ['BR-DE-27', 'warning', '+49 941 123456', 'Zentrale'],
  ['BR-DE-28', 'warning', 'buchhaltung@mehlwerk.example', 'buchhaltung@mehlwerk'],
  ['BR-DE-30', 'error', PAYMENT_MEANS, means('59', mandate('DE02120300000000202051'))],
  ['BR-DE-31', 'error', PAYMENT_MEANS, means('59', mandate(''))],
  ['BR-DE-TMP-32', 'information', /<cac:InvoicePeriod>[\s\S]*?<\/cac:InvoicePeriod>/, ''],
  ['BR-TMP-2', 'warning', ORDER_REFERENCE, linkTo('www.mehlwerk.example/rechnung.pdf')],
];

describe('XRechnung CIUS rules (BR-DE, BR-TMP) in UBL', () => {
  it('the built XRechnung fires nothing', () => {
    expect([...firedRules(ubl).keys()]).toEqual([]);
  });

  it.each(CIUS)('%s (%s)', (ruleId, level, from, to) => {
    expect(firedRules(change(ubl, from, to)).get(ruleId)).toBe(level);
  });

  const directDebit = change(
    change(ubl, PAYMENT_MEANS, means('59', mandate('DE02120300000000202051'))),
    '<cbc:EndpointID schemeID="EM">rechnung@mehlwerk.example</cbc:EndpointID>',
    SEPA_CREDITOR,
  );
  it.each([
    [
      'BR-DE-18',
      change(
        ubl,
        'Zahlbar innerhalb von 14 Tagen ohne Abzug.',
        '#SKONTO#TAGE=7#PROZENT=2.00#BASISBETRAG=40.00#\n',
      ),
    ],
    ['BR-DE-24-a', change(ubl, PAYMENT_MEANS, means('48', CARD))],
    [
      'BR-DE-26',
      change(
        change(ubl, '<cbc:InvoiceTypeCode>380<', '<cbc:InvoiceTypeCode>384<'),
        ORDER_REFERENCE,
        `${ORDER_REFERENCE}<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>RE-2026-0700</cbc:ID></cac:InvoiceDocumentReference></cac:BillingReference>`,
      ),
    ],
    ['BR-DE-30', directDebit],
    ['BR-DE-31', directDebit],
    [
      'BR-DE-TMP-32',
      change(
        change(ubl, /<cac:InvoicePeriod>[\s\S]*?<\/cac:InvoicePeriod>/, ''),
        CUSTOMER_END,
        `${CUSTOMER_END}<cac:Delivery><cbc:ActualDeliveryDate>2026-02-27</cbc:ActualDeliveryDate></cac:Delivery>`,
      ),
    ],
    ['BR-TMP-2', change(ubl, ORDER_REFERENCE, linkTo('https://mehlwerk.example/rechnung.pdf'))],
  ])('%s holds for a correct variant', (ruleId, xml) => {
    expect(firedRules(xml).has(ruleId)).toBe(false);
  });

  it('BR-DE-21 warns about a specification identifier of an older XRechnung', () => {
    const older = withCustomization(
      'urn:cen.eu:en16931:2017#compliant#urn:xoev-de:kosit:standard:xrechnung_2.3',
    );
    expect(firedRules(older).get('BR-DE-21')).toBe('warning');
    expect(firedRules(ubl).has('BR-DE-21')).toBe(false);
  });
});

describe('XRechnung rules in CII', () => {
  it('the built CII XRechnung fires nothing', () => {
    expect([...firedRules(cii).keys()]).toEqual([]);
  });

  const basisQuantity = (gross: string, net: string) =>
    change(
      cii,
      /<ram:SpecifiedLineTradeAgreement>\s*<ram:NetPriceProductTradePrice><ram:ChargeAmount>10.00<\/ram:ChargeAmount><\/ram:NetPriceProductTradePrice>/,
      `<ram:SpecifiedLineTradeAgreement><ram:GrossPriceProductTradePrice><ram:ChargeAmount>10.00</ram:ChargeAmount>${gross}</ram:GrossPriceProductTradePrice><ram:NetPriceProductTradePrice><ram:ChargeAmount>10.00</ram:ChargeAmount>${net}</ram:NetPriceProductTradePrice>`,
    );
  it('BR-TMP-3 needs the same base quantity on gross and net price', () => {
    const one = '<ram:BasisQuantity unitCode="C62">1</ram:BasisQuantity>';
    expect(
      firedRules(basisQuantity(one, '<ram:BasisQuantity unitCode="C62">2</ram:BasisQuantity>')).get(
        'BR-TMP-3',
      ),
    ).toBe('error');
    expect(
      firedRules(basisQuantity(one, '<ram:BasisQuantity unitCode="H87">1</ram:BasisQuantity>')).get(
        'BR-TMP-3',
      ),
    ).toBe('error');
    expect(
      firedRules(basisQuantity(one, '<ram:BasisQuantity unitCode="C62">1.0</ram:BasisQuantity>')).has(
        'BR-TMP-3',
      ),
    ).toBe(false);
  });

  it('BR-DE-30/31: CII direct debit needs the creditor identifier and the debited account', () => {
    const mandateOnly = change(
      cii,
      '<ram:DueDateDateTime>',
      '<ram:DirectDebitMandateID>M-17</ram:DirectDebitMandateID><ram:DueDateDateTime>',
    );
    const fired = firedRules(mandateOnly);
    expect(fired.get('BR-DE-30')).toBe('error');
    expect(fired.get('BR-DE-31')).toBe('error');
  });

  it.each([
    ['BR-DE-3', '<ram:CityName>Regensburg</ram:CityName>', ''],
    ['BR-DE-15', '<ram:BuyerReference>04011000-12345-03</ram:BuyerReference>', ''],
    ['BR-DE-19', 'DE02120300000000202051', 'DE02120300000000202052'],
  ] as const)('%s fires in CII too', (ruleId, from, to) => {
    expect(firedRules(change(cii, from, to)).has(ruleId)).toBe(true);
  });
});

const extension = withCustomization(XRECHNUNG_EXTENSION_ID);
const SUB_LINE = (amount: string, taxCategory: boolean) =>
  `<cac:SubInvoiceLine><cbc:ID>1.1</cbc:ID><cbc:InvoicedQuantity unitCode="C62">2</cbc:InvoicedQuantity><cbc:LineExtensionAmount currencyID="EUR">${amount}</cbc:LineExtensionAmount><cac:Item><cbc:Name>Teil</cbc:Name>${taxCategory ? '<cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>19</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory>' : ''}</cac:Item><cac:Price><cbc:PriceAmount currencyID="EUR">10.00</cbc:PriceAmount></cac:Price></cac:SubInvoiceLine>`;
const FIRST_LINE_END = /(<\/cac:Price>)(\s*<\/cac:InvoiceLine>)/;
const PREPAID = (content: string) => `<cac:PrepaidPayment>${content}</cac:PrepaidPayment><cac:TaxTotal>`;
const FULL_PREPAID =
  '<cbc:ID>Gutschein-1</cbc:ID><cbc:PaidAmount currencyID="EUR">7.60</cbc:PaidAmount><cbc:InstructionID>Gutschein</cbc:InstructionID>';
const withThirdPartyPayment = (content: string) =>
  change(
    change(extension, '<cac:TaxTotal>', PREPAID(content)),
    '<cbc:PayableAmount currencyID="EUR">47.60',
    '<cbc:PayableAmount currencyID="EUR">55.20',
  );

const EXTENSION: XRechnungCase[] = [
  [
    'BR-DEX-01',
    'error',
    ORDER_REFERENCE,
    `${ORDER_REFERENCE}${attachment('mimeCode="text/plain" filename="a.txt"')}`,
  ],
  ['BR-DEX-02', 'warning', FIRST_LINE_END, `$1${SUB_LINE('15.00', true)}$2`],
  ['BR-DEX-03', 'error', FIRST_LINE_END, `$1${SUB_LINE('20.00', false)}$2`],
  [
    'BR-DEX-04',
    'error',
    '<cbc:EndpointID schemeID="EM">rechnung@mehlwerk.example</cbc:EndpointID>',
    '<cbc:EndpointID schemeID="EM">rechnung@mehlwerk.example</cbc:EndpointID><cac:PartyIdentification><cbc:ID schemeID="QQ99">L-1</cbc:ID></cac:PartyIdentification>',
  ],
  [
    'BR-DEX-05',
    'error',
    '<cbc:RegistrationName>Mehlwerk Regensburg GmbH</cbc:RegistrationName>',
    '<cbc:RegistrationName>Mehlwerk Regensburg GmbH</cbc:RegistrationName><cbc:CompanyID schemeID="QQ99">HRB 1</cbc:CompanyID>',
  ],
  [
    'BR-DEX-06',
    'error',
    '<cbc:Name>Brötchen Sorte 1</cbc:Name>',
    '<cbc:Name>Brötchen Sorte 1</cbc:Name><cac:StandardItemIdentification><cbc:ID schemeID="QQ99">1</cbc:ID></cac:StandardItemIdentification>',
  ],
  ['BR-DEX-07', 'error', 'schemeID="EM">rechnung', 'schemeID="QQ99">rechnung'],
  [
    'BR-DEX-08',
    'error',
    CUSTOMER_END,
    `${CUSTOMER_END}<cac:Delivery><cac:DeliveryLocation><cbc:ID schemeID="QQ99">Lager</cbc:ID></cac:DeliveryLocation></cac:Delivery>`,
  ],
  [
    'BR-DEX-09',
    'error',
    '<cbc:PayableAmount currencyID="EUR">47.60',
    '<cbc:PayableAmount currencyID="EUR">47.00',
  ],
];

describe('XRechnung extension rules (BR-DEX)', () => {
  it('the built invoice under the extension fires no error', () => {
    expect([...firedRules(extension).entries()].filter(([, level]) => level === 'error')).toEqual([]);
  });

  it.each(EXTENSION)('%s (%s)', (ruleId, level, from, to) => {
    expect(firedRules(change(extension, from, to)).get(ruleId)).toBe(level);
  });

  it('third-party payments (BR-DEX-09..14): a complete one balances the amount due', () => {
    expect(
      [...firedRules(withThirdPartyPayment(FULL_PREPAID)).keys()].filter((id) => id.startsWith('BR-DEX')),
    ).toEqual([]);
    const cases: [string, string][] = [
      ['BR-DEX-10', FULL_PREPAID.replace('<cbc:ID>Gutschein-1</cbc:ID>', '')],
      ['BR-DEX-11', FULL_PREPAID.replace('<cbc:PaidAmount currencyID="EUR">7.60</cbc:PaidAmount>', '')],
      ['BR-DEX-12', FULL_PREPAID.replace('<cbc:InstructionID>Gutschein</cbc:InstructionID>', '')],
      ['BR-DEX-13', FULL_PREPAID.replace('7.60</cbc:PaidAmount>', '7.600</cbc:PaidAmount>')],
      ['BR-DEX-14', FULL_PREPAID.replace('currencyID="EUR">7.60', 'currencyID="USD">7.60')],
    ];
    for (const [ruleId, content] of cases)
      expect(firedRules(withThirdPartyPayment(content)).get(ruleId), ruleId).toBe('error');
  });

  it('extension rules stay out of a plain XRechnung', () => {
    expect(
      firedRules(change(ubl, 'schemeID="EM">rechnung', 'schemeID="QQ99">rechnung')).has('BR-DEX-07'),
    ).toBe(false);
  });
});

const CVD_REFERENCES =
  '<cac:OriginatorDocumentReference><cbc:ID>Vergabe-2026-1</cbc:ID></cac:OriginatorDocumentReference><cac:ContractDocumentReference><cbc:ID>V-17</cbc:ID></cac:ContractDocumentReference>';
const CVD_ITEM =
  /<cbc:Name>Brötchen Sorte 1<\/cbc:Name>(\s*<cac:ClassifiedTaxCategory>[\s\S]*?<\/cac:ClassifiedTaxCategory>)/;
const cvdItem = (classification: string, attribute: string) =>
  `<cbc:Name>Brötchen Sorte 1</cbc:Name>${classification}$1${attribute}`;
const classification = (listId: string, code: string) =>
  `<cac:CommodityClassification><cbc:ItemClassificationCode listID="${listId}">${code}</cbc:ItemClassificationCode></cac:CommodityClassification>`;
const cva = (value: string) =>
  `<cac:AdditionalItemProperty><cbc:Name>cva</cbc:Name><cbc:Value>${value}</cbc:Value></cac:AdditionalItemProperty>`;
const cvdBase = change(
  withCustomization(XRECHNUNG_CVD_ID),
  ORDER_REFERENCE,
  `${ORDER_REFERENCE}${CVD_REFERENCES}`,
);
const cvd = change(cvdBase, CVD_ITEM, cvdItem(classification('CVD', 'M1'), cva('clean')));

describe('XRechnung CVD rules (Clean Vehicles Directive)', () => {
  it('a complete CVD invoice fires no CVD rule', () => {
    expect([...firedRules(cvd).keys()].filter((id) => id.includes('CVD'))).toEqual([]);
  });

  it.each([
    [
      'BR-DE-CVD-01',
      change(cvd, '<cac:ContractDocumentReference><cbc:ID>V-17</cbc:ID></cac:ContractDocumentReference>', ''),
    ],
    [
      'BR-DE-CVD-02',
      change(
        cvd,
        '<cac:OriginatorDocumentReference><cbc:ID>Vergabe-2026-1</cbc:ID></cac:OriginatorDocumentReference>',
        '',
      ),
    ],
    ['BR-DE-CVD-03', cvdBase],
    ['BR-DE-CVD-04', change(cvdBase, CVD_ITEM, cvdItem(classification('CVD', 'L3'), cva('clean')))],
    ['BR-DE-CVD-05', change(cvdBase, CVD_ITEM, cvdItem(classification('CVD', 'M1'), cva('diesel')))],
    ['BR-DE-CVD-06-a', change(cvdBase, CVD_ITEM, cvdItem(classification('CVD', 'M1'), ''))],
    ['BR-DE-CVD-06-b', change(cvdBase, CVD_ITEM, cvdItem('', cva('clean')))],
    [
      'BR-TMP-CVD-01',
      change(
        cvdBase,
        CVD_ITEM,
        cvdItem(`${classification('CVD', 'M1')}${classification('QQ', '1')}`, cva('clean')),
      ),
    ],
  ])('%s fires', (ruleId, xml) => {
    expect(firedRules(xml).has(ruleId)).toBe(true);
  });
});
