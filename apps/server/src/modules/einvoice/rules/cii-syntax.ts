import { all, descendants, xmlPath, type XmlElement } from '../engine/xml.js';
import type { RuleContext } from './rule-context.js';

const HEADER = 'SupplyChainTradeTransaction';
/** Elements a CII invoice should not use (CII-SR-): rule, context below the root, path below it. */
const DISCOURAGED: [string, string, string][] = [
  ['CII-SR-002', 'ExchangedDocumentContext', 'TestIndicator'],
  ['CII-SR-013', 'ExchangedDocument', 'Name'],
  ['CII-SR-027', 'ExchangedDocument', 'IncludedNote/Subject'],
  ['CII-SR-028', 'ExchangedDocument', 'IncludedNote/ContentCode'],
  ['CII-SR-032', 'ExchangedDocument', 'IncludedNote/ID'],
  [
    'CII-SR-108',
    `${HEADER}/IncludedSupplyChainTradeLineItem/SpecifiedLineTradeAgreement`,
    'BuyerOrderReferencedDocument/IssuerAssignedID',
  ],
  ['CII-SR-154', `${HEADER}/IncludedSupplyChainTradeLineItem/SpecifiedLineTradeDelivery`, 'PackageQuantity'],
  [
    'CII-SR-122',
    `${HEADER}/IncludedSupplyChainTradeLineItem/SpecifiedLineTradeAgreement`,
    'GrossPriceProductTradePrice/AppliedTradeAllowanceCharge/CalculationPercent',
  ],
  [
    'CII-SR-123',
    `${HEADER}/IncludedSupplyChainTradeLineItem/SpecifiedLineTradeAgreement`,
    'GrossPriceProductTradePrice/AppliedTradeAllowanceCharge/BasisAmount',
  ],
  [
    'CII-SR-128',
    `${HEADER}/IncludedSupplyChainTradeLineItem/SpecifiedLineTradeAgreement`,
    'GrossPriceProductTradePrice/AppliedTradeAllowanceCharge/Reason',
  ],
  [
    'CII-SR-265',
    `${HEADER}/ApplicableHeaderTradeAgreement`,
    'BuyerTradeParty/DefinedTradeContact/FaxUniversalCommunication',
  ],
  ['CII-SR-312', `${HEADER}/ApplicableHeaderTradeDelivery`, 'ShipToTradeParty/DefinedTradeContact'],
  ['CII-SR-313', `${HEADER}/ApplicableHeaderTradeDelivery`, 'ShipToTradeParty/URIUniversalCommunication'],
  ['CII-SR-335', `${HEADER}/ApplicableHeaderTradeDelivery`, 'DeliveryNoteReferencedDocument'],
  ['CII-SR-351', `${HEADER}/ApplicableHeaderTradeSettlement`, 'InvoiceeTradeParty'],
  ['CII-SR-360', `${HEADER}/ApplicableHeaderTradeSettlement`, 'PayeeTradeParty/PostalTradeAddress'],
  ['CII-SR-366', `${HEADER}/ApplicableHeaderTradeSettlement`, 'TaxApplicableTradeCurrencyExchange'],
  ['CII-SR-396', `${HEADER}/ApplicableHeaderTradeSettlement`, 'SpecifiedLogisticsServiceCharge'],
  [
    'CII-SR-408',
    `${HEADER}/ApplicableHeaderTradeSettlement`,
    'SpecifiedTradePaymentTerms/ApplicableTradePaymentDiscountTerms',
  ],
];

function first(root: XmlElement, path: string): XmlElement | undefined {
  return all(root, path)[0];
}

/** CII syntax binding rules (CII-SR-, CII-DT-) on the XML. */
export function checkCiiSyntaxRules(context: RuleContext) {
  const { root, report } = context;
  for (const [ruleId, contextPath, path] of DISCOURAGED) {
    for (const holder of all(root, contextPath)) {
      if (all(holder, path).length > 0) {
        report(ruleId, xmlPath(holder));
        break;
      }
    }
  }
  const agreement = first(root, `${HEADER}/ApplicableHeaderTradeAgreement`);
  const settlement = first(root, `${HEADER}/ApplicableHeaderTradeSettlement`);
  if (agreement) {
    const path = xmlPath(agreement);
    if (
      all(agreement, 'BuyerTradeParty/ID').length > 0 &&
      all(agreement, 'BuyerTradeParty/GlobalID').length > 0
    )
      report('CII-SR-450', path);
    const both = (party: string) =>
      all(agreement, `${party}/DefinedTradeContact/PersonName`).length > 0 &&
      all(agreement, `${party}/DefinedTradeContact/DepartmentName`).length > 0;
    if (both('SellerTradeParty')) report('CII-SR-465', path);
    if (both('BuyerTradeParty')) report('CII-SR-466', path);
    if (
      all(agreement, 'AdditionalReferencedDocument').filter(
        (doc) => first(doc, 'TypeCode')?.text.trim() === '130',
      ).length > 1
    )
      report('CII-SR-458', path);
  }
  for (const line of all(root, `${HEADER}/IncludedSupplyChainTradeLineItem`)) {
    const charge = first(
      line,
      'SpecifiedLineTradeAgreement/GrossPriceProductTradePrice/AppliedTradeAllowanceCharge',
    );
    if (charge) {
      const indicator = first(charge, 'ChargeIndicator/Indicator')?.text.trim();
      const amount = first(charge, 'ActualAmount');
      if (!(indicator === 'false' && amount)) report('CII-SR-119', xmlPath(line));
    }
  }
  if (settlement) {
    const path = xmlPath(settlement);
    if (all(settlement, 'SpecifiedTradePaymentTerms').length > 1) report('CII-SR-452', path);
    if (all(settlement, 'SpecifiedTradePaymentTerms/Description').length > 1) report('CII-SR-453', path);
    if (all(settlement, 'ApplicableTradeTax/TaxPointDate').length > 1) report('CII-SR-461', path);
    const dueCodes = new Set(
      all(settlement, 'ApplicableTradeTax/DueDateTypeCode').map((code) => code.text.trim()),
    );
    if (dueCodes.size > 1) report('CII-SR-462', path);
  }
  for (const element of descendants(root)) {
    if (
      element.name.endsWith('Amount') &&
      element.name !== 'TaxTotalAmount' &&
      element.attrs.currencyID !== undefined
    )
      report('CII-DT-031', xmlPath(element));
    if (element.name.endsWith('ReferencedDocument')) {
      const typeCode = first(element, 'TypeCode')?.text.trim();
      const isAdditional = element.name === 'AdditionalReferencedDocument';
      if (
        typeCode !== undefined &&
        !(isAdditional && (typeCode === '50' || typeCode === '130' || typeCode === '916'))
      )
        report('CII-DT-018', xmlPath(element));
      if (first(element, 'ReferenceTypeCode') && !(isAdditional && typeCode === '130'))
        report('CII-DT-024', xmlPath(element));
    }
    if (element.name.endsWith('TradeTax')) {
      if (first(element, 'LineTotalBasisAmount')) report('CII-DT-043', xmlPath(element));
      if (first(element, 'AllowanceChargeBasisAmount')) report('CII-DT-044', xmlPath(element));
    }
  }
}
