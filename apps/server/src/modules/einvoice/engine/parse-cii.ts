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

/** CII writes dates as yyyymmdd (format 102); the model keeps ISO dates. Other text stays as is. */
export function ciiDate(element: XmlElement | undefined): string | undefined {
  if (!element) return undefined;
  const holder = element.children[0] ?? element;
  const value = holder.text.trim();
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : value;
}

const VAT_POINT_CODE_FROM_CII: Record<string, string> = { '5': '3', '29': '35', '72': '432' };

function identifier(element: XmlElement | undefined): Identifier | undefined {
  if (!element) return undefined;
  return { id: element.text.trim(), scheme: element.attrs.schemeID };
}

function address(element: XmlElement | undefined): Address | undefined {
  if (!element) return undefined;
  return {
    path: xmlPath(element),
    line1: textAt(element, 'LineOne'),
    line2: textAt(element, 'LineTwo'),
    line3: textAt(element, 'LineThree'),
    city: textAt(element, 'CityName'),
    postCode: textAt(element, 'PostcodeCode'),
    subdivision: textAt(element, 'CountrySubDivisionName'),
    country: textAt(element, 'CountryID'),
  };
}

function contact(element: XmlElement | undefined): Contact | undefined {
  if (!element) return undefined;
  return {
    path: xmlPath(element),
    name: textAt(element, 'PersonName') ?? textAt(element, 'DepartmentName'),
    phone: textAt(element, 'TelephoneUniversalCommunication/CompleteNumber'),
    email: textAt(element, 'EmailURIUniversalCommunication/URIID'),
  };
}

function party(element: XmlElement | undefined, fallbackPath: string): Party {
  if (!element) return { path: fallbackPath, identifiers: [] };
  const registrations = childrenNamed(element, 'SpecifiedTaxRegistration').map((registration) =>
    child(registration, 'ID'),
  );
  return {
    path: xmlPath(element),
    name: textAt(element, 'Name'),
    tradingName: textAt(element, 'SpecifiedLegalOrganization/TradingBusinessName'),
    identifiers: [...childrenNamed(element, 'ID'), ...childrenNamed(element, 'GlobalID')].map((id) =>
      identifier(id)!,
    ),
    legalRegistration: identifier(at(element, 'SpecifiedLegalOrganization/ID')),
    vatId: textOf(registrations.find((id) => id?.attrs.schemeID === 'VA')),
    taxRegistrationId: textOf(registrations.find((id) => id?.attrs.schemeID === 'FC')),
    additionalLegalInfo: textAt(element, 'Description'),
    electronicAddress: child(element, 'URIUniversalCommunication') && {
      id: textAt(element, 'URIUniversalCommunication/URIID') ?? '',
      scheme: at(element, 'URIUniversalCommunication/URIID')?.attrs.schemeID,
    },
    address: address(child(element, 'PostalTradeAddress')),
    contact: contact(child(element, 'DefinedTradeContact')),
  };
}

function allowanceCharge(element: XmlElement): AllowanceCharge {
  const indicatorText = textAt(element, 'ChargeIndicator/Indicator') ?? '';
  return {
    path: xmlPath(element),
    isCharge: indicatorText === 'true',
    indicatorText,
    amount: textAt(element, 'ActualAmount'),
    baseAmount: textAt(element, 'BasisAmount'),
    percent: textAt(element, 'CalculationPercent'),
    vatCategory: textAt(element, 'CategoryTradeTax/CategoryCode'),
    vatRate: textAt(element, 'CategoryTradeTax/RateApplicablePercent'),
    reason: textAt(element, 'Reason'),
    reasonCode: textAt(element, 'ReasonCode'),
  };
}

