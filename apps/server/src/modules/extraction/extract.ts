import type {
  DocumentText,
  ExtractedField,
  ExtractionFieldValue,
  ExtractionResult,
  VatRateLine,
} from '@belegfluss/shared';
import {
  confirmSingleRate,
  findTotalsRows,
  findVatRates,
  solveTotals,
  vatSumCandidate,
  baseSumCandidate,
  type ScoredValue,
} from './amounts.js';
import { createBuiltinRules } from './builtin-rules.js';
import { buildLayout, type Layout } from './layout.js';
import { ratesFromItems } from './item-rates.js';
import { partyOf } from './party.js';
import { NOT_THE_DOCUMENT_DATE } from './place-date-rule.js';
import { dueDateFromTerms } from './payment-terms.js';
import { createValueFinders, type Candidate, type ExtractionContext, type ExtractionRule } from './rules.js';
import { sellerNameRule } from './seller.js';
import { detectDateOrder, findCurrencies, findDates, toCents, type DateOrder } from './values.js';

/** Looks a creditor up in the Mandant's master data by VAT ID or IBAN; passed in by the caller. */
export type FindCreditor = (query: {
  mandantId: string;
  vatId: string | null;
  iban: string | null;
}) => Promise<{ creditorId: string } | null>;

export type ExtractOptions = {
  /** User rules of the rule manager (compiled with `compileUserRule`); they run before the built-ins. */
  rules?: ExtractionRule[];
  mandantId?: string;
  findCreditor?: FindCreditor;
  /** "Today" for date plausibility (tests pass a fixed date). */
  today?: Date;
  /** Receives every candidate the rules proposed (for `extract --explain`). */
  onCandidates?: (candidates: Candidate[]) => void;
};

const builtinRules: ExtractionRule[] = [...createBuiltinRules(), sellerNameRule()];

/** A value proposed by several candidates: the best score, a little more for agreement, user rules first. */
function rank(candidates: Candidate[], prefer?: (candidate: Candidate) => number): ScoredValue[] {
  const byValue = new Map<string, Candidate[]>();
  for (const candidate of candidates) {
    const key = candidate.value.toLowerCase();
    byValue.set(key, [...(byValue.get(key) ?? []), candidate]);
  }
  const ranked: ScoredValue[] = [];
  for (const group of byValue.values()) {
    const scored = group.map((candidate) => ({
      candidate,
      score: candidate.score + (prefer?.(candidate) ?? 0) + (candidate.rule.startsWith('builtin:') ? 0 : 0.5),
    }));
    scored.sort((a, b) => b.score - a.score);
    const top = scored[0]!;
    const distinctRules = new Set(group.map((candidate) => candidate.rule)).size;
    ranked.push({
      value: top.candidate.value,
      score: top.score + Math.min(0.15, (distinctRules - 1) * 0.05),
      area: top.candidate.area,
      rule: top.candidate.rule,
    });
  }
  return ranked.sort((a, b) => b.score - a.score);
}

/** Later in the document (lower on the page, later page) scores a little higher: totals sit at the end. */
function positionBonus(layout: Layout, candidate: Candidate): number {
  if (!candidate.segment) return 0;
  const page = layout.pages.find((entry) => entry.pageIndex === candidate.segment!.pageIndex);
  if (!page) return 0;
  const pagePart = layout.pages.length > 1 ? candidate.segment.pageIndex / (layout.pages.length - 1) : 0;
  return 0.03 * (candidate.segment.box.y0 / page.height) + 0.02 * pagePart;
}

function field(value: ScoredValue | null | undefined, minimum = 0.3): ExtractedField | undefined {
  if (!value || value.score < minimum) return undefined;
  return {
    value: value.value,
    confidence: Math.round(Math.min(1, Math.max(0, value.score)) * 100) / 100,
    area: value.area,
    rule: value.rule,
  };
}

function plausibleDate(iso: string, today: Date): boolean {
  const year = Number(iso.slice(0, 4));
  const limit = new Date(today.getTime() + 400 * 86_400_000).toISOString().slice(0, 10);
  return year >= 1990 && iso <= limit;
}

function partyPreference(layout: Layout) {
  return (candidate: Candidate) => {
    if (!candidate.segment) return 0;
    const party = partyOf(layout, candidate.segment);
    return party === 'buyer' ? -0.5 : party === 'seller' ? 0.1 : 0;
  };
}

