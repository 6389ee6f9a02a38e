import {
  add,
  cmp,
  eq,
  round,
  sub,
  sum,
  ZERO,
  abs,
  writtenFractionDigits,
  type Decimal,
} from '../engine/decimal.js';
import type { AllowanceCharge, VatBreakdown } from '../engine/model.js';
import { all, at, xmlPath, type XmlElement } from '../engine/xml.js';
import { num, present, type RuleContext } from './rule-context.js';

function amounts(values: (string | undefined)[]): Decimal {
  return sum(values.map((value) => num(value) ?? ZERO));
}

function checkAllowanceCharge(context: RuleContext, charge: AllowanceCharge, lineLevel: boolean) {
  const { report } = context;
  const hasReason = present(charge.reason) || present(charge.reasonCode);
  if (lineLevel) {
    if (charge.isCharge) {
      if (charge.amount === undefined) report('BR-43', charge.path);
      if (!hasReason) {
        report('BR-44', charge.path);
        report('BR-CO-24', charge.path);
      }
      if (writtenFractionDigits(charge.amount) > 2) report('BR-DEC-27', charge.path);
      if (writtenFractionDigits(charge.baseAmount) > 2) report('BR-DEC-28', charge.path);
    } else {
      if (charge.amount === undefined) report('BR-41', charge.path);
      if (!hasReason) {
        report('BR-42', charge.path);
        report('BR-CO-23', charge.path);
      }
      if (writtenFractionDigits(charge.amount) > 2) report('BR-DEC-24', charge.path);
      if (writtenFractionDigits(charge.baseAmount) > 2) report('BR-DEC-25', charge.path);
    }
    return;
  }
  if (charge.isCharge) {
    if (charge.amount === undefined) report('BR-36', charge.path);
    if (!present(charge.vatCategory)) report('BR-37', charge.path);
    if (!hasReason) {
      report('BR-38', charge.path);
      report('BR-CO-22', charge.path);
    }
    if (writtenFractionDigits(charge.amount) > 2) report('BR-DEC-05', charge.path);
    if (writtenFractionDigits(charge.baseAmount) > 2) report('BR-DEC-06', charge.path);
  } else {
    if (charge.amount === undefined) report('BR-31', charge.path);
    if (!present(charge.vatCategory)) report('BR-32', charge.path);
    if (!hasReason) {
      report('BR-33', charge.path);
      report('BR-CO-21', charge.path);
    }
    if (writtenFractionDigits(charge.amount) > 2) report('BR-DEC-01', charge.path);
    if (writtenFractionDigits(charge.baseAmount) > 2) report('BR-DEC-02', charge.path);
  }
}

