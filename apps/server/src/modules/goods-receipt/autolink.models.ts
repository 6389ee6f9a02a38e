import { INVOICE_CHECK_TOLERANCE_CENTS, LinkState, parseAmountToCents, type Box } from '@belegfluss/shared';
import { lineTotalCents, parseScaled, QUANTITY_DECIMALS } from './goods-receipt.models.js';
import type { DocumentPageText } from './goods-receipt.ports.js';
import { textLines } from './page-lines.js';
import type { WkRow } from './receipts.repository.js';

/**
 * Auto-link (AutoDocLink) as pure rules: what the document says (order numbers, delivery-note
 * numbers, creditor, Umsatz and the words on its pages), which open goods-receipt lines that points
 * at, and whether the links are unambiguous (LINKED_AUTO_SAFE) or want a look (LINKED_AUTO_UNSAFE).
 */

/** Why an automatic link is not safe; the client translates the codes (`goods-receipt.hint.<code>`). */
export const LinkHint = {
  SUPPLIER_MISMATCH: 'SUPPLIER_MISMATCH',
  SEVERAL_SUPPLIERS: 'SEVERAL_SUPPLIERS',
  SUM_DIFFERS: 'SUM_DIFFERS',
  ARTICLE_ONLY: 'ARTICLE_ONLY',
  ARTICLE_AMBIGUOUS: 'ARTICLE_AMBIGUOUS',
  NOT_ON_DOCUMENT: 'NOT_ON_DOCUMENT',
} as const;
export type LinkHintValue = (typeof LinkHint)[keyof typeof LinkHint];

type Located = { pageId: string; box: Box };

export type DocumentEvidence = {
  orderNumbers: string[];
  deliveryNotes: string[];
  creditor: number | null;
  umsatzCents: number | null;
  /** Normalised words of the pages with where they stand (first occurrence). */
  words: Map<string, Located>;
  /** Every text line's words, to find a quantity or price beside an article number. */
  lineTokens: Map<string, Set<string>>;
  /** Amounts (cents) and quantities (thousandths) printed anywhere on the document. */
  amounts: Set<number>;
  quantities: Set<number>;
};