/** The currency: a labelled one, else the code or sign printed most often, EUR when none is printed. */
function chooseCurrency(layout: Layout, labelled: ScoredValue[]): ScoredValue {
  if (labelled[0]) return labelled[0];
  const counts = new Map<string, number>();
  for (const segment of layout.segments) {
    for (const match of findCurrencies(segment.text))
      counts.set(match.value, (counts.get(match.value) ?? 0) + 1);
  }
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  return best
    ? { value: best[0], score: 0.7, area: null, rule: 'builtin:currency-count' }
    : { value: 'EUR', score: 0.3, area: null, rule: 'builtin:currency-default' };
}

/** The first date on the first page, as a last resort for the invoice date. */
function firstDate(layout: Layout, today: Date, order: DateOrder): ScoredValue | null {
  for (const segment of layout.segments.filter((entry) => entry.pageIndex === 0)) {
    const date = findDates(segment.text, order).find(
      (match) =>
        plausibleDate(match.value, today) &&
        !NOT_THE_DOCUMENT_DATE.test(segment.text.slice(Math.max(0, match.start - 40), match.start)),
    );
    if (date)
      return {
        value: date.value,
        score: 0.35,
        area: { pageIndex: 0, box: segment.box },
        rule: 'builtin:first-date',
      };
  }
  return null;
}

/**
 * A user rule (rule manager, or a rule learned from a correction for this creditor) wins over the
 * generic pipeline: its best value fills the field even where the built-ins chose otherwise (e.g.
 * an amount that does not add up with the others).
 */
function applyUserRules(candidates: Candidate[], fields: ExtractionResult['fields']) {
  const best = new Map<ExtractionFieldValue, Candidate>();
  for (const candidate of candidates) {
    if (candidate.rule.startsWith('builtin:')) continue;
    const current = best.get(candidate.field);
    if (!current || candidate.score > current.score) best.set(candidate.field, candidate);
  }
  for (const [name, candidate] of best) {
    fields[name] = {
      value: candidate.value,
      confidence: Math.round(candidate.score * 100) / 100,
      area: candidate.area,
      rule: candidate.rule,
    };
  }
}

/** VAT per rate: the rate rows as printed, else a single rate row that fits the net total, else the items per rate. */
function rateLinesOf(
  layout: Layout,
  vatRates: ReturnType<typeof findVatRates>,
  fields: ExtractionResult['fields'],
): VatRateLine[] {
  if (vatRates.lines.length) return vatRates.lines;
  const net = fields.netTotal?.value ?? null;
  const single = confirmSingleRate(vatRates.unverified, net);
  if (single.length) return single;
  return ratesFromItems(layout, vatRates.unverified, { net, vat: fields.vatTotal?.value ?? null });
}

/**
 * Extracts the capture-mask fields from the text of a document: runs the user rules and the built-in
 * rules over the layout, then chooses per field (amounts together, so that net + VAT = gross), and
 * looks the creditor up by VAT ID or IBAN when the caller passes `findCreditor`.
 */
