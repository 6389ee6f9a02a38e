import type {
  CaptureFields,
  EInvoiceLine,
  EInvoiceReport,
  EInvoiceStateValue,
  EInvoiceView,
} from '@belegfluss/shared';
import { parseDecimal, toPlainString } from './engine/decimal.js';
import type { Address, Invoice, InvoiceLine, Party } from './engine/model.js';
import type { FileValidation } from './engine/validate-file.js';
import { describeProfileNotices, describeReason, describeRule } from './messages/rule-messages.js';

const orNull = (value: string | undefined | null) =>
  value === undefined || value === null || value === '' ? null : value;

function address(value: Address | undefined) {
  if (!value) return null;
  return {
    line1: orNull(value.line1),
    line2: orNull(value.line2),
    line3: orNull(value.line3),
    postCode: orNull(value.postCode),
    city: orNull(value.city),
    subdivision: orNull(value.subdivision),
    country: orNull(value.country),
  };
}

const identifierText = (id: { id: string; scheme?: string | undefined } | undefined) =>
  id && id.id ? (id.scheme ? `${id.id} (${id.scheme})` : id.id) : null;

function party(value: Party) {
  return {
    name: orNull(value.name),
    tradingName: orNull(value.tradingName),
    identifiers: value.identifiers.map((id) => identifierText(id)).filter((id): id is string => id !== null),
    legalRegistration: identifierText(value.legalRegistration),
    vatId: orNull(value.vatId),
    taxRegistrationId: orNull(value.taxRegistrationId),
    additionalLegalInfo: orNull(value.additionalLegalInfo),
    electronicAddress: identifierText(value.electronicAddress),
    address: address(value.address),
    contact: value.contact
      ? {
          name: orNull(value.contact.name),
          phone: orNull(value.contact.phone),
          email: orNull(value.contact.email),
        }
      : null,
  };
}

function subLines(value: InvoiceLine, depth = 1): EInvoiceLine['subLines'] {
  return value.subLines.flatMap((sub) => [
    {
      depth,
      id: orNull(sub.id),
      name: orNull(sub.item.name),
      quantity: orNull(sub.quantity),
      unitCode: orNull(sub.unitCode),
      netPrice: orNull(sub.netPrice),
      netAmount: orNull(sub.netAmount),
      vatCategory: orNull(sub.vatCategory),
      vatRate: orNull(sub.vatRate),
    },
    ...subLines(sub, depth + 1),
  ]);
}

function line(value: InvoiceLine, index: number, noteCounts: Map<string, number>): EInvoiceLine {
  const position = index + 1;
  return {
    position,
    id: orNull(value.id),
    name: orNull(value.item.name),
    description: orNull(value.item.description),
    quantity: orNull(value.quantity),
    unitCode: orNull(value.unitCode),
    netPrice: orNull(value.netPrice),
    priceDiscount: orNull(value.priceDiscount),
    grossPrice: orNull(value.grossPrice),
    baseQuantity: orNull(value.baseQuantity),
    baseQuantityUnit: orNull(value.baseQuantityUnit),
    netAmount: orNull(value.netAmount),
    vatCategory: orNull(value.vatCategory),
    vatRate: orNull(value.vatRate),
    sellerItemId: orNull(value.item.sellerId),
    buyerItemId: orNull(value.item.buyerId),
    standardItemId: identifierText(value.item.standardId),
    classifications: value.item.classifications.map((classification) =>
      classification.listId
        ? `${classification.code} (${[classification.listId, classification.listVersion].filter(Boolean).join(' ')})`
        : classification.code,
    ),
    originCountry: orNull(value.item.originCountry),
    note: orNull(value.note),
    objectId: identifierText(value.objectId),
    orderLineReference: orNull(value.orderLineReference),
    accountingReference: orNull(value.accountingReference),
    periodStart: orNull(value.period?.start),
    periodEnd: orNull(value.period?.end),
    allowanceCharges: value.allowanceCharges.map((charge) => ({
      isCharge: charge.isCharge,
      amount: orNull(charge.amount),
      baseAmount: orNull(charge.baseAmount),
      percent: orNull(charge.percent),
      reason: orNull(charge.reason),
      reasonCode: orNull(charge.reasonCode),
    })),
    attributes: value.item.attributes.map((attribute) => ({
      name: orNull(attribute.name),
      value: orNull(attribute.value),
    })),
    subLines: subLines(value),
    noteCount: noteCounts.get(String(position)) ?? 0,
  };
}

