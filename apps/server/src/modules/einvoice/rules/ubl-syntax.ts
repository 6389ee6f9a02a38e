import { writtenFractionDigits } from '../engine/decimal.js';
import { all, descendants, xmlPath, type XmlElement } from '../engine/xml.js';
import type { RuleContext } from './rule-context.js';
import { UBL_DISCOURAGED } from './ubl-cr-table.js';

/** The first element reached by a table path (`//` = anywhere, trailing `@name` = attribute). */
function present(root: XmlElement, path: string): XmlElement | undefined {
  const attributeAt = path.lastIndexOf('/@');
  const attribute = path.startsWith('//@')
    ? path.slice(3)
    : attributeAt >= 0
      ? path.slice(attributeAt + 2)
      : undefined;
  const elementPath = path.startsWith('//@') ? '' : attributeAt >= 0 ? path.slice(0, attributeAt) : path;
  let candidates: XmlElement[];
  if (elementPath === '') candidates = descendants(root);
  else if (elementPath.startsWith('//')) {
    const steps = elementPath.slice(2).split('/');
    const [head, ...rest] = steps as [string, ...string[]];
    candidates = descendants(root)
      .filter((element) => element.name === head)
      .flatMap((element) => (rest.length ? all(element, rest.join('/')) : [element]));
  } else candidates = all(root, elementPath);
  return attribute === undefined
    ? candidates[0]
    : candidates.find((element) => element.attrs[attribute] !== undefined);
}

function countAt(root: XmlElement, path: string): number {
  return all(root, path).length;
}

/** UBL syntax binding rules (UBL-SR-, UBL-DT-, UBL-CR-) on the XML. */
export function checkUblSyntaxRules(context: RuleContext) {
  const { root, report, model } = context;
  const rootPath = xmlPath(root);
  const lineName = model.isCreditNote ? 'CreditNoteLine' : 'InvoiceLine';
  for (const { ruleId, path } of UBL_DISCOURAGED) {
    const adjusted = model.isCreditNote ? path.replace(/^InvoiceLine/, 'CreditNoteLine') : path;
    const found = present(root, adjusted);
    if (found && !(ruleId === 'UBL-CR-002' && found.text.trim() === '2.1')) report(ruleId, xmlPath(found));
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