export const normalizeToken = (text: string) =>
  text
    .trim()
    .toUpperCase()
    .replace(/^[("'[]+|[)"'\].,:;]+$/g, '');

/** Splits a mask value that may name several numbers ("4711, 4712") into its parts. */
export function splitReferences(value: string | undefined): string[] {
  if (!value) return [];
  const parts = value
    .split(/[,;\s]+/)
    .map((part) => part.trim())
    .filter((part) => part.length >= 2);
  return [...new Set([...parts, ...parts.map((part) => part.toUpperCase())])];
}

export function collectEvidence(input: {
  values: Partial<Record<string, string>>;
  pages: DocumentPageText[];
  creditor: number | null;
  umsatzCents: number | null;
}): DocumentEvidence {
  const words = new Map<string, Located>();
  const lineTokens = new Map<string, Set<string>>();
  const amounts = new Set<number>();
  const quantities = new Set<number>();
  for (const page of input.pages) {
    for (const line of textLines(page)) {
      const tokens = new Set(line.words.map((word) => normalizeToken(word.text)).filter(Boolean));
      for (const token of tokens) {
        if (!words.has(token)) words.set(token, { pageId: page.id, box: line.box });
        if (!lineTokens.has(token)) lineTokens.set(token, tokens);
        const cents = parseAmountToCents(token);
        if (cents !== null && cents > 0) amounts.add(cents);
        const quantity = parseScaled(token, QUANTITY_DECIMALS);
        if (quantity.ok && quantity.value > 0) quantities.add(quantity.value);
      }
    }
  }
  return {
    orderNumbers: splitReferences(input.values.Bestellnummer),
    deliveryNotes: splitReferences(input.values.LieferKennung),
    creditor: input.creditor,
    umsatzCents: input.umsatzCents,
    words,
    lineTokens,
    amounts,
    quantities,
  };
}

/** The identifiers of a line's article that may be printed on an invoice. */
export const articleIdentifiers = (line: WkRow) =>
  [line.extArtikelNr, line.intArtikelNr, line.ean, line.pzn]
    .map(normalizeToken)
    .filter((value) => value.length >= 3);

/** Where the line's article is printed and whether its quantity and a price stand beside it. */
function lineEvidence(line: WkRow, evidence: DocumentEvidence) {
  const token = articleIdentifiers(line).find((identifier) => evidence.words.has(identifier));
  if (!token) return { area: null, quantity: false, price: false };
  const beside = [...(evidence.lineTokens.get(token) ?? [])];
  const quantityBeside = beside.some((word) => {
    const parsed = parseScaled(word, QUANTITY_DECIMALS);
    return parsed.ok && parsed.value === line.mengeMilli;
  });
  const prices = new Set([
    Math.round(line.nettoPreisCt4 / 100),
    Math.round(line.bruttoPreisCt4 / 100),
    lineTotalCents(line.mengeMilli, line.nettoPreisCt4),
    lineTotalCents(line.mengeMilli, line.bruttoPreisCt4),
  ]);
  const priceBeside = beside.some((word) => prices.has(parseAmountToCents(word) ?? -1));
  return { area: evidence.words.get(token) ?? null, quantity: quantityBeside, price: priceBeside };
}

export type Candidate = { line: WkRow; via: 'order' | 'note' | 'article' };
export type AutoLink = {
  line: WkRow;
  state: typeof LinkState.LINKED_AUTO_SAFE | typeof LinkState.LINKED_AUTO_UNSAFE;
  hints: LinkHintValue[];
  area: Located | null;
};

const supplierOf = (line: WkRow) =>
  line.intLieferant === null ? `ext:${line.extLieferant}` : String(line.intLieferant);

/**
 * Decides the links: lines found by order or delivery-note number win over lines found only by an
 * article number of the creditor. When some of them are recognised on the document by their article,
 * only those are linked (a partial invoice), unless all found lines together make the invoice amount.
 * The links are safe only when the lines come from one supplier (the document's creditor, if known),
 * no article stands for several open lines, and either their gross total is the Umsatz (± 0.02) or
 * every line's article and quantity are printed on the document.
 */
export function decideAutoLinks(candidates: Candidate[], evidence: DocumentEvidence): AutoLink[] {
  const byKey = candidates.filter((candidate) => candidate.via !== 'article');
  const pool = byKey.length > 0 ? byKey : candidates;
  if (pool.length === 0) return [];
  const evidenced = new Map(pool.map(({ line }) => [line.id, lineEvidence(line, evidence)]));
  const total = (lines: Candidate[]) =>
    lines.reduce((sum, { line }) => sum + lineTotalCents(line.mengeMilli, line.bruttoPreisCt4), 0);
  const matchesAmount = (lines: Candidate[]) =>
    evidence.umsatzCents !== null &&
    Math.abs(total(lines) - evidence.umsatzCents) <= INVOICE_CHECK_TOLERANCE_CENTS;
  const recognised = pool.filter(({ line }) => evidenced.get(line.id)?.area);
  const chosen =
    matchesAmount(pool) || recognised.length === 0 || recognised.length === pool.length ? pool : recognised;

  const hints = new Set<LinkHintValue>();
  const suppliers = new Set(chosen.map(({ line }) => supplierOf(line)));
  if (suppliers.size > 1) hints.add(LinkHint.SEVERAL_SUPPLIERS);
  if (evidence.creditor !== null && chosen.some(({ line }) => line.intLieferant !== evidence.creditor))
    hints.add(LinkHint.SUPPLIER_MISMATCH);
  if (byKey.length === 0) hints.add(LinkHint.ARTICLE_ONLY);
  // The same article twice in one order (or, found by article alone, in any two lines) is ambiguous.
  const articleCounts = new Map<string, number>();
  for (const { line } of pool)
    for (const identifier of articleIdentifiers(line)) {
      const key = byKey.length > 0 ? `${identifier}|${line.ident1}` : identifier;
      articleCounts.set(key, (articleCounts.get(key) ?? 0) + 1);
    }
  if ([...articleCounts.values()].some((count) => count > 1)) hints.add(LinkHint.ARTICLE_AMBIGUOUS);
  const fullyEvidenced = chosen.every(({ line }) => {
    const found = evidenced.get(line.id);
    return Boolean(found?.area && found.quantity);
  });
  if (!matchesAmount(chosen)) hints.add(fullyEvidenced ? LinkHint.SUM_DIFFERS : LinkHint.NOT_ON_DOCUMENT);
  const unsafeHints = [...hints].filter((hint) => hint !== LinkHint.SUM_DIFFERS || !fullyEvidenced);
  const safe = unsafeHints.length === 0 && !hints.has(LinkHint.ARTICLE_ONLY);
  return chosen.map(({ line }) => ({
    line,
    state: safe ? LinkState.LINKED_AUTO_SAFE : LinkState.LINKED_AUTO_UNSAFE,
    hints: safe ? [] : [...hints],
    area: evidenced.get(line.id)?.area ?? null,
  }));
}
