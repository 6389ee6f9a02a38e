import { describe, expect, it } from 'vitest';
import { buildCiiInvoice } from '../testing/invoice-builder.js';
import { RICH_UBL } from '../testing/rich-invoice.js';
import { change, firedRules } from '../testing/rule-assertions.js';

/** [rule, level, what is replaced, by what]. */
type SyntaxCase = [string, 'error' | 'warning', string | RegExp, string];

const twice = (xml: string) => `${xml}${xml}`;
const CONTRACT = '<cac:ContractDocumentReference><cbc:ID>V-1</cbc:ID></cac:ContractDocumentReference>';
const PERIOD =
  '<cac:InvoicePeriod><cbc:StartDate>2026-02-01</cbc:StartDate><cbc:EndDate>2026-02-28</cbc:EndDate></cac:InvoicePeriod>';
const LINE_PERIOD =
  '<cac:InvoicePeriod><cbc:StartDate>2026-02-01</cbc:StartDate><cbc:EndDate>2026-02-15</cbc:EndDate></cac:InvoicePeriod>';
const DELIVERY = /<cac:Delivery>[\s\S]*?<\/cac:Delivery>/;
const PRICE_DISCOUNT =
  '<cac:AllowanceCharge><cbc:ChargeIndicator>false</cbc:ChargeIndicator><cbc:Amount currencyID="EUR">5.00</cbc:Amount><cbc:BaseAmount currencyID="EUR">55.00</cbc:BaseAmount></cac:AllowanceCharge>';
const SUPPLIER_TAX =
  '<cac:PartyTaxScheme><cbc:CompanyID>DE123456789</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>';
const DOCUMENT_REFERENCE = '<cac:AdditionalDocumentReference><cbc:ID>Lieferschein-17</cbc:ID>';
const IBAN_ACCOUNT = '<cac:PayeeFinancialAccount><cbc:ID>DE02120300000000202051</cbc:ID>';

