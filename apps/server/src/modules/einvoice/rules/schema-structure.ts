import { descendants, xmlPath, type XmlElement } from '../engine/xml.js';

/**
 * A structure check written from the UBL 2.1 and CII D16B schema facts for the elements an
 * EN 16931 invoice uses: namespaces, element order where the schema fixes a sequence, mandatory
 * children, and the lexical form of dates, decimals and indicators. Elements we do not describe
 * are not judged (no false rejections for rarely used parts of the schemas).
 */
export type SchemaProblem = { location: string; detail: string };

export const Namespaces = {
  ublInvoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  ublCreditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
  qdt: 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
} as const;

const UBL_INVOICE_ORDER =
  'UBLExtensions UBLVersionID CustomizationID ProfileID ProfileExecutionID ID CopyIndicator UUID IssueDate IssueTime DueDate InvoiceTypeCode Note TaxPointDate DocumentCurrencyCode TaxCurrencyCode PricingCurrencyCode PaymentCurrencyCode PaymentAlternativeCurrencyCode AccountingCostCode AccountingCost LineCountNumeric BuyerReference InvoicePeriod OrderReference BillingReference DespatchDocumentReference ReceiptDocumentReference StatementDocumentReference OriginatorDocumentReference ContractDocumentReference AdditionalDocumentReference ProjectReference Signature AccountingSupplierParty AccountingCustomerParty PayeeParty BuyerCustomerParty SellerSupplierParty TaxRepresentativeParty Delivery DeliveryTerms PaymentMeans PaymentTerms PrepaidPayment AllowanceCharge TaxExchangeRate PricingExchangeRate PaymentExchangeRate PaymentAlternativeExchangeRate TaxTotal WithholdingTaxTotal LegalMonetaryTotal InvoiceLine'.split(
    ' ',
  );
const UBL_CREDIT_NOTE_ORDER =
  'UBLExtensions UBLVersionID CustomizationID ProfileID ProfileExecutionID ID CopyIndicator UUID IssueDate IssueTime TaxPointDate CreditNoteTypeCode Note DocumentCurrencyCode TaxCurrencyCode PricingCurrencyCode PaymentCurrencyCode PaymentAlternativeCurrencyCode AccountingCostCode AccountingCost LineCountNumeric BuyerReference InvoicePeriod DiscrepancyResponse OrderReference BillingReference DespatchDocumentReference ReceiptDocumentReference ContractDocumentReference AdditionalDocumentReference StatementDocumentReference OriginatorDocumentReference Signature AccountingSupplierParty AccountingCustomerParty PayeeParty BuyerCustomerParty SellerSupplierParty TaxRepresentativeParty Delivery DeliveryTerms PaymentMeans PaymentTerms TaxExchangeRate PricingExchangeRate PaymentExchangeRate PaymentAlternativeExchangeRate AllowanceCharge TaxTotal LegalMonetaryTotal CreditNoteLine'.split(
    ' ',
  );
const UBL_LINE_ORDER =
  'ID UUID Note InvoicedQuantity CreditedQuantity LineExtensionAmount TaxPointDate AccountingCostCode AccountingCost PaymentPurposeCode FreeOfChargeIndicator InvoicePeriod DiscrepancyResponse OrderLineReference DespatchLineReference ReceiptLineReference BillingReference DocumentReference PricingReference OriginatorParty Delivery PaymentTerms AllowanceCharge TaxTotal WithholdingTaxTotal Item Price DeliveryTerms SubInvoiceLine SubCreditNoteLine ItemPriceExtension'.split(
    ' ',
  );

