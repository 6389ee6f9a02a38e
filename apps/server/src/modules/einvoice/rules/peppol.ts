import { abs, add, cmp, div, eq, mul, round, sign, sub, sum, ZERO, type Decimal } from '../engine/decimal.js';
import { all, at, descendants, xmlPath, type XmlElement } from '../engine/xml.js';
import { num, present, type RuleContext } from './rule-context.js';

const TWO_CENTS: Decimal = { units: 2n, scale: 2 };
const HUNDRED: Decimal = { units: 100n, scale: 0 };

/** Equality with the slack XRechnung allows for line amounts (±0.02). */
function withinSlack(actual: Decimal, expected: Decimal, slack: Decimal = TWO_CENTS): boolean {
  return cmp(abs(sub(actual, expected)), slack) <= 0;
}

/** The adopted Peppol rules allow half a unit for HUF and two cents for every other currency. */
const HALF: Decimal = { units: 5n, scale: 1 };

/** The PEPPOL-EN16931-R rules XRechnung adopts, evaluated on the model (R008 on the XML). */
export function checkPeppolRules(context: RuleContext) {
  const { model, root, report } = context;
  const rootPath = xmlPath(root);
  if (!present(model.profileId)) report('PEPPOL-EN16931-R001', rootPath);
  if (present(model.taxCurrency) && model.taxCurrency === model.currency)
    report('PEPPOL-EN16931-R005', rootPath);
  for (const element of descendants(root)) {
    if (
      element.children.length === 0 &&
      element.text.trim() === '' &&
      element.name !== 'EmbeddedDocumentBinaryObject' &&
      element.name !== 'ApplicableHeaderTradeDelivery'
    ) {
      report('PEPPOL-EN16931-R008', xmlPath(element));
      break;
    }
  }
  if (!model.buyer.electronicAddress || !present(model.buyer.electronicAddress.id))
    report('PEPPOL-EN16931-R010', model.buyer.path);
  if (!model.seller.electronicAddress || !present(model.seller.electronicAddress.id))
    report('PEPPOL-EN16931-R020', model.seller.path);

  const slack: Decimal = model.currency === 'HUF' ? HALF : TWO_CENTS;
  const charges = [...model.allowanceCharges, ...model.lines.flatMap((line) => line.allowanceCharges)];
  for (const charge of charges) {
    const base = num(charge.baseAmount);
    const percent = num(charge.percent);
    const amount = num(charge.amount);
    // A missing amount counts as zero; the product of base and percentage is not rounded.
    if (base && percent && !withinSlack(amount ?? ZERO, div(mul(base, percent), HUNDRED), slack))
      report('PEPPOL-EN16931-R040', charge.path);
    if (percent && charge.baseAmount === undefined) report('PEPPOL-EN16931-R041', charge.path);
    if (charge.baseAmount !== undefined && charge.percent === undefined)
      report('PEPPOL-EN16931-R042', charge.path);
    if (charge.indicatorText !== 'true' && charge.indicatorText !== 'false') {
      report(model.syntax === 'CII' ? 'PEPPOL-EN16931-R043-1' : 'PEPPOL-EN16931-R043', charge.path);
    }
  }
  for (const line of model.lines) {
    const gross = num(line.grossPrice);
    const net = num(line.netPrice);
    const discount = num(line.priceDiscount) ?? ZERO;
    if (gross && net && !eq(net, sub(gross, discount))) report('PEPPOL-EN16931-R046', line.path);
    const base = num(line.baseQuantity);
    if (line.baseQuantity !== undefined && (!base || cmp(base, ZERO) <= 0))
      report('PEPPOL-EN16931-R121', line.path);
    const quantity = num(line.quantity) ?? { units: 1n, scale: 0 };
    const netAmount = num(line.netAmount) ?? ZERO;
    {
      const perUnit = div(net ?? ZERO, base && base.units !== 0n ? base : { units: 1n, scale: 0 });
      const lineCharges = round(
        sum(
          line.allowanceCharges
            .filter((charge) => charge.isCharge)
            .map((charge) => num(charge.amount) ?? ZERO),
        ),
      );
      const lineAllowances = round(
        sum(
          line.allowanceCharges
            .filter((charge) => !charge.isCharge)
            .map((charge) => num(charge.amount) ?? ZERO),
        ),
      );
      const expected = sub(add(mul(quantity, perUnit), lineCharges), lineAllowances);
      if (!withinSlack(netAmount, expected, slack)) report('PEPPOL-EN16931-R120', line.path);
    }
    if (context.model.invoicingPeriod && line.period) {
      const { start: invoiceStart, end: invoiceEnd } = context.model.invoicingPeriod;
      if (present(line.period.start) && present(invoiceStart) && line.period.start < invoiceStart)
        report('PEPPOL-EN16931-R110', line.period.path);
      if (present(line.period.end) && present(invoiceEnd) && line.period.end > invoiceEnd)
        report('PEPPOL-EN16931-R111', line.period.path);
    }
  }
  for (const instruction of model.paymentInstructions) {
    if (
      (instruction.meansCode === '59' || instruction.meansCode === '49') &&
      !present(instruction.directDebit?.mandateReference)
    ) {
      report('PEPPOL-EN16931-R061', instruction.path);
    }
  }
  checkVatTotalSigns(context);
  checkBaseQuantityUnits(context);
  checkSyntaxSpecificPeppol(context);
}