/** The readable form of the model the web shows: every business term, grouped. */
export function toInvoiceView(model: Invoice, noteCounts: Map<string, number> = new Map()): EInvoiceView {
  return {
    number: orNull(model.number),
    issueDate: orNull(model.issueDate),
    typeCode: orNull(model.typeCode),
    currency: orNull(model.currency),
    taxCurrency: orNull(model.taxCurrency),
    taxPointDate: orNull(model.taxPointDate),
    taxPointDateCode: orNull(model.taxPointDateCode),
    dueDate: orNull(model.dueDate),
    buyerReference: orNull(model.buyerReference),
    projectReference: orNull(model.projectReference),
    contractReference: orNull(model.contractReference),
    orderReference: orNull(model.orderReference),
    salesOrderReference: orNull(model.salesOrderReference),
    receivingAdviceReference: orNull(model.receivingAdviceReference),
    despatchAdviceReference: orNull(model.despatchAdviceReference),
    tenderReference: orNull(model.tenderReference),
    invoicedObject: identifierText(model.invoicedObject),
    buyerAccountingReference: orNull(model.buyerAccountingReference),
    paymentTerms: orNull(model.paymentTerms?.trim()),
    profileId: orNull(model.profileId),
    customizationId: orNull(model.customizationId),
    notes: model.notes.map((note) => ({ subjectCode: orNull(note.subjectCode), text: note.text })),
    precedingInvoices: model.precedingInvoices.map((preceding) => ({
      id: orNull(preceding.id),
      issueDate: orNull(preceding.issueDate),
    })),
    seller: party(model.seller),
    buyer: party(model.buyer),
    payee: model.payee
      ? {
          name: orNull(model.payee.name),
          identifier: identifierText(model.payee.identifier),
          legalRegistration: identifierText(model.payee.legalRegistration),
        }
      : null,
    taxRepresentative: model.taxRepresentative
      ? {
          name: orNull(model.taxRepresentative.name),
          vatId: orNull(model.taxRepresentative.vatId),
          address: address(model.taxRepresentative.address),
        }
      : null,
    delivery: model.delivery
      ? {
          name: orNull(model.delivery.name),
          locationId: identifierText(model.delivery.locationId),
          actualDeliveryDate: orNull(model.delivery.actualDeliveryDate),
          address: address(model.delivery.address),
        }
      : null,
    invoicingPeriod: model.invoicingPeriod
      ? { start: orNull(model.invoicingPeriod.start), end: orNull(model.invoicingPeriod.end) }
      : null,
    payment: model.paymentInstructions.map((instruction) => ({
      meansCode: orNull(instruction.meansCode),
      meansText: orNull(instruction.meansText),
      remittanceInformation: orNull(instruction.remittanceInformation),
      accounts: instruction.creditTransfers.map((transfer) => ({
        iban: orNull(transfer.accountId),
        name: orNull(transfer.accountName),
        bic: orNull(transfer.serviceProviderId),
      })),
      cardNumber: orNull(instruction.card?.primaryAccountNumber),
      cardHolder: orNull(instruction.card?.holderName),
      mandateReference: orNull(instruction.directDebit?.mandateReference),
      debitedAccount: orNull(instruction.directDebit?.debitedAccountId),
    })),
    allowanceCharges: model.allowanceCharges.map((charge) => ({
      isCharge: charge.isCharge,
      amount: orNull(charge.amount),
      baseAmount: orNull(charge.baseAmount),
      percent: orNull(charge.percent),
      vatCategory: orNull(charge.vatCategory),
      vatRate: orNull(charge.vatRate),
      reason: orNull(charge.reason),
      reasonCode: orNull(charge.reasonCode),
    })),
    totals: {
      lineNet: orNull(model.totals.lineNet),
      allowances: orNull(model.totals.allowances),
      charges: orNull(model.totals.charges),
      taxExclusive: orNull(model.totals.taxExclusive),
      vat: orNull(model.totals.vat),
      vatAccounting: orNull(model.totals.vatAccounting),
      taxInclusive: orNull(model.totals.taxInclusive),
      paid: orNull(model.totals.paid),
      rounding: orNull(model.totals.rounding),
      payable: orNull(model.totals.payable),
    },
    vatBreakdown: model.vatBreakdown.map((breakdown) => ({
      category: orNull(breakdown.category),
      rate: orNull(breakdown.rate),
      taxableAmount: orNull(breakdown.taxableAmount),
      taxAmount: orNull(breakdown.taxAmount),
      exemptionReason: orNull(breakdown.exemptionReason),
      exemptionReasonCode: orNull(breakdown.exemptionReasonCode),
    })),
    documents: model.documents.map((document) => ({
      id: orNull(document.id),
      description: orNull(document.description),
      uri: orNull(document.uri),
      fileName: orNull(document.fileName),
      mimeCode: orNull(document.mimeCode),
      hasContent: document.hasContent,
    })),
    thirdPartyPayments: model.thirdPartyPayments.map((payment) => ({
      id: orNull(payment.id),
      amount: orNull(payment.amount),
      description: orNull(payment.description),
    })),
    lines: model.lines.map((value, index) => line(value, index, noteCounts)),
  };
}