/** Fixed sequences of UBL aggregates: children must appear in this order; listed ones are mandatory. */
const UBL_SEQUENCES = new Map<string, { order: string[]; required: string[] }>(
  Object.entries({
    LegalMonetaryTotal: {
      order:
        'LineExtensionAmount TaxExclusiveAmount TaxInclusiveAmount AllowanceTotalAmount ChargeTotalAmount PrepaidAmount PayableRoundingAmount PayableAmount PayableAlternativeAmount'.split(
          ' ',
        ),
      required: ['PayableAmount'],
    },
    AllowanceCharge: {
      order:
        'ID ChargeIndicator AllowanceChargeReasonCode AllowanceChargeReason MultiplierFactorNumeric PrepaidIndicator SequenceNumeric Amount BaseAmount AccountingCostCode AccountingCost PerUnitAmount TaxCategory TaxTotal PaymentMeans'.split(
          ' ',
        ),
      required: ['ChargeIndicator', 'Amount'],
    },
    InvoiceLine: { order: UBL_LINE_ORDER, required: ['ID', 'LineExtensionAmount', 'Item'] },
    CreditNoteLine: { order: UBL_LINE_ORDER, required: ['ID', 'Item'] },
    SubInvoiceLine: { order: UBL_LINE_ORDER, required: ['ID', 'LineExtensionAmount', 'Item'] },
    PartyIdentification: { order: ['ID'], required: ['ID'] },
    TaxSubtotal: {
      order:
        'TaxableAmount TaxAmount CalculationSequenceNumeric TransactionCurrencyTaxAmount Percent BaseUnitMeasure PerUnitAmount TierRange TierRatePercent TaxCategory'.split(
          ' ',
        ),
      required: ['TaxAmount', 'TaxCategory'],
    },
    TaxTotal: {
      order: 'TaxAmount RoundingAmount TaxEvidenceIndicator TaxIncludedIndicator TaxSubtotal'.split(' '),
      required: ['TaxAmount'],
    },
    Price: {
      order:
        'PriceAmount BaseQuantity PriceChangeReason PriceTypeCode PriceType OrderableUnitFactorRate ValidityPeriod PriceList AllowanceCharge PricingExchangeRate'.split(
          ' ',
        ),
      required: ['PriceAmount'],
    },
  }),
);
const UBL_DOCUMENT_REFERENCES = new Set([
  'OrderReference',
  'DespatchDocumentReference',
  'ReceiptDocumentReference',
  'StatementDocumentReference',
  'OriginatorDocumentReference',
  'ContractDocumentReference',
  'AdditionalDocumentReference',
  'InvoiceDocumentReference',
  'DocumentReference',
  'ProjectReference',
]);
const UBL_DATES = new Set([
  'IssueDate',
  'DueDate',
  'TaxPointDate',
  'StartDate',
  'EndDate',
  'ActualDeliveryDate',
  'PaymentDueDate',
]);
const INDICATORS = new Set(['ChargeIndicator']);
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}(Z|[+-]\d{2}:\d{2})?$/;
const DECIMAL_PATTERN = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

const CII_AGREEMENT_ORDER =
  'BuyerReference SellerTradeParty BuyerTradeParty SalesAgentTradeParty BuyerTaxRepresentativeTradeParty SellerTaxRepresentativeTradeParty ProductEndUserTradeParty ApplicableTradeDeliveryTerms SellerOrderReferencedDocument BuyerOrderReferencedDocument QuotationReferencedDocument ContractReferencedDocument AdditionalReferencedDocument BuyerAgentTradeParty SpecifiedProcuringProject UltimateCustomerOrderReferencedDocument'.split(
    ' ',
  );

const CII_ROOT_ORDER = [
  'ExchangedDocumentContext',
  'ExchangedDocument',
  'SupplyChainTradeTransaction',
  'ValuationBreakdownStatement',
];
const CII_ROOT_REQUIRED = ['ExchangedDocumentContext', 'ExchangedDocument', 'SupplyChainTradeTransaction'];
const UBL_ROOT_REQUIRED = [
  'ID',
  'IssueDate',
  'AccountingSupplierParty',
  'AccountingCustomerParty',
  'LegalMonetaryTotal',
];
const NO_DATES = new Set<string>();

const positionMaps = new WeakMap<string[], ReadonlyMap<string, number>>();

/** Each name's first position in a fixed order, built once per order (looked up for every child). */
function positionsOf(order: string[]): ReadonlyMap<string, number> {
  let positions = positionMaps.get(order);
  if (!positions) {
    const map = new Map<string, number>();
    order.forEach((name, index) => {
      if (!map.has(name)) map.set(name, index);
    });
    positions = map;
    positionMaps.set(order, positions);
  }
  return positions;
}