function paymentInstruction(element: XmlElement, settlement: XmlElement | undefined): PaymentInstruction {
  const card = child(element, 'ApplicableTradeSettlementFinancialCard');
  const debtorAccount = child(element, 'PayerPartyDebtorFinancialAccount');
  const mandateReference = textAt(settlement, 'SpecifiedTradePaymentTerms/DirectDebitMandateID');
  const meansCode = textAt(element, 'TypeCode');
  return {
    path: xmlPath(element),
    meansCode,
    meansText: textAt(element, 'Information'),
    remittanceInformation: textAt(settlement, 'PaymentReference'),
    creditTransfers: childrenNamed(element, 'PayeePartyCreditorFinancialAccount').map((account) => ({
      path: xmlPath(account),
      accountId: textAt(account, 'IBANID') ?? textAt(account, 'ProprietaryID'),
      accountName: textAt(account, 'AccountName'),
      serviceProviderId: textAt(element, 'PayeeSpecifiedCreditorFinancialInstitution/BICID'),
    })),
    card: card && {
      path: xmlPath(card),
      primaryAccountNumber: textAt(card, 'ID'),
      holderName: textAt(card, 'CardholderName'),
    },
    directDebit:
      debtorAccount || mandateReference !== undefined
        ? {
            path: xmlPath(debtorAccount ?? element),
            mandateReference,
            debitedAccountId: textAt(debtorAccount, 'IBANID'),
          }
        : undefined,
  };
}

function invoiceLine(element: XmlElement): InvoiceLine {
  const product = child(element, 'SpecifiedTradeProduct');
  const agreement = child(element, 'SpecifiedLineTradeAgreement');
  const settlement = child(element, 'SpecifiedLineTradeSettlement');
  const quantity = at(element, 'SpecifiedLineTradeDelivery/BilledQuantity');
  const period = child(settlement, 'BillingSpecifiedPeriod');
  const gross = child(agreement, 'GrossPriceProductTradePrice');
  const net = child(agreement, 'NetPriceProductTradePrice');
  const baseQuantity = child(net, 'BasisQuantity') ?? child(gross, 'BasisQuantity');
  const tax = child(settlement, 'ApplicableTradeTax');
  const objectReference = childrenNamed(settlement, 'AdditionalReferencedDocument').find(
    (doc) => textAt(doc, 'TypeCode') === '130',
  );
  return {
    path: xmlPath(element),
    id: textAt(element, 'AssociatedDocumentLineDocument/LineID'),
    note: textAt(element, 'AssociatedDocumentLineDocument/IncludedNote/Content'),
    objectId: objectReference && {
      id: textAt(objectReference, 'IssuerAssignedID') ?? '',
      scheme: textAt(objectReference, 'ReferenceTypeCode'),
    },
    quantity: textOf(quantity),
    unitCode: quantity?.attrs.unitCode,
    netAmount: textAt(settlement, 'SpecifiedTradeSettlementLineMonetarySummation/LineTotalAmount'),
    orderLineReference: textAt(agreement, 'BuyerOrderReferencedDocument/LineID'),
    accountingReference: textAt(settlement, 'ReceivableSpecifiedTradeAccountingAccount/ID'),
    period: period && {
      path: xmlPath(period),
      start: ciiDate(child(period, 'StartDateTime')),
      end: ciiDate(child(period, 'EndDateTime')),
    },
    allowanceCharges: childrenNamed(settlement, 'SpecifiedTradeAllowanceCharge').map(allowanceCharge),
    netPrice: textAt(net, 'ChargeAmount'),
    priceDiscount: textAt(gross, 'AppliedTradeAllowanceCharge/ActualAmount'),
    grossPrice: textAt(gross, 'ChargeAmount'),
    baseQuantity: textOf(baseQuantity),
    baseQuantityUnit: baseQuantity?.attrs.unitCode,
    vatCategory: textAt(tax, 'CategoryCode'),
    vatRate: textAt(tax, 'RateApplicablePercent'),
    item: {
      name: textAt(product, 'Name'),
      description: textAt(product, 'Description'),
      sellerId: textAt(product, 'SellerAssignedID'),
      buyerId: textAt(product, 'BuyerAssignedID'),
      standardId: identifier(child(product, 'GlobalID')),
      classifications: all(product, 'DesignatedProductClassification/ClassCode').map((code) => ({
        code: code.text.trim(),
        listId: code.attrs.listID,
        listVersion: code.attrs.listVersionID,
      })),
      originCountry: textAt(product, 'OriginTradeCountry/ID'),
      attributes: childrenNamed(product, 'ApplicableProductCharacteristic').map((property) => ({
        name: textAt(property, 'Description'),
        value: textAt(property, 'Value'),
      })),
    },
    subLines: [],
  };
}

