import { writtenFractionDigits } from '../engine/decimal.js';
import { all, countAt, descendants, firstAt, xmlPath, type XmlElement } from '../engine/xml.js';
import { buildPathTrie, countPaths } from '../engine/path-trie.js';
import type { RuleContext } from './rule-context.js';
import { UBL_DISCOURAGED } from './ubl-cr-table.js';

/** A `//` table rule: an element named `head` anywhere (any element for `//@name`), then `rest` below it. */
type AnywhereRule = {
  ruleId: string;
  head: string | undefined;
  rest: string;
  accept: ((found: XmlElement) => boolean) | undefined;
};

function compileAnywhere(rule: { ruleId: string; path: string }): AnywhereRule {
  const attributeAt = rule.path.lastIndexOf('/@');
  const attribute = attributeAt >= 0 ? rule.path.slice(attributeAt + 2) : undefined;
  const elementPath = attributeAt >= 0 ? rule.path.slice(2, attributeAt) : rule.path.slice(2);
  const [head, ...rest] = elementPath.split('/');
  return {
    ruleId: rule.ruleId,
    head: head === '' ? undefined : head,
    rest: rest.join('/'),
    accept: attribute === undefined ? undefined : (found) => found.attrs[attribute] !== undefined,
  };
}

/** The elements of a table path (trailing `@name` = attribute) and of the `//` paths (anywhere). */
function compileTable(lineName: string) {
  const rules = UBL_DISCOURAGED.map((rule) => ({
    ...rule,
    path: rule.path.replace(/^InvoiceLine/, lineName),
  }));
  const plain = rules.filter((rule) => !rule.path.startsWith('//'));
  return {
    plain,
    trie: buildPathTrie(plain.map((rule) => rule.path)),
    anywhere: rules.filter((rule) => rule.path.startsWith('//')).map(compileAnywhere),
  };
}

const INVOICE_TABLE = compileTable('InvoiceLine');
const CREDIT_NOTE_TABLE = compileTable('CreditNoteLine');

/** What a `//` rule reaches from one element of the document, if anything. */
function reachedFrom(element: XmlElement, rule: AnywhereRule): XmlElement | undefined {
  if (rule.head === undefined) return rule.accept!(element) ? element : undefined;
  if (element.name !== rule.head) return undefined;
  if (rule.rest !== '') return firstAt(element, rule.rest, rule.accept);
  return !rule.accept || rule.accept(element) ? element : undefined;
}

/** The first element (in document order) each `//` rule reaches, in one walk of the document. */
function firstAnywhere(root: XmlElement, rules: AnywhereRule[]): (XmlElement | undefined)[] {
  const found: (XmlElement | undefined)[] = rules.map(() => undefined);
  let missing = rules.length;
  for (const element of descendants(root)) {
    for (let index = 0; index < rules.length; index += 1) {
      if (found[index]) continue;
      const reached = reachedFrom(element, rules[index]!);
      if (!reached) continue;
      found[index] = reached;
      missing -= 1;
    }
    if (missing === 0) break;
  }
  return found;
}

/** UBL syntax binding rules (UBL-SR-, UBL-DT-, UBL-CR-) on the XML. */
export function checkUblSyntaxRules(context: RuleContext) {
  checkUblUnusedAttributes(context);
  const { root, report, model } = context;
  const rootPath = xmlPath(root);
  const lineName = model.isCreditNote ? 'CreditNoteLine' : 'InvoiceLine';
  const table = model.isCreditNote ? CREDIT_NOTE_TABLE : INVOICE_TABLE;
  const counts: number[] = [];
  const found: (XmlElement | undefined)[] = [];
  countPaths(root, table.trie, counts, found, 1);
  table.plain.forEach((rule, index) => {
    const element = found[index];
    if (element && !(rule.ruleId === 'UBL-CR-002' && element.text.trim() === '2.1'))
      report(rule.ruleId, xmlPath(element));
  });
  firstAnywhere(root, table.anywhere).forEach((element, index) => {
    if (element) report(table.anywhere[index]!.ruleId, xmlPath(element));
  });
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
      // The official test asks only that both elements exist, empty or not.
      const companyId = element.children.find((child) => child.name === 'CompanyID');
      const schemeId = element.children
        .find((child) => child.name === 'TaxScheme')
        ?.children.find((child) => child.name === 'ID');
      if (!companyId || !schemeId) report('UBL-SR-53', xmlPath(element));
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

const UNUSED_ATTRIBUTES: [string, string][] = [
  ['UBL-DT-08', 'schemeName'],
  ['UBL-DT-09', 'schemeAgencyName'],
  ['UBL-DT-10', 'schemeDataURI'],
  ['UBL-DT-11', 'schemeURI'],
  ['UBL-DT-12', 'format'],
  ['UBL-DT-13', 'unitCodeListIdentifier'],
  ['UBL-DT-14', 'unitCodeListAgencyIdentifier'],
  ['UBL-DT-15', 'unitCodeListAgencyName'],
  ['UBL-DT-16', 'listAgencyName'],
  ['UBL-DT-17', 'listName'],
  ['UBL-DT-19', 'languageID'],
  ['UBL-DT-20', 'listURI'],
  ['UBL-DT-21', 'listSchemeURI'],
  ['UBL-DT-22', 'languageLocaleID'],
  ['UBL-DT-23', 'uri'],
  ['UBL-DT-24', 'currencyCodeListVersionID'],
  ['UBL-DT-25', 'characterSetCode'],
  ['UBL-DT-26', 'encodingCode'],
  ['UBL-DT-27', 'schemeAgencyID'],
  ['UBL-DT-28', 'listAgencyID'],
];

/** UBL-DT-08 … 28: data type attributes an invoice does not use, anywhere in the document. */
export function checkUblUnusedAttributes(context: RuleContext) {
  const { root, report } = context;
  const seen = new Set<string>();
  let names = 0;
  const visit = (element: XmlElement) => {
    for (const name in element.attrs) seen.add(name);
    if (element.attrs.name !== undefined && element.name !== 'PaymentMeansCode') names += 1;
  };
  visit(root);
  for (const element of descendants(root)) visit(element);
  for (const [ruleId, attribute] of UNUSED_ATTRIBUTES) if (seen.has(attribute)) report(ruleId, xmlPath(root));
  if (names > 0) report('UBL-DT-18', xmlPath(root));
}
