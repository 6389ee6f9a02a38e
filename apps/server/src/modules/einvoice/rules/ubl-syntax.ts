import { writtenFractionDigits } from '../engine/decimal.js';
import { all, descendants, xmlPath, type XmlElement } from '../engine/xml.js';
import type { RuleContext } from './rule-context.js';

/** Elements a UBL invoice should not use (UBL-CR-): rule, path below the root. */
const DISCOURAGED: [string, string][] = [
  ['UBL-CR-001', 'UBLExtensions'],
  ['UBL-CR-003', 'ProfileExecutionID'],
  ['UBL-CR-004', 'CopyIndicator'],
  ['UBL-CR-005', 'UUID'],
  ['UBL-CR-006', 'IssueTime'],
  ['UBL-CR-007', 'PricingCurrencyCode'],
  ['UBL-CR-008', 'PaymentCurrencyCode'],
  ['UBL-CR-009', 'PaymentAlternativeCurrencyCode'],
  ['UBL-CR-010', 'AccountingCostCode'],
  ['UBL-CR-011', 'LineCountNumeric'],
  ['UBL-CR-012', 'InvoicePeriod/StartTime'],
  ['UBL-CR-013', 'InvoicePeriod/EndTime'],
  ['UBL-CR-014', 'InvoicePeriod/DurationMeasure'],
  ['UBL-CR-015', 'InvoicePeriod/Description'],
  ['UBL-CR-016', 'OrderReference/CopyIndicator'],
  ['UBL-CR-017', 'OrderReference/UUID'],
  ['UBL-CR-018', 'OrderReference/IssueDate'],
  ['UBL-CR-077', 'StatementDocumentReference'],
  ['UBL-CR-137', 'Signature'],
  ['UBL-CR-513', 'WithholdingTaxTotal'],
  ['UBL-CR-514', 'LegalMonetaryTotal/PayableAlternativeAmount'],
  ['UBL-CR-515', 'InvoiceLine/UUID'],
  ['UBL-CR-519', 'InvoiceLine/FreeOfChargeIndicator'],
  ['UBL-CR-528', 'InvoiceLine/OrderLineReference/OrderReference'],
  ['UBL-CR-529', 'InvoiceLine/DespatchLineReference'],
  ['UBL-CR-530', 'InvoiceLine/ReceiptLineReference'],
  ['UBL-CR-531', 'InvoiceLine/BillingReference'],
  ['UBL-CR-548', 'InvoiceLine/PricingReference'],
  ['UBL-CR-550', 'InvoiceLine/Delivery'],
  ['UBL-CR-551', 'InvoiceLine/PaymentTerms'],
  ['UBL-CR-561', 'InvoiceLine/TaxTotal'],
  ['UBL-CR-646', 'InvoiceLine/SubInvoiceLine'],
];

function countAt(root: XmlElement, path: string): number {
  return all(root, path).length;
}

/** UBL syntax binding rules (UBL-SR-, UBL-DT-, UBL-CR-) on the XML. */
export function checkUblSyntaxRules(context: RuleContext) {
  const { root, report, model } = context;
  const rootPath = xmlPath(root);
  const lineName = model.isCreditNote ? 'CreditNoteLine' : 'InvoiceLine';
  for (const [ruleId, path] of DISCOURAGED) {
    const adjusted = model.isCreditNote ? path.replace(/^InvoiceLine/, 'CreditNoteLine') : path;
    if (countAt(root, adjusted) > 0) report(ruleId, rootPath);
  }
  const maxOnce: [string, string][] = [
    ['UBL-SR-01', 'ContractDocumentReference/ID'],
    ['UBL-SR-02', 'ReceiptDocumentReference/ID'],
    ['UBL-SR-03', 'DespatchDocumentReference/ID'],
    ['UBL-SR-05', 'PaymentTerms/Note'],
    ['UBL-SR-08', 'InvoicePeriod'],
    ['UBL-SR-09', 'AccountingSupplierParty/Party/PartyLegalEntity/RegistrationName'],
    ['UBL-SR-10', 'AccountingSupplierParty/Party/PartyName/Name'],
    ['UBL-SR-11', 'AccountingSupplierParty/Party/PartyLegalEntity/CompanyID'],
    ['UBL-SR-14', 'AccountingSupplierParty/Party/PartyLegalEntity/CompanyLegalForm'],
    ['UBL-SR-15', 'AccountingCustomerParty/Party/PartyLegalEntity/RegistrationName'],
    ['UBL-SR-16', 'AccountingCustomerParty/Party/PartyIdentification/ID'],
    ['UBL-SR-17', 'AccountingCustomerParty/Party/PartyLegalEntity/CompanyID'],
    ['UBL-SR-24', 'Delivery'],
    ['UBL-SR-39', 'ProjectReference/ID'],
    ['UBL-SR-40', 'AccountingCustomerParty/Party/PartyName/Name'],
    ['UBL-SR-45', 'PaymentMeans/PaymentDueDate'],
  ];
  for (const [ruleId, path] of maxOnce) if (countAt(root, path) > 1) report(ruleId, rootPath);
  if (countAt(root, 'AccountingSupplierParty/Party/PartyTaxScheme') > 2) report('UBL-SR-42', rootPath);
  for (const reference of all(root, 'BillingReference')) {
    if (all(reference, 'InvoiceDocumentReference/ID').length === 0) report('UBL-SR-07', xmlPath(reference));
  }
  for (const line of all(root, lineName)) {
    const path = xmlPath(line);
    if (countAt(line, 'Note') > 1) report('UBL-SR-34', path);
    if (countAt(line, 'OrderLineReference/LineID') > 1) report('UBL-SR-35', path);
    if (countAt(line, 'InvoicePeriod') > 1) report('UBL-SR-36', path);
    if (countAt(line, 'Price/AllowanceCharge/Amount') > 1) report('UBL-SR-37', path);
    if (countAt(line, 'Item/ClassifiedTaxCategory/TaxExemptionReason') > 1) report('UBL-SR-38', path);
    if (countAt(line, 'Item/ClassifiedTaxCategory') !== 1) report('UBL-SR-48', path);
  }
  for (const means of all(root, 'PaymentMeans')) {
    const path = xmlPath(means);
    if (countAt(means, 'PaymentID') > 1) report('UBL-SR-26', path);
    if (countAt(means, 'InstructionNote') > 1) report('UBL-SR-27', path);
    if (countAt(means, 'PaymentMandate/ID') > 1) report('UBL-SR-28', path);
  }
  for (const element of descendants(root)) {
    if (element.name === 'PartyTaxScheme') {
      const companyId = element.children.find((child) => child.name === 'CompanyID');
      if (!companyId || companyId.text.trim() === '') report('UBL-SR-53', xmlPath(element));
    } else if (element.name.endsWith('Amount') && !element.name.endsWith('PriceAmount')) {
      const inPriceCharge =
        element.parent?.name === 'AllowanceCharge' && element.parent.parent?.name === 'Price';
      if (!inPriceCharge && writtenFractionDigits(element.text.trim()) > 2)
        report('UBL-DT-01', xmlPath(element));
    } else if (element.name.endsWith('BinaryObject')) {
      if (element.attrs.mimeCode === undefined) report('UBL-DT-06', xmlPath(element));
      if (element.attrs.filename === undefined) report('UBL-DT-07', xmlPath(element));
    }
  }
}