/** EN 16931 cardinality and consistency rules (BR-01 … BR-65, BR-CO-, BR-DEC-), once on the model. */
export function checkCoreRules(context: RuleContext) {
  const { model, report } = context;
  const root =
    model.syntax === 'UBL'
      ? `/${model.isCreditNote ? 'CreditNote' : 'Invoice'}`
      : '/rsm:CrossIndustryInvoice';
  if (!present(model.customizationId)) report('BR-01', root);
  if (!present(model.number)) report('BR-02', root);
  if (!present(model.issueDate)) report('BR-03', root);
  if (!present(model.typeCode)) report('BR-04', root);
  if (!present(model.currency)) report('BR-05', root);
  if (!present(model.seller.name)) report('BR-06', model.seller.path);
  if (!present(model.buyer.name)) report('BR-07', model.buyer.path);
  // UBL asks for the country inside a postal address; CII asks from the root, address or not.
  const cii = model.syntax === 'CII';
  if (!model.seller.address) report('BR-08', model.seller.path);
  if ((cii || model.seller.address) && !present(model.seller.address?.country))
    report('BR-09', model.seller.address?.path ?? model.seller.path);
  if (!model.buyer.address) report('BR-10', model.buyer.path);
  if ((cii || model.buyer.address) && !present(model.buyer.address?.country))
    report('BR-11', model.buyer.address?.path ?? model.buyer.path);
  const totals = model.totals;
  if (hasMonetaryTotals(context)) {
    if (totals.lineNet === undefined) report('BR-12', totals.path);
    if (totals.taxExclusive === undefined) report('BR-13', totals.path);
    if (totals.taxInclusive === undefined) report('BR-14', totals.path);
    if (totals.payable === undefined) report('BR-15', totals.path);
  }
  if (model.lines.length === 0) report('BR-16', root);
  checkPayeeDiffers(context);
  if (model.taxRepresentative) {
    const representative = model.taxRepresentative;
    if (!present(representative.name)) report('BR-18', representative.path);
    if (!representative.address) report('BR-19', representative.path);
    else if (!present(representative.address.country)) report('BR-20', representative.address.path);
    if (!present(representative.vatId)) report('BR-56', representative.path);
  }
  if (model.invoicingPeriod) {
    const { start, end, path } = model.invoicingPeriod;
    if (present(start) && present(end) && end < start) report('BR-29', path);
    if (!present(start) && !present(end)) report('BR-CO-19', path);
  }
  for (const charge of model.allowanceCharges) checkAllowanceCharge(context, charge, false);
  model.vatBreakdown.forEach((breakdown) => {
    if (breakdown.taxableAmount === undefined) report('BR-45', breakdown.path);
    if (breakdown.taxAmount === undefined) report('BR-46', breakdown.path);
    if (!present(breakdown.category)) report('BR-47', breakdown.path);
    if (breakdown.rate === undefined && breakdown.category !== 'O') report('BR-48', breakdown.path);
    if (writtenFractionDigits(breakdown.taxableAmount) > 2) report('BR-DEC-19', breakdown.path);
    if (writtenFractionDigits(breakdown.taxAmount) > 2) report('BR-DEC-20', breakdown.path);
    if (!vatAmountConsistent(model.syntax, breakdown)) report('BR-CO-17', breakdown.path);
  });
  for (const instruction of model.paymentInstructions) {
    if (!present(instruction.meansCode)) report('BR-49', instruction.path);
    const code = instruction.meansCode ?? '';
    if (code === '30' || code === '58') {
      const cii = model.syntax === 'CII';
      for (const transfer of instruction.creditTransfers) {
        if (cii ? transfer.accountId === undefined : !present(transfer.accountId))
          report('BR-50', transfer.path);
      }
      // UBL: the means needs an account identifier; CII checks each creditor account it has.
      const missing = cii
        ? instruction.creditTransfers.some((transfer) => transfer.accountId === undefined)
        : !instruction.creditTransfers.some((transfer) => transfer.accountId !== undefined);
      if (missing) report('BR-61', instruction.path);
    }
    // Only the last digits of a card number may be sent: at most ten characters.
    if (
      instruction.card &&
      (instruction.card.primaryAccountNumber ?? '').replace(/\s+/g, ' ').trim().length > 10
    )
      report('BR-51', instruction.card.path);
  }
  const references =
    model.syntax === 'UBL'
      ? all(context.root, 'AdditionalDocumentReference')
      : all(
          context.root,
          'SupplyChainTradeTransaction/ApplicableHeaderTradeAgreement/AdditionalReferencedDocument',
        );
  for (const reference of references) {
    const id = reference.children.find(
      (child) => child.name === (model.syntax === 'UBL' ? 'ID' : 'IssuerAssignedID'),
    );
    if (!id || (model.syntax === 'UBL' && id.text.trim() === '')) report('BR-52', xmlPath(reference));
  }
  if (present(model.taxCurrency)) {
    const missing = model.totals.vatAccounting === undefined && model.taxCurrency !== model.currency;
    if (missing || (model.syntax === 'CII' && model.taxCurrency === model.currency)) report('BR-53', root);
  }
  model.precedingInvoices.forEach((preceding) => {
    if (!present(preceding.id)) report('BR-55', root);
  });
  if (model.delivery?.address && !present(model.delivery.address.country))
    report('BR-57', model.delivery.address.path);
  if (model.seller.electronicAddress && !model.seller.electronicAddress.scheme)
    report('BR-62', model.seller.path);
  if (model.buyer.electronicAddress && !model.buyer.electronicAddress.scheme)
    report('BR-63', model.buyer.path);
  if (present(model.taxPointDate) && present(model.taxPointDateCode)) report('BR-CO-03', root);
  const sellerIdentified =
    present(model.seller.vatId) ||
    model.seller.identifiers.some((id) => present(id.id)) ||
    present(model.seller.legalRegistration?.id);
  const sellerContext = at(
    context.root,
    cii
      ? 'SupplyChainTradeTransaction/ApplicableHeaderTradeAgreement/SellerTradeParty'
      : 'AccountingSupplierParty',
  );
  if (sellerContext && !sellerIdentified) report('BR-CO-26', model.seller.path);
  if (model.vatBreakdown.length === 0 && model.syntax === 'UBL') report('BR-CO-18', root);

  checkTotals(context, root);
  checkLines(context);
}