const UBL_CASES: SyntaxCase[] = [
  [
    'UBL-CR-002',
    'warning',
    '<cbc:CustomizationID>',
    '<cbc:UBLVersionID>2.0</cbc:UBLVersionID><cbc:CustomizationID>',
  ],
  ['UBL-CR-005', 'warning', '<cbc:ID>R-100</cbc:ID>', '<cbc:ID>R-100</cbc:ID><cbc:UUID>6f1c2b1e</cbc:UUID>'],
  [
    'UBL-CR-006',
    'warning',
    '<cbc:IssueDate>2026-03-02</cbc:IssueDate>',
    '<cbc:IssueDate>2026-03-02</cbc:IssueDate><cbc:IssueTime>10:00:00</cbc:IssueTime>',
  ],
  [
    'UBL-CR-143',
    'warning',
    '<cbc:EndpointID schemeID="EM">rechnung@',
    '<cbc:WebsiteURI>https://werkzeug.example</cbc:WebsiteURI><cbc:EndpointID schemeID="EM">rechnung@',
  ],
  [
    'UBL-CR-411',
    'warning',
    '<cac:PaymentMeans><cbc:PaymentMeansCode>58',
    '<cac:PaymentMeans><cbc:ID>1</cbc:ID><cbc:PaymentMeansCode>58',
  ],
  [
    'UBL-CR-470',
    'warning',
    '<cac:AllowanceCharge><cbc:ChargeIndicator>false</cbc:ChargeIndicator><cbc:AllowanceChargeReasonCode>',
    '<cac:PrepaidPayment><cbc:PaidAmount currencyID="EUR">10.00</cbc:PaidAmount></cac:PrepaidPayment><cac:AllowanceCharge><cbc:ChargeIndicator>false</cbc:ChargeIndicator><cbc:AllowanceChargeReasonCode>',
  ],
  [
    'UBL-CR-499',
    'warning',
    '<cbc:TaxAmount currencyID="EUR">18.05</cbc:TaxAmount><cac:TaxCategory>',
    '<cbc:TaxAmount currencyID="EUR">18.05</cbc:TaxAmount><cbc:Percent>19</cbc:Percent><cac:TaxCategory>',
  ],
  [
    'UBL-CR-646',
    'warning',
    '</cac:Price>\n  </cac:InvoiceLine>\n</Invoice>',
    '</cac:Price><cac:SubInvoiceLine><cbc:ID>2.1</cbc:ID></cac:SubInvoiceLine>\n  </cac:InvoiceLine>\n</Invoice>',
  ],
  [
    'UBL-CR-652',
    'warning',
    '<cbc:CompanyID>DE123456789</cbc:CompanyID>',
    '<cbc:CompanyID schemeID="VAT">DE123456789</cbc:CompanyID>',
  ],
  [
    'UBL-CR-660',
    'warning',
    '<cbc:IdentificationCode>DE</cbc:IdentificationCode>',
    '<cbc:IdentificationCode listID="ISO3166-1:Alpha2">DE</cbc:IdentificationCode>',
  ],
  [
    'UBL-CR-664',
    'warning',
    IBAN_ACCOUNT,
    `${IBAN_ACCOUNT}<cac:FinancialInstitutionBranch><cbc:ID>BYLADEM1001</cbc:ID><cac:FinancialInstitution><cbc:ID>X</cbc:ID></cac:FinancialInstitution></cac:FinancialInstitutionBranch>`,
  ],
  ['UBL-SR-01', 'error', DOCUMENT_REFERENCE, `${twice(CONTRACT)}${DOCUMENT_REFERENCE}`],
  [
    'UBL-SR-05',
    'error',
    '<cbc:Note>14 Tage netto</cbc:Note>',
    '<cbc:Note>14 Tage netto</cbc:Note><cbc:Note>2 % Skonto</cbc:Note>',
  ],
  ['UBL-SR-07', 'error', '<cbc:ID>R-099</cbc:ID>', ''],
  ['UBL-SR-08', 'error', PERIOD, twice(PERIOD)],
  [
    'UBL-SR-09',
    'error',
    '<cbc:RegistrationName>Werkzeug Kassel GmbH</cbc:RegistrationName>',
    twice('<cbc:RegistrationName>Werkzeug Kassel GmbH</cbc:RegistrationName>'),
  ],
  ['UBL-SR-24', 'error', DELIVERY, '$&$&'],
  [
    'UBL-SR-26',
    'error',
    '<cbc:PaymentMeansCode>58</cbc:PaymentMeansCode>',
    '<cbc:PaymentMeansCode>58</cbc:PaymentMeansCode><cbc:PaymentID>A</cbc:PaymentID><cbc:PaymentID>B</cbc:PaymentID>',
  ],
  [
    'UBL-SR-34',
    'error',
    '<cbc:Note>Sonderanfertigung</cbc:Note>',
    twice('<cbc:Note>Sonderanfertigung</cbc:Note>'),
  ],
  ['UBL-SR-36', 'error', LINE_PERIOD, twice(LINE_PERIOD)],
  ['UBL-SR-37', 'error', PRICE_DISCOUNT, twice(PRICE_DISCOUNT)],
  [
    'UBL-SR-42',
    'error',
    SUPPLIER_TAX,
    `${SUPPLIER_TAX}<cac:PartyTaxScheme><cbc:CompanyID>201/123/45678</cbc:CompanyID><cac:TaxScheme><cbc:ID>FC</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme><cac:PartyTaxScheme><cbc:CompanyID>X</cbc:CompanyID><cac:TaxScheme><cbc:ID>Q</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>`,
  ],
  [
    'UBL-SR-48',
    'error',
    /(<cbc:Name>Schleifpapier<\/cbc:Name>)<cac:ClassifiedTaxCategory>.*?<\/cac:ClassifiedTaxCategory>/,
    '$1',
  ],
  [
    'UBL-SR-02',
    'error',
    DOCUMENT_REFERENCE,
    `${twice('<cac:ReceiptDocumentReference><cbc:ID>W-1</cbc:ID></cac:ReceiptDocumentReference>')}${DOCUMENT_REFERENCE}`,
  ],
  [
    'UBL-SR-03',
    'error',
    DOCUMENT_REFERENCE,
    `${twice('<cac:DespatchDocumentReference><cbc:ID>L-1</cbc:ID></cac:DespatchDocumentReference>')}${DOCUMENT_REFERENCE}`,
  ],
  [
    'UBL-SR-10',
    'error',
    '<cac:PartyIdentification><cbc:ID>L-100</cbc:ID></cac:PartyIdentification>',
    `<cac:PartyIdentification><cbc:ID>L-100</cbc:ID></cac:PartyIdentification>${twice('<cac:PartyName><cbc:Name>Werkzeug</cbc:Name></cac:PartyName>')}`,
  ],
  [
    'UBL-SR-11',
    'error',
    '<cbc:CompanyID>HRB 4711</cbc:CompanyID>',
    twice('<cbc:CompanyID>HRB 4711</cbc:CompanyID>'),
  ],
  [
    'UBL-SR-14',
    'error',
    '<cbc:CompanyID>HRB 4711</cbc:CompanyID>',
    `<cbc:CompanyID>HRB 4711</cbc:CompanyID>${twice('<cbc:CompanyLegalForm>GmbH</cbc:CompanyLegalForm>')}`,
  ],
  [
    'UBL-SR-15',
    'error',
    '<cbc:RegistrationName>Tischlerei Holm KG</cbc:RegistrationName>',
    twice('<cbc:RegistrationName>Tischlerei Holm KG</cbc:RegistrationName>'),
  ],
  [
    'UBL-SR-16',
    'error',
    '<cbc:EndpointID schemeID="EM">einkauf@tischlerei.example</cbc:EndpointID>',
    `<cbc:EndpointID schemeID="EM">einkauf@tischlerei.example</cbc:EndpointID>${twice('<cac:PartyIdentification><cbc:ID>K-1</cbc:ID></cac:PartyIdentification>')}`,
  ],
  [
    'UBL-SR-17',
    'error',
    '<cbc:RegistrationName>Tischlerei Holm KG</cbc:RegistrationName>',
    `<cbc:RegistrationName>Tischlerei Holm KG</cbc:RegistrationName>${twice('<cbc:CompanyID>HRA 1</cbc:CompanyID>')}`,
  ],
  [
    'UBL-SR-27',
    'error',
    '<cbc:PaymentMeansCode>58</cbc:PaymentMeansCode>',
    `<cbc:PaymentMeansCode>58</cbc:PaymentMeansCode>${twice('<cbc:InstructionNote>Bitte überweisen</cbc:InstructionNote>')}`,
  ],
  [
    'UBL-SR-28',
    'error',
    '<cbc:NetworkID>VISA</cbc:NetworkID></cac:CardAccount>',
    `<cbc:NetworkID>VISA</cbc:NetworkID></cac:CardAccount><cac:PaymentMandate>${twice('<cbc:ID>M-1</cbc:ID>')}</cac:PaymentMandate>`,
  ],
  [
    'UBL-SR-35',
    'error',
    LINE_PERIOD,
    `${LINE_PERIOD}<cac:OrderLineReference>${twice('<cbc:LineID>3</cbc:LineID>')}</cac:OrderLineReference>`,
  ],
  [
    'UBL-SR-38',
    'error',
    '<cbc:Percent>19</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory>',
    `<cbc:Percent>19</cbc:Percent>${twice('<cbc:TaxExemptionReason>x</cbc:TaxExemptionReason>')}<cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory>`,
  ],
  [
    'UBL-SR-39',
    'error',
    '<cac:AccountingSupplierParty>',
    `${twice('<cac:ProjectReference><cbc:ID>P-1</cbc:ID></cac:ProjectReference>')}<cac:AccountingSupplierParty>`,
  ],
  [
    'UBL-SR-40',
    'error',
    '<cbc:EndpointID schemeID="EM">einkauf@tischlerei.example</cbc:EndpointID>',
    `<cbc:EndpointID schemeID="EM">einkauf@tischlerei.example</cbc:EndpointID>${twice('<cac:PartyName><cbc:Name>Holm</cbc:Name></cac:PartyName>')}`,
  ],
  [
    'UBL-SR-45',
    'error',
    '<cbc:PaymentMeansCode>58</cbc:PaymentMeansCode>',
    `<cbc:PaymentMeansCode>58</cbc:PaymentMeansCode>${twice('<cbc:PaymentDueDate>2026-03-16</cbc:PaymentDueDate>')}`,
  ],
  ['UBL-SR-53', 'error', '<cbc:CompanyID>DE123456789</cbc:CompanyID>', ''],
  [
    'UBL-DT-01',
    'error',
    '<cbc:PayableAmount currencyID="EUR">103.00',
    '<cbc:PayableAmount currencyID="EUR">103.000',
  ],
  [
    'UBL-DT-06',
    'error',
    DOCUMENT_REFERENCE,
    `${DOCUMENT_REFERENCE}<cac:Attachment><cbc:EmbeddedDocumentBinaryObject filename="a.pdf">QUJD</cbc:EmbeddedDocumentBinaryObject></cac:Attachment>`,
  ],
  [
    'UBL-DT-07',
    'error',
    DOCUMENT_REFERENCE,
    `${DOCUMENT_REFERENCE}<cac:Attachment><cbc:EmbeddedDocumentBinaryObject mimeCode="application/pdf">QUJD</cbc:EmbeddedDocumentBinaryObject></cac:Attachment>`,
  ],
];

