import { add, cmp, eq, round, sub, sum, ZERO, abs, type Decimal } from '../engine/decimal.js';
import type { AllowanceCharge, Invoice, InvoiceLine, VatBreakdown } from '../engine/model.js';
import { num, present, type RuleContext } from './rule-context.js';

type Category = 'S' | 'Z' | 'E' | 'AE' | 'K' | 'G' | 'O' | 'L' | 'M';

/**
 * Rule-ID prefix per VAT category (UNTDID 5305 code → EN 16931 rule family). The official rule sets
 * report IGIC (L) as BR-AF-* and IPSI (M) as BR-AG-*.
 */
const FAMILY: Record<Category, string> = {
  S: 'BR-S',
  Z: 'BR-Z',
  E: 'BR-E',
  AE: 'BR-AE',
  K: 'BR-IC',
  G: 'BR-G',
  O: 'BR-O',
  L: 'BR-AF',
  M: 'BR-AG',
};
const ONE: Decimal = { units: 1n, scale: 0 };

function sellerHasAnyTaxId(model: Invoice): boolean {
  return (
    present(model.seller.vatId) ||
    present(model.seller.taxRegistrationId) ||
    present(model.taxRepresentative?.vatId)
  );
}

function sellerHasVatId(model: Invoice): boolean {
  return present(model.seller.vatId) || present(model.taxRepresentative?.vatId);
}

/** Whether the seller/buyer identifiers a category demands are present (rules -02, -03, -04). */
function identifiersSatisfied(category: Category, model: Invoice): boolean {
  switch (category) {
    case 'AE':
      return (
        sellerHasAnyTaxId(model) && (present(model.buyer.vatId) || present(model.buyer.legalRegistration?.id))
      );
    case 'K':
      return sellerHasVatId(model) && present(model.buyer.vatId);
    case 'G':
      return sellerHasVatId(model);
    case 'O':
      return (
        !present(model.seller.vatId) &&
        !present(model.taxRepresentative?.vatId) &&
        !present(model.buyer.vatId)
      );
    default:
      return sellerHasAnyTaxId(model);
  }
}

function rateOk(category: Category, rate: string | undefined): boolean {
  const value = num(rate);
  switch (category) {
    case 'S':
      return value !== null && cmp(value, ZERO) > 0;
    case 'O':
      return rate === undefined;
    case 'L':
    case 'M':
      return value !== null && cmp(value, ZERO) >= 0;
    default:
      return value !== null && cmp(value, ZERO) === 0;
  }
}

function amountOf(charge: AllowanceCharge): Decimal {
  return num(charge.amount) ?? ZERO;
}

function withinOne(a: Decimal, b: Decimal): boolean {
  return cmp(sub(a, ONE), b) < 0 && cmp(add(a, ONE), b) > 0;
}

/** CII sums each part rounded to cents before adding (lines + charges − allowances). */
function ciiExpected(
  lines: InvoiceLine[],
  allowances: AllowanceCharge[],
  charges: AllowanceCharge[],
  rateMatches: (rate: string | undefined) => boolean = () => true,
): Decimal {
  const part = (values: Decimal[]) => round(sum(values));
  return sub(
    add(
      part(lines.filter((line) => rateMatches(line.vatRate)).map((line) => num(line.netAmount) ?? ZERO)),
      part(charges.filter((charge) => rateMatches(charge.vatRate)).map(amountOf)),
    ),
    part(allowances.filter((charge) => rateMatches(charge.vatRate)).map(amountOf)),
  );
}

/**
 * Rules -08 and -09 of one VAT breakdown as the official tests read them: a missing taxable or tax
 * amount fails the comparison; per-rate categories (S, L, M) check nothing without a rate; UBL wants
 * invoice lines for the taxable amount of a category and S lines or allowances/charges of the rate.
 */