export async function extractInvoiceData(
  document: DocumentText,
  options: ExtractOptions = {},
): Promise<ExtractionResult> {
  const layout = buildLayout(document);
  const dateOrder = detectDateOrder(document.pages.map((page) => page.text).join('\n'));
  const context: ExtractionContext = { document, layout, finders: createValueFinders(dateOrder) };
  const today = options.today ?? new Date();
  const candidates: Candidate[] = [];
  for (const rule of [...(options.rules ?? []), ...builtinRules]) candidates.push(...rule.find(context));
  const vatRates = findVatRates(layout);
  candidates.push(...vatRates.candidates, ...findTotalsRows(layout, vatRates.rows));
  options.onCandidates?.(candidates);

  const of = (name: ExtractionFieldValue) => candidates.filter((candidate) => candidate.field === name);
  const byPosition = (candidate: Candidate) => positionBonus(layout, candidate);
  const fields: ExtractionResult['fields'] = {};
  const put = (name: ExtractionFieldValue, value: ScoredValue | null | undefined, minimum?: number) => {
    const extracted = field(value, minimum);
    if (extracted) fields[name] = extracted;
  };

  // Amounts: net + VAT = gross, VAT per rate summed when no total is printed.
  const vatOptions = rank(of('vatTotal'), byPosition);
  // Taxes printed per rate without their bases ("MwSt 7 % 1,40" / "MwSt 19 % 2,85") add up to the total too.
  const perRate = vatRates.lines.length
    ? vatRates.lines
    : vatRates.unverified.length > 1
      ? vatRates.unverified
      : [];
  const vatSum = vatSumCandidate(layout, perRate);
  if (vatSum && !vatOptions.some((option) => option.value === vatSum.value)) vatOptions.push(vatSum);
  vatOptions.sort((a, b) => b.score - a.score);
  const netOptions = rank(of('netTotal'), byPosition);
  const baseSum = baseSumCandidate(layout, vatRates.lines);
  if (baseSum && !netOptions.some((option) => option.value === baseSum.value)) netOptions.push(baseSum);
  const totals = solveTotals(layout, {
    net: netOptions,
    vat: vatOptions,
    ...(vatRates.lines.length > 1
      ? { vatSum: vatRates.lines.reduce((sum, line) => sum + toCents(line.vat), 0) }
      : {}),
    // The amount due is the gross total on most invoices: it counts as a weaker gross candidate.
    gross: rank(
      [
        ...of('grossTotal'),
        ...of('amountDue').map((candidate) => ({ ...candidate, score: candidate.score * 0.8 })),
      ],
      byPosition,
    ),
  });
  put('netTotal', totals.net);
  put('vatTotal', totals.vat);
  put('grossTotal', totals.gross);
  const [due] = rank(of('amountDue'), byPosition);
  if (due && due.score >= 0.5) put('amountDue', due);
  else if (totals.gross)
    put('amountDue', { ...totals.gross, score: totals.gross.score * 0.8, rule: 'builtin:due-is-gross' });

  // Identifiers and dates.
  const invoiceNumbers = rank(
    of('invoiceNumber').filter((candidate) => candidate.value.length <= 40),
    (candidate) => (candidate.segment?.pageIndex === 0 ? 0.05 : 0),
  );
  put('invoiceNumber', invoiceNumbers[0]);
  const dated = (name: ExtractionFieldValue) =>
    of(name).filter((candidate) => plausibleDate(candidate.value, today));
  put(
    'invoiceDate',
    rank(dated('invoiceDate'), (c) => (c.segment?.pageIndex === 0 ? 0.05 : 0))[0] ??
      firstDate(layout, today, dateOrder),
  );
  put(
    'dueDate',
    rank(dated('dueDate')).find((due) => !fields.invoiceDate || due.value >= fields.invoiceDate.value) ??
      dueDateFromTerms(layout, fields.invoiceDate?.value),
  );
  put('deliveryDateStart', rank(dated('deliveryDateStart'))[0]);
  put('deliveryDateEnd', rank(dated('deliveryDateEnd'))[0] ?? rank(dated('deliveryDateStart'))[0]);
  put('deliveryNoteNumber', rank(of('deliveryNoteNumber'))[0]);
  const orders = rank(of('orderReference')).filter((order) => order.value !== fields.invoiceNumber?.value);
  put('orderReference', orders[0]);

  // Parties and payment.
  const preferSeller = partyPreference(layout);
  put('vatId', rank(of('vatId'), preferSeller)[0]);
  put('iban', rank(of('iban'), preferSeller)[0]);
  put('bic', rank(of('bic'), preferSeller)[0]);
  put('sellerName', rank(of('sellerName'))[0]);
  put('currency', chooseCurrency(layout, rank(of('currency'))));

  applyUserRules(candidates, fields);

  const title = layout.segments
    .slice(0, 60)
    .find((segment) => /\b(?:gutschrift|avoir|credit\s?note|stornorechnung)\b/i.test(segment.text));
  const gross = fields.grossTotal ? toCents(fields.grossTotal.value) : 0;
  if (title || gross < 0) {
    fields.creditNote = {
      value: 'true',
      confidence: title ? 0.8 : 0.6,
      area: title ? { pageIndex: title.pageIndex, box: title.box } : (fields.grossTotal?.area ?? null),
      rule: 'builtin:credit-note',
    };
  }

  let creditorId: string | null = null;
  if (options.findCreditor && options.mandantId && (fields.vatId || fields.iban)) {
    const found = await options.findCreditor({
      mandantId: options.mandantId,
      vatId: fields.vatId?.value ?? null,
      iban: fields.iban?.value ?? null,
    });
    creditorId = found?.creditorId ?? null;
  }
  const rateLines = rateLinesOf(layout, vatRates, fields);
  return { fields, vatRates: rateLines, creditorId };
}