describe('UBL syntax rules (UBL-CR, UBL-SR, UBL-DT)', () => {
  it('the rich test invoice fires none', () => {
    expect([...firedRules(RICH_UBL).keys()].filter((id) => id.startsWith('UBL-'))).toEqual([]);
  });

  it.each(UBL_CASES)('%s (%s)', (ruleId, level, from, to) => {
    expect(firedRules(change(RICH_UBL, from, to)).get(ruleId)).toBe(level);
  });

  it.each([
    ['UBL-CR-002', '<cbc:CustomizationID>', '<cbc:UBLVersionID>2.1</cbc:UBLVersionID><cbc:CustomizationID>'],
    ['UBL-DT-01', '<cbc:PriceAmount currencyID="EUR">50.00', '<cbc:PriceAmount currencyID="EUR">50.0000'],
    ['UBL-DT-01', '<cbc:BaseAmount currencyID="EUR">55.00', '<cbc:BaseAmount currencyID="EUR">55.000'],
  ])('%s stays quiet for an allowed form', (ruleId, from, to) => {
    expect(firedRules(change(RICH_UBL, from, to)).has(ruleId)).toBe(false);
  });
});

const cii = buildCiiInvoice();
const GROSS_PRICE = (indicator: string) =>
  `<ram:SpecifiedLineTradeAgreement><ram:GrossPriceProductTradePrice><ram:ChargeAmount>11.00</ram:ChargeAmount><ram:AppliedTradeAllowanceCharge><ram:ChargeIndicator><udt:Indicator>${indicator}</udt:Indicator></ram:ChargeIndicator><ram:ActualAmount>1.00</ram:ActualAmount></ram:AppliedTradeAllowanceCharge></ram:GrossPriceProductTradePrice>`;
