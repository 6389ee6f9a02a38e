import type {
  Address,
  AllowanceCharge,
  Contact,
  Identifier,
  Invoice,
  InvoiceLine,
  Party,
  PaymentInstruction,
} from './model.js';
import { all, at, child, childrenNamed, textAt, textOf, xmlPath, type XmlElement } from './xml.js';

function identifier(element: XmlElement | undefined): Identifier | undefined {
  if (!element) return undefined;
  return { id: element.text.trim(), scheme: element.attrs.schemeID };
}

function isVatScheme(partyTaxScheme: XmlElement): boolean {
  return (textAt(partyTaxScheme, 'TaxScheme/ID') ?? '').toUpperCase() === 'VAT';
}

function address(element: XmlElement | undefined): Address | undefined {
  if (!element) return undefined;
  return {
    path: xmlPath(element),
    line1: textAt(element, 'StreetName'),
    line2: textAt(element, 'AdditionalStreetName'),
    line3: textAt(element, 'AddressLine/Line'),
    city: textAt(element, 'CityName'),
    postCode: textAt(element, 'PostalZone'),
    subdivision: textAt(element, 'CountrySubentity'),
    country: textAt(element, 'Country/IdentificationCode'),
  };
}

function contact(element: XmlElement | undefined): Contact | undefined {
  if (!element) return undefined;
  return {
    path: xmlPath(element),
    name: textAt(element, 'Name'),
    phone: textAt(element, 'Telephone'),
    email: textAt(element, 'ElectronicMail'),
  };
}

function party(element: XmlElement | undefined, fallbackPath: string): Party {
  if (!element) return { path: fallbackPath, identifiers: [] };
  const taxSchemes = childrenNamed(element, 'PartyTaxScheme');
  const vat = taxSchemes.find(isVatScheme);
  const other = taxSchemes.find((scheme) => !isVatScheme(scheme));
  return {
    path: xmlPath(element),
    name: textAt(element, 'PartyLegalEntity/RegistrationName'),
    tradingName: textAt(element, 'PartyName/Name'),
    identifiers: all(element, 'PartyIdentification/ID').map((id) => identifier(id)!),
    legalRegistration: identifier(at(element, 'PartyLegalEntity/CompanyID')),
    vatId: textAt(vat, 'CompanyID'),
    taxRegistrationId: textAt(other, 'CompanyID'),
    additionalLegalInfo: textAt(element, 'PartyLegalEntity/CompanyLegalForm'),
    electronicAddress: identifier(child(element, 'EndpointID')),
    address: address(child(element, 'PostalAddress')),
    contact: contact(child(element, 'Contact')),
  };
}

function allowanceCharge(element: XmlElement): AllowanceCharge {
  const indicatorText = textAt(element, 'ChargeIndicator') ?? '';
  return {
    path: xmlPath(element),
    isCharge: indicatorText === 'true',
    indicatorText,
    amount: textAt(element, 'Amount'),
    baseAmount: textAt(element, 'BaseAmount'),
    percent: textAt(element, 'MultiplierFactorNumeric'),
    vatCategory: textAt(element, 'TaxCategory/ID'),
    vatRate: textAt(element, 'TaxCategory/Percent'),
    reason: textAt(element, 'AllowanceChargeReason'),
    reasonCode: textAt(element, 'AllowanceChargeReasonCode'),
  };
}

function paymentInstruction(element: XmlElement): PaymentInstruction {
  const mandate = child(element, 'PaymentMandate');
  const card = child(element, 'CardAccount');
  const meansCode = child(element, 'PaymentMeansCode');
  return {
    path: xmlPath(element),
    meansCode: textOf(meansCode),
    meansText: meansCode?.attrs.name,
    remittanceInformation: textAt(element, 'PaymentID'),
    creditTransfers: childrenNamed(element, 'PayeeFinancialAccount').map((account) => ({
      path: xmlPath(account),
      accountId: textAt(account, 'ID'),
      accountName: textAt(account, 'Name'),
      serviceProviderId: textAt(account, 'FinancialInstitutionBranch/ID'),
    })),
    card: card && {
      path: xmlPath(card),
      primaryAccountNumber: textAt(card, 'PrimaryAccountNumberID'),
      holderName: textAt(card, 'HolderName'),
    },
    directDebit: mandate && {
      path: xmlPath(mandate),
      mandateReference: textAt(mandate, 'ID'),
      debitedAccountId: textAt(mandate, 'PayerFinancialAccount/ID'),
    },
  };
}

