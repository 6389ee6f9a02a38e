import { Namespaces } from './schema-structure.js';
import type { XmlElement } from '../engine/xml.js';

/**
 * The CII data type rules (CII-DT-) of the EN 16931 syntax binding: parts of the UN/CEFACT data types
 * an EN 16931 invoice does not use. Each entry is [rule, violated?]; the groups follow the official
 * contexts, including that `//ram:TypeCode` is reached before the document type code's own rule, so
 * CII-DT-010 … 012 never apply, and that the specific identifiers of CII-DT-001 … 007 do not get
 * CII-DT-101 … 104.
 */
type DtCheck = [string, (element: XmlElement) => boolean];

const has = (element: XmlElement, name: string) => element.children.some((child) => child.name === name);
const childText = (element: XmlElement, name: string) =>
  element.children.filter((child) => child.name === name).map((child) => child.text);
const attribute = (name: string) => (element: XmlElement) => element.attrs[name] !== undefined;
const forbidden = (ruleId: string, child: string): DtCheck => [ruleId, (element) => has(element, child)];
const underHeaderSettlement = (element: XmlElement) => {
  for (let node = element.parent; node; node = node.parent)
    if (node.name === 'ApplicableHeaderTradeSettlement') return true;
  return false;
};
const attachmentDocument = (element: XmlElement) =>
  element.name === 'AdditionalReferencedDocument' && childText(element, 'TypeCode').includes('916');

const REFERENCED_DOCUMENT: DtCheck[] = [
  ['CII-DT-015', (element) => has(element, 'URIID') && !attachmentDocument(element)],
  forbidden('CII-DT-016', 'StatusCode'),
  forbidden('CII-DT-017', 'CopyIndicator'),
  [
    'CII-DT-018',
    (element) => {
      const codes = childText(element, 'TypeCode');
      return (
        codes.length > 0 &&
        !(
          element.name === 'AdditionalReferencedDocument' &&
          codes.some((code) => ['50', '130', '916'].includes(code))
        )
      );
    },
  ],
  forbidden('CII-DT-019', 'GlobalID'),
  forbidden('CII-DT-020', 'RevisionID'),
  ['CII-DT-021', (element) => has(element, 'Name') && !attachmentDocument(element)],
  ['CII-DT-022', (element) => has(element, 'AttachmentBinaryObject') && !attachmentDocument(element)],
  forbidden('CII-DT-023', 'Information'),
  [
    'CII-DT-024',
    (element) =>
      has(element, 'ReferenceTypeCode') &&
      !(element.name === 'AdditionalReferencedDocument' && childText(element, 'TypeCode').includes('130')),
  ],
  forbidden('CII-DT-025', 'SectionName'),
  forbidden('CII-DT-026', 'PreviousRevisionID'),
  [
    'CII-DT-027',
    (element) => has(element, 'FormattedIssueDateTime') && element.name !== 'InvoiceReferencedDocument',
  ],
  forbidden('CII-DT-028', 'EffectiveSpecifiedPeriod'),
  forbidden('CII-DT-029', 'IssuerTradeParty'),
  forbidden('CII-DT-030', 'AttachedSpecifiedBinaryFile'),
];