function checkSequence(element: XmlElement, order: string[], required: string[], problems: SchemaProblem[]) {
  const positions = positionsOf(order);
  let position = -1;
  for (const child of element.children) {
    const index = positions.get(child.name) ?? -1;
    if (index < 0) continue;
    if (index < position) {
      problems.push({ location: xmlPath(child), detail: `element ${child.name} out of order` });
      return;
    }
    position = index;
  }
  for (const name of required) {
    if (!element.children.some((child) => child.name === name))
      problems.push({ location: xmlPath(element), detail: `missing ${name}` });
  }
}

function checkLexical(element: XmlElement, problems: SchemaProblem[], dateNames: Set<string>) {
  const text = element.text.trim();
  if (element.children.length > 0) return;
  if (INDICATORS.has(element.name) || element.name === 'Indicator') {
    if (!['true', 'false', '1', '0'].includes(text))
      problems.push({ location: xmlPath(element), detail: `"${text}" is not a boolean` });
  } else if (
    element.name.endsWith('Amount') ||
    element.name.endsWith('Quantity') ||
    element.name === 'Percent' ||
    element.name === 'RateApplicablePercent'
  ) {
    if (!DECIMAL_PATTERN.test(text))
      problems.push({ location: xmlPath(element), detail: `"${text}" is not a decimal` });
  } else if (dateNames.has(element.name)) {
    if (!DATE_PATTERN.test(text))
      problems.push({ location: xmlPath(element), detail: `"${text}" is not a date` });
  }
}

export function checkUblStructure(root: XmlElement): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const known = new Set<string>([
    Namespaces.ublInvoice,
    Namespaces.ublCreditNote,
    Namespaces.cac,
    Namespaces.cbc,
    Namespaces.ext,
  ]);
  checkSequence(
    root,
    root.name === 'CreditNote' ? UBL_CREDIT_NOTE_ORDER : UBL_INVOICE_ORDER,
    UBL_ROOT_REQUIRED,
    problems,
  );
  for (const element of descendants(root)) {
    if (!known.has(element.ns)) {
      if (element.parent?.name === 'ExtensionContent') continue;
      if (isInsideExtension(element)) continue;
      problems.push({
        location: xmlPath(element),
        detail: `element ${element.name} in unexpected namespace "${element.ns}"`,
      });
      continue;
    }
    const sequence = UBL_SEQUENCES.get(element.name);
    if (sequence && element.ns === Namespaces.cac)
      checkSequence(element, sequence.order, sequence.required, problems);
    if (
      UBL_DOCUMENT_REFERENCES.has(element.name) &&
      element.ns === Namespaces.cac &&
      !element.children.some((child) => child.name === 'ID')
    ) {
      problems.push({ location: xmlPath(element), detail: 'missing ID' });
    }
    if (element.ns === Namespaces.cbc) checkLexical(element, problems, UBL_DATES);
  }
  return problems;
}

function isInsideExtension(element: XmlElement): boolean {
  for (let node = element.parent; node; node = node.parent) if (node.name === 'UBLExtensions') return true;
  return false;
}

export function checkCiiStructure(root: XmlElement): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const known = new Set<string>([Namespaces.rsm, Namespaces.ram, Namespaces.udt, Namespaces.qdt]);
  checkSequence(root, CII_ROOT_ORDER, CII_ROOT_REQUIRED, problems);
  for (const element of descendants(root)) {
    if (!known.has(element.ns)) {
      problems.push({
        location: xmlPath(element),
        detail: `element ${element.name} in unexpected namespace "${element.ns}"`,
      });
      continue;
    }
    if (element.name === 'ApplicableHeaderTradeAgreement')
      checkSequence(element, CII_AGREEMENT_ORDER, [], problems);
    if (
      element.name === 'DateTimeString' &&
      element.attrs.format === '102' &&
      !/^\d{8}$/.test(element.text.trim())
    ) {
      problems.push({
        location: xmlPath(element),
        detail: `"${element.text.trim()}" is not a date of format 102`,
      });
    }
    if (element.ns === Namespaces.ram) checkLexical(element, problems, NO_DATES);
  }
  return problems;
}