function invoiceLine(element: XmlElement, isCreditNote: boolean): InvoiceLine {
  const quantity =
    child(element, isCreditNote ? 'CreditedQuantity' : 'InvoicedQuantity') ??
    child(element, isCreditNote ? 'InvoicedQuantity' : 'CreditedQuantity');
  const period = child(element, 'InvoicePeriod');
  const item = child(element, 'Item');
  const price = child(element, 'Price');
  const priceAllowance = child(price, 'AllowanceCharge');
  const taxCategory = child(item, 'ClassifiedTaxCategory');
  const baseQuantity = child(price, 'BaseQuantity');
  return {
    path: xmlPath(element),
    id: textAt(element, 'ID'),
    note: textAt(element, 'Note'),
    objectId: identifier(at(element, 'DocumentReference/ID')),
    quantity: textOf(quantity),
    unitCode: quantity?.attrs.unitCode,
    netAmount: textAt(element, 'LineExtensionAmount'),
    orderLineReference: textAt(element, 'OrderLineReference/LineID'),
    accountingReference: textAt(element, 'AccountingCost'),
    period: period && {
      path: xmlPath(period),
      start: textAt(period, 'StartDate'),
      end: textAt(period, 'EndDate'),
    },
    allowanceCharges: childrenNamed(element, 'AllowanceCharge').map(allowanceCharge),
    netPrice: textAt(price, 'PriceAmount'),
    priceDiscount: textAt(priceAllowance, 'Amount'),
    grossPrice: textAt(priceAllowance, 'BaseAmount'),
    baseQuantity: textOf(baseQuantity),
    baseQuantityUnit: baseQuantity?.attrs.unitCode,
    vatCategory: textAt(taxCategory, 'ID'),
    vatRate: textAt(taxCategory, 'Percent'),
    item: {
      name: textAt(item, 'Name'),
      description: textAt(item, 'Description'),
      sellerId: textAt(item, 'SellersItemIdentification/ID'),
      buyerId: textAt(item, 'BuyersItemIdentification/ID'),
      standardId: identifier(at(item, 'StandardItemIdentification/ID')),
      classifications: all(item, 'CommodityClassification/ItemClassificationCode').map((code) => ({
        code: code.text.trim(),
        listId: code.attrs.listID,
        listVersion: code.attrs.listVersionID,
      })),
      originCountry: textAt(item, 'OriginCountry/IdentificationCode'),
      attributes: childrenNamed(item, 'AdditionalItemProperty').map((property) => ({
        name: textAt(property, 'Name'),
        value: textAt(property, 'Value'),
      })),
    },
    subLines: childrenNamed(element, 'SubInvoiceLine').map((sub) => invoiceLine(sub, isCreditNote)),
  };
}

/** The additional supporting documents (BG-24): references other than the invoiced object (type 130). */
export function ublAdditionalDocuments(root: XmlElement): XmlElement[] {
  return childrenNamed(root, 'AdditionalDocumentReference').filter(
    (reference) => textAt(reference, 'DocumentTypeCode') !== '130',
  );
}