const TRADE_TAX: DtCheck[] = [
  ['CII-DT-037', (element) => has(element, 'TypeCode') && !childText(element, 'TypeCode').includes('VAT')],
  forbidden('CII-DT-038', 'CalculatedRate'),
  forbidden('CII-DT-039', 'CalculationSequenceNumeric'),
  forbidden('CII-DT-040', 'BasisQuantity'),
  ['CII-DT-041', (element) => has(element, 'BasisAmount') && !underHeaderSettlement(element)],
  forbidden('CII-DT-042', 'UnitBasisAmount'),
  forbidden('CII-DT-043', 'LineTotalBasisAmount'),
  forbidden('CII-DT-044', 'AllowanceChargeBasisAmount'),
  forbidden('CII-DT-049', 'CurrencyCode'),
  forbidden('CII-DT-050', 'Jurisdiction'),
  forbidden('CII-DT-051', 'CustomsDutyIndicator'),
  ['CII-DT-052', (element) => has(element, 'ExemptionReasonCode') && element.name !== 'ApplicableTradeTax'],
  ['CII-DT-098', (element) => has(element, 'ExemptionReason') && element.name !== 'ApplicableTradeTax'],
  forbidden('CII-DT-053', 'TaxBasisAllowanceRate'),
  ['CII-DT-054', (element) => has(element, 'TaxPointDate') && !underHeaderSettlement(element)],
  forbidden('CII-DT-055', 'Type'),
  forbidden('CII-DT-056', 'InformationAmount'),
  forbidden('CII-DT-057', 'CategoryName'),
  ['CII-DT-058', (element) => has(element, 'DueDateTypeCode') && !underHeaderSettlement(element)],
  [
    'CII-DT-059',
    (element) =>
      element.children.some(
        (child) => child.name === 'RateApplicablePercent' && child.attrs.format !== undefined,
      ),
  ],
  forbidden('CII-DT-060', 'SpecifiedTradeAccountingAccount'),
  forbidden('CII-DT-061', 'ServiceSupplyTradeCountry'),
  forbidden('CII-DT-062', 'BuyerRepayableTaxSpecifiedTradeAccountingAccount'),
  forbidden('CII-DT-063', 'SellerPayableTaxSpecifiedTradeAccountingAccount'),
  forbidden('CII-DT-064', 'SellerRefundableTaxSpecifiedTradeAccountingAccount'),
  forbidden('CII-DT-065', 'BuyerDeductibleTaxSpecifiedTradeAccountingAccount'),
  forbidden('CII-DT-066', 'BuyerNonDeductibleTaxSpecifiedTradeAccountingAccount'),
  forbidden('CII-DT-067', 'PlaceApplicableTradeLocation'),
];

const dateTimeChild = (wrapper: string) => (element: XmlElement) =>
  element.children.some((child) => child.name === wrapper && has(child, 'DateTime'));

const BILLING_PERIOD: DtCheck[] = [
  ['CII-DT-068', dateTimeChild('StartDateTime')],
  forbidden('CII-DT-069', 'DurationMeasure'),
  forbidden('CII-DT-070', 'InclusiveIndicator'),
  forbidden('CII-DT-071', 'Description'),
  ['CII-DT-072', dateTimeChild('EndDateTime')],
  forbidden('CII-DT-073', 'CompleteDateTime'),
  forbidden('CII-DT-074', 'OpenIndicator'),
  forbidden('CII-DT-075', 'SeasonCode'),
  forbidden('CII-DT-076', 'ID'),
  forbidden('CII-DT-077', 'Name'),
  forbidden('CII-DT-078', 'SequenceNumeric'),
  forbidden('CII-DT-079', 'StartDateFlexibilityCode'),
  forbidden('CII-DT-080', 'ContinuousIndicator'),
  forbidden('CII-DT-081', 'PurposeCode'),
];

const POSTAL_ADDRESS: DtCheck[] = (
  [
    ['CII-DT-082', 'ID'],
    ['CII-DT-083', 'PostOfficeBox'],
    ['CII-DT-084', 'BuildingName'],
    ['CII-DT-086', 'LineFour'],
    ['CII-DT-087', 'LineFive'],
    ['CII-DT-088', 'StreetName'],
    ['CII-DT-089', 'CitySubDivisionName'],
    ['CII-DT-090', 'CountryName'],
    ['CII-DT-091', 'CountrySubDivisionID'],
    ['CII-DT-092', 'AttentionOf'],
    ['CII-DT-093', 'CareOf'],
    ['CII-DT-094', 'BuildingNumber'],
    ['CII-DT-095', 'DepartmentName'],
    ['CII-DT-096', 'AdditionalStreetName'],
  ] as const
).map(([ruleId, child]) => forbidden(ruleId, child));

const SPECIFIC_IDENTIFIER: DtCheck[] = (
  [
    ['CII-DT-001', 'schemeName'],
    ['CII-DT-002', 'schemeAgencyName'],
    ['CII-DT-003', 'schemeDataURI'],
    ['CII-DT-004', 'schemeURI'],
    ['CII-DT-005', 'schemeID'],
    ['CII-DT-006', 'schemeAgencyID'],
    ['CII-DT-007', 'schemeVersionID'],
  ] as const
).map(([ruleId, name]) => [ruleId, attribute(name)]);

const IDENTIFIER: DtCheck[] = (
  [
    ['CII-DT-101', 'schemeName'],
    ['CII-DT-102', 'schemeAgencyName'],
    ['CII-DT-103', 'schemeDataURI'],
    ['CII-DT-104', 'schemeURI'],
  ] as const
).map(([ruleId, name]) => [ruleId, attribute(name)]);

const LINE_CATEGORY: DtCheck[] = (
  [
    ['CII-DT-045', 'listID'],
    ['CII-DT-046', 'listAgencyID'],
    ['CII-DT-047', 'listVersionID'],
    ['CII-DT-048', 'listURI'],
  ] as const
).map(([ruleId, name]) => [ruleId, attribute(name)]);