/** The official BR-12 … BR-15 and BR-CO-10 … BR-CO-16 live in the document totals' context. */
function hasMonetaryTotals(context: RuleContext): boolean {
  const path =
    context.model.syntax === 'UBL'
      ? 'LegalMonetaryTotal'
      : 'SupplyChainTradeTransaction/ApplicableHeaderTradeSettlement/SpecifiedTradeSettlementHeaderMonetarySummation';
  return at(context.root, path) !== undefined;
}

const ONE: Decimal = { units: 1n, scale: 0 };

/**
 * BR-CO-17: tax = taxable × rate / 100 within one unit; a missing amount fails, a zero or missing rate
 * wants a tax that rounds to zero. UBL compares strictly, CII includes the bounds.
 */
function vatAmountConsistent(syntax: 'UBL' | 'CII', breakdown: VatBreakdown): boolean {
  const tax = num(breakdown.taxAmount);
  const taxable = num(breakdown.taxableAmount);
  const rate = num(breakdown.rate);
  if (!tax) return false;
  if (!rate || cmp(round(rate, 0), ZERO) === 0) return cmp(round(tax, 0), ZERO) === 0;
  if (!taxable) return false;
  const expected = round({ units: abs(taxable).units * rate.units, scale: taxable.scale + rate.scale + 2 });
  const low = cmp(sub(abs(tax), ONE), expected);
  const high = cmp(add(abs(tax), ONE), expected);
  return syntax === 'UBL' ? low < 0 && high > 0 : low <= 0 && high >= 0;
}