/** An exact decimal string with two places, or null when the term is absent or not a number. */
function amount(value: string | undefined): string | null {
  const parsed = parseDecimal(value);
  return parsed ? toPlainString(parsed, 2) : null;
}

/** The capture-mask values an e-invoice provides without OCR. */
export function toCaptureFields(model: Invoice): CaptureFields {
  const transfer = model.paymentInstructions
    .flatMap((instruction) => instruction.creditTransfers)
    .find((candidate) => candidate.accountId);
  return {
    supplierName: orNull(model.seller.name ?? model.seller.tradingName),
    invoiceNumber: orNull(model.number),
    invoiceDate: orNull(model.issueDate),
    deliveryDate: orNull(model.delivery?.actualDeliveryDate ?? model.invoicingPeriod?.end),
    netAmount: amount(model.totals.taxExclusive),
    vatAmount: amount(model.totals.vat),
    grossAmount: amount(model.totals.taxInclusive),
    currency: orNull(model.currency),
    iban: transfer?.accountId ? transfer.accountId.replace(/\s/g, '') : null,
    vatId: orNull(model.seller.vatId),
    orderReference: orNull(model.orderReference),
  };
}

/** The stored and shown validation report: findings with our messages and reasons. */
export function buildReport(result: FileValidation): EInvoiceReport {
  const findings = [...result.errors, ...result.warnings, ...result.information].map((finding) => {
    const text = describeRule(finding.ruleId);
    return {
      ruleId: finding.ruleId,
      level: finding.level,
      message: { de: text.de, en: text.en, ru: text.ru },
      location: finding.location,
      terms: text.terms,
    };
  });
  const schemaDetail = result.schemaProblems
    .slice(0, 5)
    .map((problem) => `${problem.location}: ${problem.detail}`)
    .join('; ');
  const reasons = result.reasons.map((code) => {
    const message = describeReason(code, result.refusal?.kind);
    if (code === 'xsd' && schemaDetail) {
      return {
        code,
        message: {
          de: `${message.de} (${schemaDetail})`,
          en: `${message.en} (${schemaDetail})`,
          ru: `${message.ru} (${schemaDetail})`,
        },
      };
    }
    return { code, message };
  });
  return {
    verdict: result.verdict,
    syntax: result.syntax,
    profile: result.profile,
    customizationId: result.customizationId,
    findings,
    reasons,
    notices: describeProfileNotices(result.profile),
    pdf: result.pdf ? { attachments: result.pdf.attachments, xmlFileName: result.pdf.xmlFileName } : null,
    ruleSet: { ...result.ruleSet },
  };
}

/**
 * The state validation gives an e-invoice: approved when valid and, for a hybrid, when its PDF shows
 * the XML's key values or a user confirmed the XML despite differences; flawed otherwise.
 */
export function initialState(
  verdict: 'valid' | 'invalid',
  pdfDifferences = 0,
  pdfConfirmed = false,
): EInvoiceStateValue {
  return verdict === 'valid' && (pdfDifferences === 0 || pdfConfirmed) ? 'approved' : 'flawed';
}

/** States only a user sets; a new validation of the same document keeps them. */
export const USER_SET_STATES: readonly EInvoiceStateValue[] = ['cancelled', 'rejected'];

/** Allowed manual state changes: cancel or reject; a cancelled or rejected one can be reopened. */
export function canChangeState(
  from: EInvoiceStateValue,
  to: EInvoiceStateValue,
  validated: EInvoiceStateValue,
): boolean {
  if (from === to) return false;
  if (to === 'cancelled' || to === 'rejected') return from === 'approved' || from === 'flawed';
  return (from === 'cancelled' || from === 'rejected') && to === validated;
}