function checkBreakdownAmounts(context: RuleContext, category: Category, breakdown: VatBreakdown) {
  const { model, report } = context;
  const family = FAMILY[category];
  const taxable = num(breakdown.taxableAmount);
  const tax = num(breakdown.taxAmount);
  const lines = model.lines.filter((line) => line.vatCategory === category);
  const allowances = model.allowanceCharges.filter(
    (charge) => !charge.isCharge && charge.vatCategory === category,
  );
  const charges = model.allowanceCharges.filter(
    (charge) => charge.isCharge && charge.vatCategory === category,
  );
  const cii = model.syntax === 'CII';
  const perRate = category === 'S' || category === 'L' || category === 'M';
  if (!perRate) {
    const expected = sub(
      add(sum(lines.map((line) => num(line.netAmount) ?? ZERO)), sum(charges.map(amountOf))),
      sum(allowances.map(amountOf)),
    );
    const ok = !taxable
      ? false
      : !cii
        ? model.lines.length > 0 && eq(taxable, expected)
        : category === 'O'
          ? eq(taxable, ciiExpected(lines, allowances, charges))
          : withinOne(taxable, ciiExpected(lines, allowances, charges));
    if (!ok) report(`${family}-08`, breakdown.path);
    if (!tax || !eq(tax, ZERO)) report(`${family}-09`, breakdown.path);
    return;
  }
  const rate = num(breakdown.rate);
  if (rate) {
    const rounded = round(rate, 0);
    const sameRate = (value: string | undefined) => {
      const candidate = num(value);
      return candidate !== null && eq(round(candidate, 0), rounded);
    };
    const rateLines = lines.filter((line) => sameRate(line.vatRate));
    const rateAllowances = allowances.filter((charge) => sameRate(charge.vatRate));
    const rateCharges = charges.filter((charge) => sameRate(charge.vatRate));
    const expected = sub(
      add(sum(rateLines.map((line) => num(line.netAmount) ?? ZERO)), sum(rateCharges.map(amountOf))),
      sum(rateAllowances.map(amountOf)),
    );
    const documentHasRate =
      category === 'S'
        ? rateLines.length + rateAllowances.length + rateCharges.length > 0
        : model.lines.length > 0;
    const exactRate = (value: string | undefined) => num(value) !== null && eq(num(value)!, rate);
    const ok = !taxable
      ? false
      : cii
        ? eq(taxable, ciiExpected(lines, allowances, charges, exactRate))
        : documentHasRate && withinOne(taxable, expected);
    if (!ok) report(`${family}-08`, breakdown.path);
  }
  // The official CII rules for IGIC and IPSI (-09) test nothing.
  if (cii && category !== 'S') return;
  const computed =
    rate && taxable
      ? round({ units: abs(taxable).units * rate.units, scale: taxable.scale + rate.scale + 2 })
      : null;
  if (!tax || !computed || !withinOne(abs(tax), computed)) report(`${family}-09`, breakdown.path);
}

function checkBreakdown(context: RuleContext, category: Category, breakdown: VatBreakdown) {
  checkBreakdownAmounts(context, category, breakdown);
  const family = FAMILY[category];
  const hasReason = present(breakdown.exemptionReason) || present(breakdown.exemptionReasonCode);
  const reasonForbidden = category === 'S' || category === 'Z' || category === 'L' || category === 'M';
  if (reasonForbidden ? hasReason : !hasReason) context.report(`${family}-10`, breakdown.path);
}

/**
 * Rules -01: a category used on lines or allowances/charges needs its VAT breakdown. The official
 * CII binding counts differently from UBL (it counts the breakdown's own category code, and a
 * breakdown without any line of its category fails for the "exactly one" categories); both kept.
 */
function categoryBreakdownConsistent(
  syntax: 'UBL' | 'CII',
  category: Category,
  lines: number,
  charges: number,
  breakdowns: number,
): boolean {
  const atLeastOne = category === 'S' || category === 'L' || category === 'M';
  if (syntax === 'UBL') {
    const used = lines + charges > 0;
    return atLeastOne ? used === breakdowns > 0 : !used || breakdowns === 1;
  }
  if (atLeastOne)
    return (lines === 0 || lines + breakdowns >= 2) && (charges === 0 || charges + breakdowns >= 2);
  if (category === 'O') return breakdowns === 0 || (breakdowns === 1 && lines + charges > 0);
  return (breakdowns === 0 && lines + charges === 0) || (breakdowns === 1 && lines + charges > 0);
}

/**
 * BR-B-01/02: split payment (B) only in a domestic Italian invoice (every country code in it is IT,
 * as the official rule reads all of them) and never together with the standard rate.
 */
