import {
  SearchDirection,
  extractionFieldKinds,
  type ExtractionFieldValue,
  type RuleCore,
  type RuleSearchArea,
} from '@belegfluss/shared';
import {
  candidateFrom,
  searchNearAnchor,
  type Candidate,
  type ExtractionContext,
  type ExtractionRule,
} from '../extraction/index.js';
import { compilePattern, foldForLiteral, type CompiledPattern } from './rules.patterns.js';

type Segment = ExtractionContext['layout']['segments'][number];
type ValueMatch = { value: string; start: number; end: number };

/** A rule ready to run: its variants (the rule, then its alternatives) compiled once. */
export type MatcherRule = {
  /** The reference extraction reports for the fields it fills (the rule's German label). */
  ref: string;
  field: ExtractionFieldValue;
  variants: RuleCore[];
  /** Score of a hit on the anchor's line; user rules rank above learned ones. */
  score: number;
};

type CompiledVariant = {
  type: RuleCore['type'];
  anchor: CompiledPattern | null;
  search: CompiledPattern;
  area: RuleSearchArea | null;
};

/** Folded segment texts, computed once per document and shared by every rule. */
const foldedTexts = new WeakMap<object, string[]>();
function foldedOf(context: ExtractionContext): string[] {
  let folded = foldedTexts.get(context.layout);
  if (!folded) {
    folded = context.layout.segments.map((segment) => foldForLiteral(segment.text));
    foldedTexts.set(context.layout, folded);
  }
  return folded;
}

/** The value finder of a search pattern: its first capture group (or the match), read as the field's kind. */
function patternFinder(pattern: CompiledPattern, field: ExtractionFieldValue, context: ExtractionContext) {
  const kind = extractionFieldKinds[field];
  const kindFinder = context.finders[kind];
  const asIs = kind === 'text' || kind === 'identifier';
  return (text: string): ValueMatch[] =>
    pattern.matches(text).flatMap((match) => {
      const span = match.group ?? match;
      const captured = text.slice(span.start, span.end);
      if (!captured.trim()) return [];
      const [parsed] = kindFinder(captured);
      if (!asIs && !parsed) return [];
      const leading = captured.length - captured.trimStart().length;
      return [
        {
          value: asIs || !parsed ? captured.trim() : parsed.value,
          start: span.start + leading,
          end: span.start + captured.trimEnd().length,
        },
      ];
    });
}

function inArea(context: ExtractionContext, segment: Segment, area: RuleSearchArea | null): boolean {
  if (!area) return true;
  if (area.pageIndex !== undefined && segment.pageIndex !== area.pageIndex) return false;
  if (!area.region) return true;
  const page = context.layout.pages.find((candidate) => candidate.pageIndex === segment.pageIndex);
  if (!page) return false;
  const { x0, y0, x1, y1 } = area.region;
  const box = segment.box;
  // A segment counts when its middle lies in the area (a drawn box rarely encloses a whole line).
  const middleX = (box.x0 + box.x1) / 2;
  const middleY = (box.y0 + box.y1) / 2;
  return (
    middleX >= x0 * page.width &&
    middleX <= x1 * page.width &&
    middleY >= y0 * page.height &&
    middleY <= y1 * page.height
  );
}

function findVariant(rule: MatcherRule, variant: CompiledVariant, context: ExtractionContext): Candidate[] {
  const finder = patternFinder(variant.search, rule.field, context);
  const folded = foldedOf(context);
  const found: Candidate[] = [];
  context.layout.segments.forEach((segment, index) => {
    if (!inArea(context, segment, variant.area)) return;
    if (variant.type === 'Pattern') {
      for (const match of finder(segment.text))
        found.push(candidateFrom(rule.field, rule.ref, rule.score - 0.03, segment, match));
      return;
    }
    for (const anchor of variant.anchor?.matches(segment.text, folded[index]) ?? []) {
      const hits = searchNearAnchor(
        context.layout,
        { segment, start: anchor.start, end: anchor.end },
        finder,
        {
          directions: variant.area?.directions ?? [
            SearchDirection.sameLine,
            SearchDirection.right,
            SearchDirection.below,
          ],
          keepCurrency: extractionFieldKinds[rule.field] === 'currency',
        },
      );
      for (const hit of hits)
        found.push(
          candidateFrom(rule.field, rule.ref, rule.score - hit.distance * 0.05, hit.segment, hit.match),
        );
    }
  });
  return found;
}

/**
 * Turns a rule of the rule manager (or a learned rule) into an extraction rule that matches with
 * RE2JS. Anchor: the search pattern right after the anchor, to its right or below it (the search
 * area's directions). Pattern: the search pattern anywhere. The search area's region limits both.
 * Alternatives run in order while the rule finds nothing.
 */
export function createRuleMatcher(rule: MatcherRule): ExtractionRule {
  const variants: CompiledVariant[] = rule.variants.map((variant) => ({
    type: variant.type,
    anchor: variant.type === 'Anchor' ? compilePattern(variant.anchorPattern) : null,
    search: compilePattern(variant.searchPattern),
    area: variant.searchArea ?? null,
  }));
  return {
    id: rule.ref,
    field: rule.field,
    origin: 'user',
    find(context) {
      for (const variant of variants) {
        const found = findVariant(rule, variant, context);
        if (found.length) return found;
      }
      return [];
    },
  };
}