const referenced = (typeCode: string, extra = '') =>
  `<ram:AdditionalReferencedDocument><ram:IssuerAssignedID>A-${typeCode}</ram:IssuerAssignedID><ram:TypeCode>${typeCode}</ram:TypeCode>${extra}</ram:AdditionalReferencedDocument>`;
const HEADER_TAX_END =
  '<ram:CategoryCode>S</ram:CategoryCode>\n        <ram:RateApplicablePercent>19</ram:RateApplicablePercent>\n      </ram:ApplicableTradeTax>';
const dueCode = (code: string, rate: string) =>
  `<ram:ApplicableTradeTax><ram:CalculatedAmount>0.00</ram:CalculatedAmount><ram:TypeCode>VAT</ram:TypeCode><ram:BasisAmount>0.00</ram:BasisAmount><ram:CategoryCode>S</ram:CategoryCode><ram:DueDateTypeCode>${code}</ram:DueDateTypeCode><ram:RateApplicablePercent>${rate}</ram:RateApplicablePercent></ram:ApplicableTradeTax>`;

const CII_CASES: SyntaxCase[] = [
  [
    'CII-SR-002',
    'warning',
    '<rsm:ExchangedDocumentContext>',
    '<rsm:ExchangedDocumentContext><ram:TestIndicator><udt:Indicator>true</udt:Indicator></ram:TestIndicator>',
  ],
  [
    'CII-SR-009',
    'error',
    /<ram:GuidelineSpecifiedDocumentContextParameter>.*<\/ram:GuidelineSpecifiedDocumentContextParameter>/,
    '',
  ],
  ['CII-SR-119', 'warning', '<ram:SpecifiedLineTradeAgreement>', GROSS_PRICE('true')],
  [
    'CII-SR-450',
    'warning',
    '<ram:BuyerTradeParty>',
    '<ram:BuyerTradeParty><ram:ID>K-1</ram:ID><ram:GlobalID schemeID="0088">4000001000005</ram:GlobalID>',
  ],
  [
    'CII-SR-458',
    'warning',
    '</ram:BuyerTradeParty>',
    `</ram:BuyerTradeParty>${referenced('130')}${referenced('130')}`,
  ],
  ['CII-SR-462', 'error', HEADER_TAX_END, `${HEADER_TAX_END}${dueCode('5', '7')}${dueCode('29', '16')}`],
  [
    'CII-SR-465',
    'warning',
    '<ram:PersonName>Paula Peters</ram:PersonName>',
    '<ram:PersonName>Paula Peters</ram:PersonName><ram:DepartmentName>Buchhaltung</ram:DepartmentName>',
  ],
  [
    'CII-SR-466',
    'warning',
    '</ram:BuyerTradeParty>',
    '<ram:DefinedTradeContact><ram:PersonName>Ida Holm</ram:PersonName><ram:DepartmentName>Einkauf</ram:DepartmentName></ram:DefinedTradeContact></ram:BuyerTradeParty>',
  ],
  ['CII-DT-018', 'error', '</ram:BuyerTradeParty>', `</ram:BuyerTradeParty>${referenced('380')}`],
  [
    'CII-DT-024',
    'error',
    '</ram:BuyerTradeParty>',
    `</ram:BuyerTradeParty>${referenced('916', '<ram:ReferenceTypeCode>AAB</ram:ReferenceTypeCode>')}`,
  ],
  ['CII-DT-031', 'error', '<ram:GrandTotalAmount>', '<ram:GrandTotalAmount currencyID="EUR">'],
  [
    'CII-DT-043',
    'warning',
    '<ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>S</ram:CategoryCode>',
    '<ram:TypeCode>VAT</ram:TypeCode><ram:LineTotalBasisAmount>20.00</ram:LineTotalBasisAmount><ram:CategoryCode>S</ram:CategoryCode>',
  ],
  [
    'CII-DT-044',
    'warning',
    '<ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>S</ram:CategoryCode>',
    '<ram:TypeCode>VAT</ram:TypeCode><ram:AllowanceChargeBasisAmount>0.00</ram:AllowanceChargeBasisAmount><ram:CategoryCode>S</ram:CategoryCode>',
  ],
];