function checkSplitPayment(context: RuleContext) {
  const { model, report } = context;
  const categories = [
    ...model.lines.map((line) => line.vatCategory),
    ...model.allowanceCharges.map((charge) => charge.vatCategory),
    ...model.vatBreakdown.map((breakdown) => breakdown.category),
  ];
  if (!categories.includes('B')) return;
  const countries = [
    model.seller.address?.country,
    model.buyer.address?.country,
    model.taxRepresentative?.address?.country,
    model.delivery?.address?.country,
    ...model.lines.map((line) => line.item.originCountry),
  ].filter(present);
  if (countries.some((country) => country !== 'IT')) report('BR-B-01', model.seller.path);
  if (categories.includes('S')) report('BR-B-02', model.seller.path);
}

/** The VAT category rule families BR-S/Z/E/AE/IC/G/O/AF/AG/B, evaluated once on the model. */
export function checkVatCategoryRules(context: RuleContext) {
  const { model, report } = context;
  const root = model.seller.path;
  checkSplitPayment(context);
  for (const category of Object.keys(FAMILY) as Category[]) {
    const family = FAMILY[category];
    const lines = model.lines.filter((line) => line.vatCategory === category);
    const allowances = model.allowanceCharges.filter(
      (charge) => !charge.isCharge && charge.vatCategory === category,
    );
    const charges = model.allowanceCharges.filter(
      (charge) => charge.isCharge && charge.vatCategory === category,
    );
    const breakdowns = model.vatBreakdown.filter((breakdown) => breakdown.category === category);
    if (
      !categoryBreakdownConsistent(
        model.syntax,
        category,
        lines.length,
        allowances.length + charges.length,
        breakdowns.length,
      )
    ) {
      report(`${family}-01`, root);
    }
    const identifiersOk = identifiersSatisfied(category, model);
    if (lines.length > 0 && !identifiersOk) report(`${family}-02`, root);
    if (allowances.length > 0 && !identifiersOk) report(`${family}-03`, root);
    if (charges.length > 0 && !identifiersOk) report(`${family}-04`, root);
    for (const line of lines) if (!rateOk(category, line.vatRate)) report(`${family}-05`, line.path);
    for (const allowance of allowances)
      if (!rateOk(category, allowance.vatRate)) report(`${family}-06`, allowance.path);
    for (const charge of charges) if (!rateOk(category, charge.vatRate)) report(`${family}-07`, charge.path);
    for (const breakdown of breakdowns) checkBreakdown(context, category, breakdown);
  }
  const hasK = model.vatBreakdown.some((breakdown) => breakdown.category === 'K');
  if (hasK) {
    const hasPeriod =
      model.invoicingPeriod && (present(model.invoicingPeriod.start) || present(model.invoicingPeriod.end));
    if ((model.delivery?.actualDeliveryDate ?? '').length <= 1 && !hasPeriod) report('BR-IC-11', root);
    if ((model.delivery?.address?.country ?? '').length <= 1) report('BR-IC-12', root);
  }
  if (model.vatBreakdown.some((breakdown) => breakdown.category === 'O')) {
    if (model.syntax === 'CII') {
      const otherTax =
        model.vatBreakdown.some((breakdown) => breakdown.category !== 'O') ||
        model.lines.some((line) => line.vatCategory !== 'O');
      const otherCharge = model.allowanceCharges.some((charge) => charge.vatCategory !== 'O');
      if (otherTax) {
        report('BR-O-11', root);
        report('BR-O-12', root);
      }
      if (otherCharge) {
        report('BR-O-13', root);
        report('BR-O-14', root);
      }
      return;
    }
    if (model.vatBreakdown.some((breakdown) => breakdown.category !== 'O')) report('BR-O-11', root);
    if (model.lines.some((line) => line.vatCategory !== 'O')) report('BR-O-12', root);
    if (model.allowanceCharges.some((charge) => !charge.isCharge && charge.vatCategory !== 'O'))
      report('BR-O-13', root);
    if (model.allowanceCharges.some((charge) => charge.isCharge && charge.vatCategory !== 'O'))
      report('BR-O-14', root);
  }
}
