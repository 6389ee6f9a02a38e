import { inCodeList, type CodeLists } from '../codelists/code-lists.js';
import { descendants, xmlPath, type XmlElement } from '../engine/xml.js';
import type { RuleContext } from './rule-context.js';

type Check = (element: XmlElement, codes: CodeLists) => string | null;

const normalized = (value: string | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
const parentIs = (element: XmlElement, name: string) => element.parent?.name === name;
const hasAncestor = (element: XmlElement, name: string) => {
  for (let node = element.parent; node; node = node.parent) if (node.name === name) return true;
  return false;
};

/** xs:boolean of a charge indicator: 'true'/'1' or 'false'/'0', anything else answers null. */
function indicator(text: string | undefined): boolean | null {
  const value = (text ?? '').trim();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return null;
}

const member = (list: ReadonlySet<string>, value: string | undefined, ruleId: string) =>
  inCodeList(list, value) ? null : ruleId;

const UBL_AMOUNTS = new Set([
  'Amount',
  'BaseAmount',
  'PriceAmount',
  'TaxAmount',
  'TaxableAmount',
  'LineExtensionAmount',
  'TaxExclusiveAmount',
  'TaxInclusiveAmount',
  'AllowanceTotalAmount',
  'ChargeTotalAmount',
  'PrepaidAmount',
  'PayableRoundingAmount',
  'PayableAmount',
]);

const UBL_QUANTITIES = new Set(['InvoicedQuantity', 'BaseQuantity', 'CreditedQuantity']);

/** A map rather than an object: element names are looked up in it for every element of a document. */
function checksByName(checks: Record<string, Check>): ReadonlyMap<string, Check> {
  return new Map(Object.entries(checks));
}

/** BR-CL-08 in UBL: a `#CODE#` prefix of a note, when it has three letters, is searched in the list. */
function ublNoteSubject(element: XmlElement, codes: CodeLists): string | null {
  if (element.parent?.parent !== null) return null;
  const text = element.text;
  const afterHash = text.slice(text.indexOf('#') + 1);
  const code = afterHash.includes('#') ? afterHash.slice(0, afterHash.indexOf('#')) : '';
  if (!text.includes('#') || code.length !== 3) return null;
  return codes.noteSubjectsText.includes(code) ? null : 'BR-CL-08';
}

/** The UBL code-list rules by element name, with the contexts of the official Schematron. */
const UBL_CHECKS = checksByName({
  InvoiceTypeCode: (element, codes) => member(codes.invoiceTypes, element.text, 'BR-CL-01'),
  CreditNoteTypeCode: (element, codes) => member(codes.creditNoteTypes, element.text, 'BR-CL-01'),
  DocumentCurrencyCode: (element, codes) => member(codes.currencies, element.text, 'BR-CL-04'),
  TaxCurrencyCode: (element, codes) => member(codes.currencies, element.text, 'BR-CL-05'),
  DescriptionCode: (element, codes) =>
    parentIs(element, 'InvoicePeriod') ? member(codes.vatPointDates, element.text, 'BR-CL-06') : null,
  Note: ublNoteSubject,
  ItemClassificationCode: (element, codes) =>
    parentIs(element, 'CommodityClassification') && element.attrs.listID !== undefined
      ? member(codes.classifications, element.attrs.listID, 'BR-CL-13')
      : null,
  IdentificationCode: (element, codes) =>
    parentIs(element, 'Country')
      ? member(codes.countries, element.text, 'BR-CL-14')
      : parentIs(element, 'OriginCountry')
        ? member(codes.countries, element.text, 'BR-CL-15')
        : null,
  PaymentMeansCode: (element, codes) =>
    parentIs(element, 'PaymentMeans') ? member(codes.paymentMeans, element.text, 'BR-CL-16') : null,
  AllowanceChargeReasonCode: (element, codes) => {
    const charge = indicator(element.parent?.children.find((node) => node.name === 'ChargeIndicator')?.text);
    if (charge === null) return null;
    return charge
      ? member(codes.chargeReasons, element.text, 'BR-CL-20')
      : member(codes.allowanceReasons, element.text, 'BR-CL-19');
  },
  TaxExemptionReasonCode: (element, codes) => member(codes.vatex, element.text.toUpperCase(), 'BR-CL-22'),
  EmbeddedDocumentBinaryObject: (element, codes) =>
    element.attrs.mimeCode !== undefined && !codes.mimeCodes.has(element.attrs.mimeCode) ? 'BR-CL-24' : null,
  EndpointID: (element, codes) =>
    element.attrs.schemeID !== undefined ? member(codes.eas, element.attrs.schemeID, 'BR-CL-25') : null,
  CompanyID: (element, codes) =>
    parentIs(element, 'PartyLegalEntity') && element.attrs.schemeID !== undefined
      ? member(codes.icd, element.attrs.schemeID, 'BR-CL-11')
      : null,
  ID: ublIdentifier,
});

function ublIdentifier(element: XmlElement, codes: CodeLists): string | null {
  const parent = element.parent?.name;
  if (parent === 'TaxCategory') return member(codes.vatCategories, element.text, 'BR-CL-17');
  if (parent === 'ClassifiedTaxCategory') return member(codes.vatCategories, element.text, 'BR-CL-18');
  const scheme = element.attrs.schemeID;
  if (scheme === undefined) return null;
  if (parent === 'AdditionalDocumentReference' || parent === 'DocumentReference') {
    const type = element.parent?.children.find((node) => node.name === 'DocumentTypeCode')?.text;
    return type?.trim() === '130' ? member(codes.objectSchemes, scheme, 'BR-CL-07') : null;
  }
  if (parent === 'PartyIdentification') {
    const sepa =
      normalized(scheme) === 'SEPA' &&
      (hasAncestor(element, 'AccountingSupplierParty') || hasAncestor(element, 'PayeeParty'));
    return sepa ? null : member(codes.icd, scheme, 'BR-CL-10');
  }
  if (parent === 'StandardItemIdentification') return member(codes.icd, scheme, 'BR-CL-21');
  if (parent === 'DeliveryLocation') return member(codes.icd, scheme, 'BR-CL-26');
  return null;
}

function ublQuantityOrAmount(element: XmlElement, codes: CodeLists): string | null {
  if (UBL_AMOUNTS.has(element.name)) return member(codes.currencies, element.attrs.currencyID, 'BR-CL-03');
  if (UBL_QUANTITIES.has(element.name) && element.attrs.unitCode !== undefined)
    return member(codes.units, element.attrs.unitCode, 'BR-CL-23');
  return null;
}

/** The CII code-list rules by element name, with the contexts of the official Schematron. */
const CII_CHECKS = checksByName({
  TypeCode: (element, codes) =>
    parentIs(element, 'ExchangedDocument')
      ? member(codes.ciiDocumentTypes, element.text, 'BR-CL-01')
      : parentIs(element, 'SpecifiedTradeSettlementPaymentMeans')
        ? member(codes.paymentMeans, element.text, 'BR-CL-16')
        : null,
  TaxTotalAmount: (element, codes) =>
    element.attrs.currencyID !== undefined
      ? member(codes.currencies, element.attrs.currencyID, 'BR-CL-03')
      : null,
  InvoiceCurrencyCode: (element, codes) => member(codes.currencies, element.text, 'BR-CL-04'),
  TaxCurrencyCode: (element, codes) => member(codes.currencies, element.text, 'BR-CL-05'),
  DueDateTypeCode: (element, codes) => member(codes.ciiDueDateTypes, element.text, 'BR-CL-06'),
  ReferenceTypeCode: (element, codes) => member(codes.objectSchemes, element.text, 'BR-CL-07'),
  SubjectCode: (element, codes) => member(codes.ciiNoteSubjects, element.text, 'BR-CL-08'),
  GlobalID: (element, codes) => {
    const scheme = element.attrs.schemeID;
    if (scheme === undefined) return null;
    if (parentIs(element, 'SpecifiedTradeProduct')) return member(codes.icd, scheme, 'BR-CL-21');
    if (
      parentIs(element, 'ShipToTradeParty') &&
      element.parent?.parent?.name === 'ApplicableHeaderTradeDelivery'
    )
      return member(codes.icd, scheme, 'BR-CL-26');
    if (hasAncestor(element, 'SpecifiedTradeProduct') || hasAncestor(element, 'ShipToTradeParty'))
      return null;
    return member(codes.icd, scheme, 'BR-CL-10');
  },
  ID: (element, codes) => {
    if (element.attrs.schemeID !== undefined && !hasAncestor(element, 'SpecifiedTaxRegistration'))
      return member(codes.icd, element.attrs.schemeID, 'BR-CL-11');
    return parentIs(element, 'OriginTradeCountry') ? member(codes.countries, element.text, 'BR-CL-15') : null;
  },
  ClassCode: (element, codes) =>
    element.attrs.listID !== undefined
      ? member(codes.classifications, element.attrs.listID, 'BR-CL-13')
      : null,
  CountryID: (element, codes) => member(codes.countries, element.text, 'BR-CL-14'),
  CategoryCode: (element, codes) =>
    parentIs(element, 'CategoryTradeTax')
      ? member(codes.vatCategories, element.text, 'BR-CL-17')
      : parentIs(element, 'ApplicableTradeTax')
        ? member(codes.vatCategories, element.text, 'BR-CL-18')
        : null,
  ReasonCode: (element, codes) => {
    if (!parentIs(element, 'SpecifiedTradeAllowanceCharge')) return null;
    const flag = element.parent?.children.find((node) => node.name === 'ChargeIndicator');
    const charge = indicator(flag?.children.find((node) => node.name === 'Indicator')?.text);
    if (charge === null) return null;
    return charge
      ? member(codes.chargeReasons, element.text, 'BR-CL-20')
      : member(codes.allowanceReasons, element.text, 'BR-CL-19');
  },
  ExemptionReasonCode: (element, codes) => member(codes.vatex, element.text.toUpperCase(), 'BR-CL-22'),
  BasisQuantity: ciiUnit,
  BilledQuantity: ciiUnit,
  AttachmentBinaryObject: (element, codes) =>
    element.attrs.mimeCode !== undefined && !codes.mimeCodes.has(element.attrs.mimeCode) ? 'BR-CL-24' : null,
  URIID: (element, codes) =>
    parentIs(element, 'URIUniversalCommunication') && element.attrs.schemeID !== undefined
      ? member(codes.eas, element.attrs.schemeID, 'BR-CL-25')
      : null,
});

function ciiUnit(element: XmlElement, codes: CodeLists): string | null {
  return element.attrs.unitCode !== undefined
    ? member(codes.units, element.attrs.unitCode, 'BR-CL-23')
    : null;
}

/**
 * BR-CO-09: the VAT identifier starts with a country code. UBL searches the first two characters in
 * the list as one string; CII wants exactly one listed code.
 */
function vatPrefixRule(element: XmlElement, codes: CodeLists, syntax: 'UBL' | 'CII'): boolean {
  if (syntax === 'CII') {
    if (
      element.name !== 'ID' ||
      element.attrs.schemeID !== 'VA' ||
      !parentIs(element, 'SpecifiedTaxRegistration')
    )
      return false;
    return !codes.vatPrefixesText.includes(` ${element.text.slice(0, 2)} `);
  }
  if (element.name !== 'PartyTaxScheme') return false;
  const scheme = element.children.find((node) => node.name === 'TaxScheme');
  const schemeId = scheme?.children.find((node) => node.name === 'ID')?.text;
  if (normalized(schemeId).toUpperCase() !== 'VAT') return false;
  const companyId = element.children.find((node) => node.name === 'CompanyID')?.text ?? '';
  return !codes.vatPrefixesText.includes(companyId.slice(0, 2));
}

/** Code list rules BR-CL-01 … BR-CL-26 and the VAT identifier prefix rule BR-CO-09, on every element. */
export function checkCodeListRules(context: RuleContext) {
  const { model, root, report, codes } = context;
  const checks = model.syntax === 'UBL' ? UBL_CHECKS : CII_CHECKS;
  for (const element of descendants(root)) {
    const ruleId =
      checks.get(element.name)?.(element, codes) ??
      (model.syntax === 'UBL' ? ublQuantityOrAmount(element, codes) : null);
    if (ruleId) report(ruleId, xmlPath(element));
    if (vatPrefixRule(element, codes, model.syntax)) report('BR-CO-09', xmlPath(element));
  }
}