const amountsIn = (amounts: XmlElement[], currency: string | undefined) =>
  amounts
    .filter((amount) => amount.attrs.currencyID?.trim() === (currency ?? '').trim())
    .map((amount) => num(amount.text))
    .filter((value): value is Decimal => value !== null);

/**
 * R055: the VAT totals in the invoice and the accounting currency have the same sign. UBL counts zero
 * as either sign and fails a missing amount; CII only asks when both currencies are given and the
 * invoice-currency total is there.
 */
function checkVatTotalSigns(context: RuleContext) {
  const { model, root, report } = context;
  const cii = model.syntax === 'CII';
  const taxCurrencyElement = cii
    ? at(root, 'SupplyChainTradeTransaction/ApplicableHeaderTradeSettlement/TaxCurrencyCode')
    : at(root, 'TaxCurrencyCode');
  if (!taxCurrencyElement) return;
  const amounts = cii
    ? all(
        root,
        'SupplyChainTradeTransaction/ApplicableHeaderTradeSettlement/SpecifiedTradeSettlementHeaderMonetarySummation/TaxTotalAmount',
      )
    : all(root, 'TaxTotal/TaxAmount');
  const accounting = amountsIn(amounts, taxCurrencyElement.text);
  const invoice = amountsIn(amounts, model.currency);
  if (cii && invoice.length === 0) return;
  const negative = (values: Decimal[]) => values.some((value) => (cii ? sign(value) < 0 : sign(value) <= 0));
  const positive = (values: Decimal[]) => values.some((value) => sign(value) >= 0);
  const sameSign = (negative(accounting) && negative(invoice)) || (positive(accounting) && positive(invoice));
  if (!sameSign) report('PEPPOL-EN16931-R055', xmlPath(taxCurrencyElement));
}

/** R130: a price base quantity's unit is the invoiced quantity's unit (CII also when that is missing). */
function checkBaseQuantityUnits(context: RuleContext) {
  const { model, root, report } = context;
  if (model.syntax === 'UBL') {
    for (const line of all(root, model.isCreditNote ? 'CreditNoteLine' : 'InvoiceLine')) {
      const quantity = line.children.find(
        (node) => node.name === (model.isCreditNote ? 'CreditedQuantity' : 'InvoicedQuantity'),
      );
      const base = at(line, 'Price/BaseQuantity');
      if (quantity && base?.attrs.unitCode !== undefined && base.attrs.unitCode !== quantity.attrs.unitCode)
        report('PEPPOL-EN16931-R130', xmlPath(base));
    }
    return;
  }
  for (const line of all(root, 'SupplyChainTradeTransaction/IncludedSupplyChainTradeLineItem')) {
    const billed = at(line, 'SpecifiedLineTradeDelivery/BilledQuantity')?.attrs.unitCode;
    for (const price of ['NetPriceProductTradePrice', 'GrossPriceProductTradePrice']) {
      const base = at(line, `SpecifiedLineTradeAgreement/${price}/BasisQuantity`);
      if (base?.attrs.unitCode !== undefined && base.attrs.unitCode !== billed)
        report('PEPPOL-EN16931-R130', xmlPath(base));
    }
  }
}