/** Maps a UBL 2.1 Invoice or CreditNote onto the EN 16931 model. */
export function parseUbl(root: XmlElement): Invoice {
  const isCreditNote = root.name === 'CreditNote';
  const currency = textAt(root, 'DocumentCurrencyCode');
  const taxCurrency = textAt(root, 'TaxCurrencyCode');
  const taxAmounts = all(root, 'TaxTotal/TaxAmount');
  const totals = child(root, 'LegalMonetaryTotal');
  const supplier = at(root, 'AccountingSupplierParty/Party');
  const customer = at(root, 'AccountingCustomerParty/Party');
  const payee = child(root, 'PayeeParty');
  const taxRepresentative = child(root, 'TaxRepresentativeParty');
  const delivery = child(root, 'Delivery');
  const period = child(root, 'InvoicePeriod');
  const documentReferences = childrenNamed(root, 'AdditionalDocumentReference');
  const invoicedObject = documentReferences.find(
    (reference) => textAt(reference, 'DocumentTypeCode') === '130',
  );
  return {
    syntax: 'UBL',
    isCreditNote,
    number: textAt(root, 'ID'),
    issueDate: textAt(root, 'IssueDate'),
    typeCode: textAt(root, isCreditNote ? 'CreditNoteTypeCode' : 'InvoiceTypeCode'),
    currency,
    taxCurrency,
    taxPointDate: textAt(root, 'TaxPointDate'),
    taxPointDateCode: textAt(period, 'DescriptionCode'),
    dueDate: isCreditNote ? textAt(root, 'PaymentMeans/PaymentDueDate') : textAt(root, 'DueDate'),
    buyerReference: textAt(root, 'BuyerReference'),
    projectReference: textAt(root, 'ProjectReference/ID'),
    contractReference: textAt(root, 'ContractDocumentReference/ID'),
    orderReference: textAt(root, 'OrderReference/ID'),
    salesOrderReference: textAt(root, 'OrderReference/SalesOrderID'),
    receivingAdviceReference: textAt(root, 'ReceiptDocumentReference/ID'),
    despatchAdviceReference: textAt(root, 'DespatchDocumentReference/ID'),
    tenderReference: textAt(root, 'OriginatorDocumentReference/ID'),
    invoicedObject: identifier(child(invoicedObject, 'ID')),
    buyerAccountingReference: textAt(root, 'AccountingCost'),
    paymentTerms: at(root, 'PaymentTerms/Note')?.text,
    notes: childrenNamed(root, 'Note').map((note) => {
      const match = /^#([A-Z]{3})#([\s\S]*)$/.exec(note.text.trim());
      return match ? { subjectCode: match[1], text: match[2]!.trim() } : { text: note.text.trim() };
    }),
    profileId: textAt(root, 'ProfileID'),
    customizationId: textAt(root, 'CustomizationID'),
    precedingInvoices: childrenNamed(root, 'BillingReference').map((reference) => ({
      id: textAt(reference, 'InvoiceDocumentReference/ID'),
      issueDate: textAt(reference, 'InvoiceDocumentReference/IssueDate'),
    })),
    seller: party(supplier, '/AccountingSupplierParty'),
    buyer: party(customer, '/AccountingCustomerParty'),
    payee: payee && {
      path: xmlPath(payee),
      name: textAt(payee, 'PartyName/Name'),
      identifier: identifier(
        all(payee, 'PartyIdentification/ID').find((id) => (id.attrs.schemeID ?? '').toUpperCase() !== 'SEPA'),
      ),
      legalRegistration: identifier(at(payee, 'PartyLegalEntity/CompanyID')),
    },
    taxRepresentative: taxRepresentative && {
      path: xmlPath(taxRepresentative),
      name: textAt(taxRepresentative, 'PartyName/Name'),
      vatId: textAt(taxRepresentative, 'PartyTaxScheme/CompanyID'),
      address: address(child(taxRepresentative, 'PostalAddress')),
    },
    delivery: delivery && {
      path: xmlPath(delivery),
      name: textAt(delivery, 'DeliveryParty/PartyName/Name'),
      locationId: identifier(at(delivery, 'DeliveryLocation/ID')),
      actualDeliveryDate: textAt(delivery, 'ActualDeliveryDate'),
      address: address(at(delivery, 'DeliveryLocation/Address')),
    },
    invoicingPeriod: period && {
      path: xmlPath(period),
      start: textAt(period, 'StartDate'),
      end: textAt(period, 'EndDate'),
    },
    paymentInstructions: childrenNamed(root, 'PaymentMeans').map(paymentInstruction),
    allowanceCharges: childrenNamed(root, 'AllowanceCharge').map(allowanceCharge),
    totals: {
      path: totals ? xmlPath(totals) : '/LegalMonetaryTotal',
      lineNet: textAt(totals, 'LineExtensionAmount'),
      allowances: textAt(totals, 'AllowanceTotalAmount'),
      charges: textAt(totals, 'ChargeTotalAmount'),
      taxExclusive: textAt(totals, 'TaxExclusiveAmount'),
      vat: textOf(taxAmounts.find((amount) => amount.attrs.currencyID === currency)),
      vatAccounting:
        taxCurrency && taxCurrency !== currency
          ? textOf(taxAmounts.find((amount) => amount.attrs.currencyID === taxCurrency))
          : undefined,
      taxInclusive: textAt(totals, 'TaxInclusiveAmount'),
      paid: textAt(totals, 'PrepaidAmount'),
      rounding: textAt(totals, 'PayableRoundingAmount'),
      payable: textAt(totals, 'PayableAmount'),
    },
    vatBreakdown: all(root, 'TaxTotal/TaxSubtotal').map((subtotal) => ({
      path: xmlPath(subtotal),
      taxableAmount: textAt(subtotal, 'TaxableAmount'),
      taxAmount: textAt(subtotal, 'TaxAmount'),
      category: textAt(subtotal, 'TaxCategory/ID'),
      rate: textAt(subtotal, 'TaxCategory/Percent'),
      exemptionReason: textAt(subtotal, 'TaxCategory/TaxExemptionReason'),
      exemptionReasonCode: textAt(subtotal, 'TaxCategory/TaxExemptionReasonCode'),
    })),
    documents: ublAdditionalDocuments(root).map((reference) => {
      const binary = at(reference, 'Attachment/EmbeddedDocumentBinaryObject');
      return {
        id: textAt(reference, 'ID'),
        description: textAt(reference, 'DocumentDescription'),
        uri: textAt(reference, 'Attachment/ExternalReference/URI'),
        fileName: binary?.attrs.filename,
        mimeCode: binary?.attrs.mimeCode,
        hasContent: Boolean(binary && binary.text.trim()),
      };
    }),
    // The official rules read invoice and credit note lines under either root.
    lines: root.children
      .filter((line) => line.name === 'InvoiceLine' || line.name === 'CreditNoteLine')
      .map((line) => invoiceLine(line, isCreditNote)),
    thirdPartyPayments: childrenNamed(root, 'PrepaidPayment').map((payment) => ({
      id: textAt(payment, 'ID'),
      amount: textAt(payment, 'PaidAmount'),
      description: textAt(payment, 'InstructionID'),
    })),
  };
}