/** Paths (local names below the root) of the identifiers with their own rule CII-DT-001 … 007. */
const SPECIFIC_IDENTIFIER_PATHS = [
  'ExchangedDocumentContext/GuidelineSpecifiedDocumentContextParameter/ID',
  'ExchangedDocument/ID',
  'SupplyChainTradeTransaction/IncludedSupplyChainTradeLineItem/AssociatedDocumentLineDocument/LineID',
  'SupplyChainTradeTransaction/IncludedSupplyChainTradeLineItem/SpecifiedTradeProduct/SellerAssignedID',
].map((path) => path.split('/'));
const LINE_CATEGORY_PATH =
  'SupplyChainTradeTransaction/IncludedSupplyChainTradeLineItem/SpecifiedLineTradeSettlement/ApplicableTradeTax/CategoryCode'.split(
    '/',
  );

/** Whether the element's local names from below the root down to it are exactly `steps`. */
function isAtPathBelowRoot(element: XmlElement, steps: readonly string[]): boolean {
  let node: XmlElement | null = element;
  for (let index = steps.length - 1; index >= 0; index -= 1) {
    if (!node || node.name !== steps[index]) return false;
    node = node.parent;
  }
  return node !== null && node.parent === null;
}

const DATE_102 = /^\s*(\d{4})(1[0-2]|0[1-9])(3[01]|[12][0-9]|0[1-9])\s*$/;

// The check lists are built once: dataTypeChecks runs for every element of every document.
const DATE_102_CHECKS: DtCheck[] = [['CII-DT-097', (node) => !DATE_102.test(node.text)]];
const TYPE_CODE: DtCheck[] = [
  ['CII-DT-008', attribute('name')],
  ['CII-DT-009', attribute('listURI')],
];
const AMOUNT: DtCheck[] = [
  ['CII-DT-031', attribute('currencyID')],
  ['CII-DT-032', attribute('currencyCodeListVersionID')],
];
const quantityChecks = (hasBilledQuantityUnit: boolean): DtCheck[] => [
  ['CII-DT-033', (node) => node.attrs.unitCode !== undefined && !hasBilledQuantityUnit],
  ['CII-DT-034', attribute('unitCodeListID')],
  ['CII-DT-035', attribute('unitCodeListAgencyID')],
  ['CII-DT-036', attribute('unitCodeListAgencyName')],
];
const QUANTITY_WITH_BILLED_UNIT = quantityChecks(true);
const QUANTITY_WITHOUT_BILLED_UNIT = quantityChecks(false);
const NONE: DtCheck[] = [];

/** The CII-DT checks that apply to one element (by its official context), violated or not. */
export function dataTypeChecks(element: XmlElement, hasBilledQuantityUnit: boolean): DtCheck[] {
  if (element.ns === Namespaces.udt)
    return element.name === 'DateTimeString' && element.attrs.format === '102' ? DATE_102_CHECKS : NONE;
  if (element.ns !== Namespaces.ram) return NONE;
  const name = element.name;
  if (name.endsWith('ID')) {
    for (const steps of SPECIFIC_IDENTIFIER_PATHS)
      if (isAtPathBelowRoot(element, steps)) return SPECIFIC_IDENTIFIER;
    return IDENTIFIER;
  }
  if (name === 'CategoryCode' && isAtPathBelowRoot(element, LINE_CATEGORY_PATH)) return LINE_CATEGORY;
  if (name === 'TypeCode') return TYPE_CODE;
  if (name.endsWith('ReferencedDocument')) return REFERENCED_DOCUMENT;
  if (name.endsWith('Amount') && name !== 'TaxTotalAmount') return AMOUNT;
  if (name.endsWith('Quantity'))
    return hasBilledQuantityUnit ? QUANTITY_WITH_BILLED_UNIT : QUANTITY_WITHOUT_BILLED_UNIT;
  if (name.endsWith('TradeTax')) return TRADE_TAX;
  if (name === 'BillingSpecifiedPeriod') return BILLING_PERIOD;
  if (name === 'PostalTradeAddress') return POSTAL_ADDRESS;
  return NONE;
}

/** CII-DT-013/014: the root carries no language attributes. */
export const ROOT_CHECKS: DtCheck[] = [
  ['CII-DT-013', attribute('languageID')],
  ['CII-DT-014', attribute('languageLocaleID')],
];