function checkTotals(context: RuleContext, root: string) {
  const { model, report } = context;
  const totals = model.totals;
  const lineNet = num(totals.lineNet);
  const lineSum = round(amounts(model.lines.map((line) => line.netAmount)));
  const cii = model.syntax === 'CII';
  const inTotals = hasMonetaryTotals(context);
  if (inTotals && (!lineNet || !eq(lineNet, lineSum))) report('BR-CO-10', totals.path);
  const allowances = model.allowanceCharges.filter((charge) => !charge.isCharge);
  const charges = model.allowanceCharges.filter((charge) => charge.isCharge);
  const allowanceTotal = num(totals.allowances);
  const chargeTotal = num(totals.charges);
  if (inTotals && (totals.allowances !== undefined || allowances.length > 0)) {
    if (!allowanceTotal || !eq(allowanceTotal, round(amounts(allowances.map((charge) => charge.amount)))))
      report('BR-CO-11', totals.path);
  }
  if (inTotals && (totals.charges !== undefined || charges.length > 0)) {
    if (!chargeTotal || !eq(chargeTotal, round(amounts(charges.map((charge) => charge.amount)))))
      report('BR-CO-12', totals.path);
  }
  const taxExclusive = num(totals.taxExclusive);
  if (inTotals) {
    const expected = lineNet && round(add(sub(lineNet, allowanceTotal ?? ZERO), chargeTotal ?? ZERO));
    if (!taxExclusive || !expected || !eq(taxExclusive, expected)) report('BR-CO-13', totals.path);
  }
  const vat = num(totals.vat);
  if (cii) {
    // Every VAT total in the invoice currency equals the sum of the breakdown's tax amounts.
    const breakdownSum = round(amounts(model.vatBreakdown.map((breakdown) => breakdown.taxAmount)));
    for (const amount of ciiVatTotals(context).filter(
      (element) => element.attrs.currencyID === model.currency,
    )) {
      const value = num(amount.text);
      if (!value || !eq(value, breakdownSum)) report('BR-CO-14', xmlPath(amount));
    }
  } else {
    for (const taxTotal of all(context.root, 'TaxTotal')) {
      const subtotals = all(taxTotal, 'TaxSubtotal');
      if (subtotals.length === 0) continue;
      const own = num(all(taxTotal, 'TaxAmount')[0]?.text.trim());
      const subtotalSum = round(
        amounts(subtotals.map((subtotal) => all(subtotal, 'TaxAmount')[0]?.text.trim())),
      );
      if (!own || !eq(own, subtotalSum)) report('BR-CO-14', xmlPath(taxTotal));
    }
  }
  const taxInclusive = num(totals.taxInclusive);
  const vatTotals = cii
    ? all(
        context.root,
        'SupplyChainTradeTransaction/ApplicableHeaderTradeSettlement/SpecifiedTradeSettlementHeaderMonetarySummation/TaxTotalAmount',
      ).filter((amount) => amount.attrs.currencyID === model.currency)
    : all(context.root, 'TaxTotal/TaxAmount').filter((amount) => amount.attrs.currencyID === model.currency);
  if (!cii) {
    // For the document currency: exactly one VAT total in it, and gross = net + that VAT total.
    const onlyVat = vatTotals.length === 1 ? num(vatTotals[0]!.text) : null;
    const consistent =
      taxInclusive && taxExclusive && onlyVat && eq(taxInclusive, round(add(taxExclusive, onlyVat)));
    if (model.currency !== undefined && !consistent) report('BR-CO-15', root);
  } else if (taxInclusive && taxExclusive) {
    const vatMissing = false;
    const consistent =
      vatTotals.length <= 1 && !vatMissing && eq(taxInclusive, round(add(taxExclusive, vat ?? ZERO)));
    // CII also accepts a grand total equal to the total without VAT.
    if (!consistent && !eq(taxInclusive, taxExclusive)) report('BR-CO-15', root);
  } else if (totals.taxInclusive !== undefined && totals.taxExclusive !== undefined) report('BR-CO-15', root);
  const payable = num(totals.payable);
  if (inTotals) {
    const paid = num(totals.paid) ?? ZERO;
    const rounding = num(totals.rounding) ?? ZERO;
    if (!payable || !taxInclusive || !eq(round(sub(payable, rounding)), round(sub(taxInclusive, paid))))
      report('BR-CO-16', totals.path);
  }
  const creditNote = model.syntax === 'UBL' && model.isCreditNote;
  if (
    !creditNote &&
    payable &&
    cmp(payable, ZERO) > 0 &&
    !present(model.dueDate) &&
    model.paymentTerms === undefined
  )
    report('BR-CO-25', totals.path);
  if (cii) checkCiiVatTotalDecimals(context);
  const decimalRules: [string, string | undefined][] = [
    ['BR-DEC-09', totals.lineNet],
    ['BR-DEC-10', totals.allowances],
    ['BR-DEC-11', totals.charges],
    ['BR-DEC-12', totals.taxExclusive],
    ...(cii
      ? []
      : ([
          ['BR-DEC-13', totals.vat],
          ['BR-DEC-15', totals.vatAccounting],
        ] as [string, string | undefined][])),
    ['BR-DEC-14', totals.taxInclusive],
    ['BR-DEC-16', totals.paid],
    ['BR-DEC-17', totals.rounding],
    ['BR-DEC-18', totals.payable],
  ];
  for (const [ruleId, value] of decimalRules)
    if (writtenFractionDigits(value) > 2) report(ruleId, totals.path);
}

const childTexts = (element: XmlElement | undefined, path: string) =>
  all(element, path).map((node) => node.text);
const shares = (a: string[], b: string[]) => a.some((value) => b.includes(value));

/**
 * BR-17: a payee (BG-10) has a name and is not the seller: its name and identifiers must differ from
 * the seller's (UBL compares the party names and identifiers, CII also the legal registration).
 */
