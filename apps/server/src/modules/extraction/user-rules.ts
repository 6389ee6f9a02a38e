import {
  SearchDirection,
  extractionFieldKinds,
  type ExtractionFieldValue,
  type RuleSearchArea,
} from '@belegfluss/shared';
import type { Layout, Segment } from './layout.js';
import {
  candidateFrom,
  findAnchors,
  searchNearAnchor,
  type Candidate,
  type ExtractionContext,
  type ExtractionRule,
  type ValueFinder,
} from './rules.js';
import type { ValueMatch } from './values.js';

export type UserRuleInput = {
  id: string;
  field: ExtractionFieldValue;
  type: 'Anchor' | 'Pattern';
  anchorPattern?: string;
  searchPattern: string;
  searchArea?: RuleSearchArea;
  alternatives?: Omit<UserRuleInput, 'id' | 'field' | 'alternatives'>[];
};

function safeRegExp(source: string): RegExp | null {
  try {
    return new RegExp(source, 'iu');
  } catch {
    return null;
  }
}

/** The value finder of a search pattern: its first capture group (or the match), checked by the field's recogniser. */
function patternFinder(
  pattern: RegExp,
  field: ExtractionFieldValue,
  finders: ExtractionContext['finders'],
): ValueFinder {
  const kindFinder = finders[extractionFieldKinds[field]];
  return (text) => {
    const results: ValueMatch[] = [];
    const global = new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`);
    for (const match of text.matchAll(global)) {
      const captured = match[1] ?? match[0];
      if (!captured) continue;
      const start = match.index + (match[1] !== undefined ? match[0].indexOf(captured) : 0);
      const [parsed] = kindFinder(captured);
      const kind = extractionFieldKinds[field];
      const value = kind === 'text' || kind === 'identifier' || !parsed ? captured.trim() : parsed.value;
      if (kind !== 'text' && kind !== 'identifier' && !parsed) continue;
      results.push({ value, start, end: start + captured.length });
    }
    return results;
  };
}

function inRegion(layout: Layout, segment: Segment, area: RuleSearchArea | undefined): boolean {
  if (!area) return true;
  if (area.pageIndex !== undefined && segment.pageIndex !== area.pageIndex) return false;
  if (!area.region) return true;
  const page = layout.pages.find((candidate) => candidate.pageIndex === segment.pageIndex);
  if (!page) return false;
  const { x0, y0, x1, y1 } = area.region;
  const box = segment.box;
  return (
    box.x0 >= x0 * page.width &&
    box.x1 <= x1 * page.width &&
    box.y0 >= y0 * page.height &&
    box.y1 <= y1 * page.height
  );
}

/**
 * Turns a rule of the rule manager into an extraction rule. Anchor: the search pattern is looked
 * for next to each anchor match (directions of the search area, default same line, right, below).
 * Pattern: the search pattern anywhere in the search area. Alternatives run in order when the rule
 * itself finds nothing. Invalid regular expressions make a rule that finds nothing.
 */
export function compileUserRule(input: UserRuleInput): ExtractionRule {
  const variants = [input, ...(input.alternatives ?? [])];
  return {
    id: input.id,
    field: input.field,
    origin: 'user',
    find(context) {
      for (const variant of variants) {
        const search = safeRegExp(variant.searchPattern);
        if (!search) continue;
        const finder = patternFinder(search, input.field, context.finders);
        const segments = context.layout.segments.filter((segment) =>
          inRegion(context.layout, segment, variant.searchArea),
        );
        const found: Candidate[] = [];
        if (variant.type === 'Pattern') {
          for (const segment of segments) {
            for (const match of finder(segment.text))
              found.push(candidateFrom(input.field, input.id, 0.95, segment, match));
          }
        } else {
          const anchor = variant.anchorPattern ? safeRegExp(variant.anchorPattern) : null;
          if (!anchor) continue;
          const directions = variant.searchArea?.directions ?? [
            SearchDirection.sameLine,
            SearchDirection.right,
            SearchDirection.below,
          ];
          for (const anchorMatch of findAnchors(segments, anchor, false)) {
            for (const hit of searchNearAnchor(context.layout, anchorMatch, finder, {
              directions,
              keepCurrency: extractionFieldKinds[input.field] === 'currency',
            })) {
              found.push(
                candidateFrom(input.field, input.id, 0.98 - hit.distance * 0.05, hit.segment, hit.match),
              );
            }
          }
        }
        if (found.length) return found;
      }
      return [];
    },
  };
}