describe('CII syntax rules (CII-SR, CII-DT)', () => {
  it('the built CII invoice fires none', () => {
    expect([...firedRules(cii).keys()].filter((id) => id.startsWith('CII-'))).toEqual([]);
  });

  it.each(CII_CASES)('%s (%s)', (ruleId, level, from, to) => {
    expect(firedRules(change(cii, from, to)).get(ruleId)).toBe(level);
  });

  it.each([
    ['CII-SR-119', '<ram:SpecifiedLineTradeAgreement>', GROSS_PRICE('false')],
    [
      'CII-SR-458',
      '</ram:BuyerTradeParty>',
      `</ram:BuyerTradeParty>${referenced('130')}${referenced('916')}`,
    ],
    ['CII-SR-462', HEADER_TAX_END, `${HEADER_TAX_END}${dueCode('5', '7')}${dueCode('5', '16')}`],
    ['CII-DT-018', '</ram:BuyerTradeParty>', `</ram:BuyerTradeParty>${referenced('50')}`],
    [
      'CII-DT-024',
      '</ram:BuyerTradeParty>',
      `</ram:BuyerTradeParty>${referenced('130', '<ram:ReferenceTypeCode>AAB</ram:ReferenceTypeCode>')}`,
    ],
  ])('%s stays quiet for an allowed form', (ruleId, from, to) => {
    expect(firedRules(change(cii, from, to)).has(ruleId)).toBe(false);
  });
});