/** The additional supporting documents (BG-24): references other than the invoiced object and tender. */
export function ciiAdditionalDocuments(root: XmlElement): XmlElement[] {
  const agreement = at(root, 'SupplyChainTradeTransaction/ApplicableHeaderTradeAgreement');
  return childrenNamed(agreement, 'AdditionalReferencedDocument').filter(
    (reference) => !['130', '50'].includes(textAt(reference, 'TypeCode') ?? ''),
  );
}

/** Maps a UN/CEFACT CII D16B CrossIndustryInvoice onto the EN 16931 model. */
export function parseCii(root: XmlElement): Invoice {
  const context = child(root, 'ExchangedDocumentContext');
  const document = child(root, 'ExchangedDocument');
  const transaction = child(root, 'SupplyChainTradeTransaction');
  const agreement = child(transaction, 'ApplicableHeaderTradeAgreement');
  const delivery = child(transaction, 'ApplicableHeaderTradeDelivery');
  const settlement = child(transaction, 'ApplicableHeaderTradeSettlement');
  const summation = child(settlement, 'SpecifiedTradeSettlementHeaderMonetarySummation');
  const currency = textAt(settlement, 'InvoiceCurrencyCode');
  const taxCurrency = textAt(settlement, 'TaxCurrencyCode');
  const taxTotals = childrenNamed(summation, 'TaxTotalAmount');
  const taxes = childrenNamed(settlement, 'ApplicableTradeTax');
  const typeCode = textAt(document, 'TypeCode');
  const payee = child(settlement, 'PayeeTradeParty');
  const representative = child(agreement, 'SellerTaxRepresentativeTradeParty');
  const shipTo = child(delivery, 'ShipToTradeParty');
  const period = child(settlement, 'BillingSpecifiedPeriod');
  const references = childrenNamed(agreement, 'AdditionalReferencedDocument');
  const invoicedObject = references.find((reference) => textAt(reference, 'TypeCode') === '130');
  const tender = references.find((reference) => textAt(reference, 'TypeCode') === '50');
  const dueDateCode = taxes.map((tax) => textAt(tax, 'DueDateTypeCode')).find(Boolean);
  const taxPoint = taxes.map((tax) => child(tax, 'TaxPointDate')).find(Boolean);
  return {
    syntax: 'CII',
    isCreditNote: ['381', '396', '81', '83', '532', '261', '262', '296', '308', '420', '458'].includes(
      typeCode ?? '',
    ),
    number: textAt(document, 'ID'),
    issueDate: ciiDate(child(document, 'IssueDateTime')),
    typeCode,
    currency,
    taxCurrency,
    taxPointDate: ciiDate(taxPoint),
    taxPointDateCode: dueDateCode ? (VAT_POINT_CODE_FROM_CII[dueDateCode] ?? dueDateCode) : undefined,
    dueDate: ciiDate(at(settlement, 'SpecifiedTradePaymentTerms/DueDateDateTime')),
    buyerReference: textAt(agreement, 'BuyerReference'),
    projectReference: textAt(agreement, 'SpecifiedProcuringProject/ID'),
    contractReference: textAt(agreement, 'ContractReferencedDocument/IssuerAssignedID'),
    orderReference: textAt(agreement, 'BuyerOrderReferencedDocument/IssuerAssignedID'),
    salesOrderReference: textAt(agreement, 'SellerOrderReferencedDocument/IssuerAssignedID'),
    receivingAdviceReference: textAt(delivery, 'ReceivingAdviceReferencedDocument/IssuerAssignedID'),
    despatchAdviceReference: textAt(delivery, 'DespatchAdviceReferencedDocument/IssuerAssignedID'),
    tenderReference: textAt(tender, 'IssuerAssignedID'),
    invoicedObject: invoicedObject && {
      id: textAt(invoicedObject, 'IssuerAssignedID') ?? '',
      scheme: textAt(invoicedObject, 'ReferenceTypeCode'),
    },
    buyerAccountingReference: textAt(settlement, 'ReceivableSpecifiedTradeAccountingAccount/ID'),
    paymentTerms: at(settlement, 'SpecifiedTradePaymentTerms/Description')?.text,
    notes: childrenNamed(document, 'IncludedNote').map((note) => ({
      subjectCode: textAt(note, 'SubjectCode'),
      text: textAt(note, 'Content') ?? '',
    })),
    profileId: textAt(context, 'BusinessProcessSpecifiedDocumentContextParameter/ID'),
    customizationId: textAt(context, 'GuidelineSpecifiedDocumentContextParameter/ID'),
    precedingInvoices: childrenNamed(settlement, 'InvoiceReferencedDocument').map((reference) => ({
      id: textAt(reference, 'IssuerAssignedID'),
      issueDate: ciiDate(child(reference, 'FormattedIssueDateTime')),
    })),
    seller: party(child(agreement, 'SellerTradeParty'), '/SellerTradeParty'),
    buyer: party(child(agreement, 'BuyerTradeParty'), '/BuyerTradeParty'),
    payee: payee && {
      path: xmlPath(payee),
      name: textAt(payee, 'Name'),
      identifier: identifier(child(payee, 'ID') ?? child(payee, 'GlobalID')),
      legalRegistration: identifier(at(payee, 'SpecifiedLegalOrganization/ID')),
    },
    taxRepresentative: representative && {
      path: xmlPath(representative),
      name: textAt(representative, 'Name'),
      vatId: textAt(representative, 'SpecifiedTaxRegistration/ID'),
      address: address(child(representative, 'PostalTradeAddress')),
    },
    delivery:
      shipTo || at(delivery, 'ActualDeliverySupplyChainEvent')
        ? {
            path: xmlPath(delivery!),
            name: textAt(shipTo, 'Name'),
            locationId: identifier(child(shipTo, 'ID') ?? child(shipTo, 'GlobalID')),
            actualDeliveryDate: ciiDate(at(delivery, 'ActualDeliverySupplyChainEvent/OccurrenceDateTime')),
            address: address(child(shipTo, 'PostalTradeAddress')),
          }
        : undefined,
    invoicingPeriod: period && {
      path: xmlPath(period),
      start: ciiDate(child(period, 'StartDateTime')),
      end: ciiDate(child(period, 'EndDateTime')),
    },
    paymentInstructions: childrenNamed(settlement, 'SpecifiedTradeSettlementPaymentMeans').map((means) =>
      paymentInstruction(means, settlement),
    ),
    allowanceCharges: childrenNamed(settlement, 'SpecifiedTradeAllowanceCharge').map(allowanceCharge),
    totals: {
      path: summation ? xmlPath(summation) : '/SpecifiedTradeSettlementHeaderMonetarySummation',
      lineNet: textAt(summation, 'LineTotalAmount'),
      allowances: textAt(summation, 'AllowanceTotalAmount'),
      charges: textAt(summation, 'ChargeTotalAmount'),
      taxExclusive: textAt(summation, 'TaxBasisTotalAmount'),
      vat: textOf(
        taxTotals.find((amount) => amount.attrs.currencyID === currency) ??
          (taxTotals.length === 1 && !taxTotals[0]!.attrs.currencyID ? taxTotals[0] : undefined),
      ),
      vatAccounting:
        taxCurrency && taxCurrency !== currency
          ? textOf(taxTotals.find((amount) => amount.attrs.currencyID === taxCurrency))
          : undefined,
      taxInclusive: textAt(summation, 'GrandTotalAmount'),
      paid: textAt(summation, 'TotalPrepaidAmount'),
      rounding: textAt(summation, 'RoundingAmount'),
      payable: textAt(summation, 'DuePayableAmount'),
    },
    vatBreakdown: taxes.map((tax) => ({
      path: xmlPath(tax),
      taxableAmount: textAt(tax, 'BasisAmount'),
      taxAmount: textAt(tax, 'CalculatedAmount'),
      category: textAt(tax, 'CategoryCode'),
      rate: textAt(tax, 'RateApplicablePercent'),
      exemptionReason: textAt(tax, 'ExemptionReason'),
      exemptionReasonCode: textAt(tax, 'ExemptionReasonCode'),
    })),
    documents: ciiAdditionalDocuments(root).map((reference) => {
      const binary = child(reference, 'AttachmentBinaryObject');
      return {
        id: textAt(reference, 'IssuerAssignedID'),
        description: textAt(reference, 'Name'),
        uri: textAt(reference, 'URIID'),
        fileName: binary?.attrs.filename,
        mimeCode: binary?.attrs.mimeCode,
        hasContent: Boolean(binary && binary.text.trim()),
      };
    }),
    lines: childrenNamed(transaction, 'IncludedSupplyChainTradeLineItem').map(invoiceLine),
    thirdPartyPayments: [],
  };
}