function checkSyntaxSpecificPeppol(context: RuleContext) {
  const { model, root, report } = context;
  if (model.syntax === 'UBL') {
    const taxTotals = all(root, 'TaxTotal');
    const withSubtotals = taxTotals.filter((total) =>
      total.children.some((child) => child.name === 'TaxSubtotal'),
    );
    const withoutSubtotals = taxTotals.filter(
      (total) => !total.children.some((child) => child.name === 'TaxSubtotal'),
    );
    if (withSubtotals.length !== 1) report('PEPPOL-EN16931-R053', xmlPath(root));
    if (present(model.taxCurrency) ? withoutSubtotals.length !== 1 : withoutSubtotals.length !== 0)
      report('PEPPOL-EN16931-R054', xmlPath(root));
    for (const priceCharge of all(
      root,
      `${model.isCreditNote ? 'CreditNoteLine' : 'InvoiceLine'}/Price/AllowanceCharge`,
    )) {
      const indicator = priceCharge.children.find((child) => child.name === 'ChargeIndicator')?.text.trim();
      if (indicator !== 'false') report('PEPPOL-EN16931-R044', xmlPath(priceCharge));
    }
    for (const line of all(root, model.isCreditNote ? 'CreditNoteLine' : 'InvoiceLine')) {
      const references = line.children.filter((child) => child.name === 'DocumentReference');
      if (references.length > 1) report('PEPPOL-EN16931-R100', xmlPath(line));
      if (
        references.some(
          (reference) =>
            reference.children.find((child) => child.name === 'DocumentTypeCode')?.text.trim() !== '130',
        )
      ) {
        report('PEPPOL-EN16931-R101', xmlPath(line));
      }
    }
    return;
  }
  const settlement = all(root, 'SupplyChainTradeTransaction/ApplicableHeaderTradeSettlement')[0];
  const totalsElement = all(settlement, 'SpecifiedTradeSettlementHeaderMonetarySummation')[0];
  const taxTotalAmounts = all(totalsElement, 'TaxTotalAmount');
  const documentCurrency = taxTotalAmounts.filter((amount) => amount.attrs.currencyID === model.currency);
  if (documentCurrency.length > 1) report('PEPPOL-EN16931-R053', xmlPath(settlement ?? root));
  // Exactly one total outside the invoice currency when a VAT accounting currency is named, else none.
  const outsideInvoiceCurrency = taxTotalAmounts.filter(
    (amount) => amount.attrs.currencyID !== undefined && amount.attrs.currencyID !== model.currency,
  );
  const expected = at(settlement, 'TaxCurrencyCode') ? 1 : 0;
  if (settlement && outsideInvoiceCurrency.length !== expected)
    report('PEPPOL-EN16931-R054', xmlPath(settlement));
  for (const charge of all(
    root,
    'SupplyChainTradeTransaction/IncludedSupplyChainTradeLineItem/SpecifiedLineTradeAgreement/GrossPriceProductTradePrice/AppliedTradeAllowanceCharge',
  )) {
    const indicator = all(charge, 'ChargeIndicator/Indicator')[0]?.text.trim();
    if (indicator !== 'false') report('PEPPOL-EN16931-R044', xmlPath(charge.parent!));
    if (indicator !== 'true' && indicator !== 'false') report('PEPPOL-EN16931-R043-2', xmlPath(charge));
  }
  for (const line of all(root, 'SupplyChainTradeTransaction/IncludedSupplyChainTradeLineItem')) {
    const documents = all(line, 'SpecifiedLineTradeSettlement/AdditionalReferencedDocument');
    if (documents.filter((doc) => all(doc, 'TypeCode')[0]?.text.trim() === '130').length > 1)
      report('PEPPOL-EN16931-R100', xmlPath(line));
    if (documents.some((doc) => all(doc, 'TypeCode')[0]?.text.trim() !== '130'))
      report('PEPPOL-EN16931-R101', xmlPath(line));
  }
}