function checkPayeeDiffers(context: RuleContext) {
  const { model, root, report } = context;
  if (model.syntax === 'UBL') {
    const payee = at(root, 'PayeeParty');
    if (!payee) return;
    const seller = at(root, 'AccountingSupplierParty/Party');
    const names = childTexts(payee, 'PartyName/Name');
    if (
      names.length === 0 ||
      shares(names, childTexts(seller, 'PartyName/Name')) ||
      shares(childTexts(payee, 'PartyIdentification/ID'), childTexts(seller, 'PartyIdentification/ID'))
    )
      report('BR-17', xmlPath(payee));
    return;
  }
  const transaction = at(root, 'SupplyChainTradeTransaction');
  const payee = at(transaction, 'ApplicableHeaderTradeSettlement/PayeeTradeParty');
  if (!payee) return;
  const seller = at(transaction, 'ApplicableHeaderTradeAgreement/SellerTradeParty');
  const names = childTexts(payee, 'Name');
  if (
    names.length === 0 ||
    shares(names, childTexts(seller, 'Name')) ||
    shares(childTexts(payee, 'ID'), childTexts(seller, 'ID')) ||
    shares(
      childTexts(payee, 'SpecifiedLegalOrganization/ID'),
      childTexts(seller, 'SpecifiedLegalOrganization/ID'),
    )
  )
    report('BR-17', xmlPath(payee));
}

const ciiVatTotals = (context: RuleContext) =>
  all(
    context.root,
    'SupplyChainTradeTransaction/ApplicableHeaderTradeSettlement/SpecifiedTradeSettlementHeaderMonetarySummation/TaxTotalAmount',
  );

/**
 * BR-DEC-13/15 in CII: some VAT total in the invoice (accounting) currency has at most two decimals by
 * value; with an accounting currency named, a total in that currency must be there.
 */
function checkCiiVatTotalDecimals(context: RuleContext) {
  const { model, report } = context;
  const amounts = ciiVatTotals(context);
  if (amounts.length === 0) return;
  const cents = (element: XmlElement) => {
    const value = num(element.text);
    return value !== null && eq(value, round(value));
  };
  const taxCurrency = at(
    context.root,
    'SupplyChainTradeTransaction/ApplicableHeaderTradeSettlement/TaxCurrencyCode',
  );
  const okInvoice = amounts.some((amount) => amount.attrs.currencyID !== model.currency || cents(amount));
  if (!okInvoice) report('BR-DEC-13', model.totals.path);
  const okAccounting =
    !taxCurrency || amounts.some((amount) => amount.attrs.currencyID === taxCurrency.text && cents(amount));
  if (!okAccounting) report('BR-DEC-15', model.totals.path);
}

function checkLines(context: RuleContext) {
  const { model, report } = context;
  for (const line of model.lines) {
    if (!present(line.id)) report('BR-21', line.path);
    if (line.quantity === undefined) report('BR-22', line.path);
    if (!present(line.unitCode)) report('BR-23', line.path);
    if (line.netAmount === undefined) report('BR-24', line.path);
    if (!present(line.item.name)) report('BR-25', line.path);
    if (line.netPrice === undefined) report('BR-26', line.path);
    // The official test compares the price with zero, so a missing price fails it as well.
    const price = num(line.netPrice);
    if (!price || cmp(price, ZERO) < 0) report('BR-27', line.path);
    const gross = num(line.grossPrice);
    if (gross && cmp(gross, ZERO) < 0) report('BR-28', line.path);
    if (line.period) {
      const { start, end, path } = line.period;
      if (present(start) && present(end) && end < start) report('BR-30', path);
      if (!present(start) && !present(end)) report('BR-CO-20', path);
    }
    if (!present(line.vatCategory)) report('BR-CO-04', line.path);
    if (writtenFractionDigits(line.netAmount) > 2) report('BR-DEC-23', line.path);
    for (const charge of line.allowanceCharges) checkAllowanceCharge(context, charge, true);
    line.item.attributes.forEach((attribute) => {
      if (attribute.name === undefined || attribute.value === undefined) report('BR-54', line.path);
    });
    if (line.item.standardId && !line.item.standardId.scheme) report('BR-64', line.path);
    if (line.item.classifications.some((classification) => !classification.listId))
      report('BR-65', line.path);
  }
}
