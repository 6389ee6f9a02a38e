import { SearchDirection, extractionFieldKinds, type ExtractionFieldValue } from '@belegfluss/shared';
import { builtinLabels, type LabelDefinition } from './builtin-labels.js';
import { restOfRow, type Segment } from './layout.js';
import { periodRule } from './period-rule.js';
import { placeDateRule } from './place-date-rule.js';
import { ocrLabelRules } from './ocr-label-rule.js';
import {
  candidateFrom,
  searchNearAnchor,
  skipLabelNoise,
  squash,
  type AnchorMatch,
  type Candidate,
  type ExtractionContext,
  type ExtractionRule,
  type ValueFinder,
  type ValueHit,
} from './rules.js';
import { findBics, findIbanShapes, findIbans, findIdentifiers, findVatIds } from './values.js';

/** Splits a regular expression source at its top-level `|` (outside groups and classes). */
export function splitAlternatives(source: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let inClass = false;
  let current = '';
  for (let index = 0; index < source.length; index += 1) {
    const character = source[index]!;
    if (character === '\\') {
      current += character + (source[index + 1] ?? '');
      index += 1;
      continue;
    }
    if (inClass) inClass = character !== ']';
    else if (character === '[') inClass = true;
    else if (character === '(') depth += 1;
    else if (character === ')') depth -= 1;
    else if (character === '|' && depth === 0) {
      parts.push(current);
      current = '';
      continue;
    }
    current += character;
  }
  parts.push(current);
  return parts;
}

type CompiledLabel = LabelDefinition & { alternatives: RegExp[] };

function compileLabel(definition: LabelDefinition): CompiledLabel {
  const inner = definition.label.source.replace(/^\^\(\?:/, '').replace(/\)$/, '');
  const flags = definition.anywhere ? 'gu' : 'u';
  const alternatives = splitAlternatives(inner).map(
    (alternative) => new RegExp(definition.anywhere ? alternative : `^(?:${alternative})`, flags),
  );
  return { ...definition, alternatives };
}

/** Whether an anchor ends a label: nothing but noise follows, or (same line) a value right after it. */
function labelEnds(segment: Segment, end: number, finder: ValueFinder, keepCurrency: boolean): boolean {
  const rest = segment.text.slice(end);
  const skip = skipLabelNoise(rest, keepCurrency);
  if (skip === rest.length) return true;
  if (skip === 0 && /^[\p{L}\d]/u.test(rest) && /[\p{L}\d]$/u.test(segment.text.slice(0, end))) return false;
  const [value] = finder(rest.slice(skip));
  return value?.start === 0;
}

/** Every place a label stands in a segment, longest reading first. */
function matchLabel(label: CompiledLabel, segment: Segment, finder: ValueFinder): AnchorMatch[] {
  const keepCurrency = extractionFieldKinds[label.field] === 'currency';
  const { text, offsets } = squash(segment.text);
  const ends = new Set<number>();
  const matches: AnchorMatch[] = [];
  for (const alternative of label.alternatives) {
    const found = label.anywhere
      ? [...text.matchAll(alternative)]
      : [alternative.exec(text)].filter((m) => m !== null);
    for (const match of found) {
      if (!match || match[0].length === 0) continue;
      const start = offsets[match.index]!;
      const end = offsets[match.index + match[0].length - 1]! + 1;
      if (ends.has(end) || !labelEnds(segment, end, finder, keepCurrency)) continue;
      ends.add(end);
      matches.push({ segment, start, end });
    }
  }
  return matches.sort((a, b) => b.end - a.end).slice(0, 1);
}

const DIRECTION_FACTOR = {
  [SearchDirection.sameLine]: 1,
  [SearchDirection.right]: 0.97,
  [SearchDirection.below]: 0.85,
};

function scoreHit(weight: number, hit: ValueHit): number {
  return weight * DIRECTION_FACTOR[hit.direction] * (1 - Math.min(hit.distance, 5) * 0.06);
}

/** An anchor rule from built-in label knowledge. */
function labelRule(definition: LabelDefinition): ExtractionRule {
  const label = compileLabel(definition);
  const kind = extractionFieldKinds[definition.field];
  const directions = [SearchDirection.sameLine, SearchDirection.right, SearchDirection.below];
  return {
    id: `builtin:${definition.name}`,
    field: definition.field,
    origin: 'builtin',
    find(context) {
      const candidates: Candidate[] = [];
      const finder = context.finders[kind];
      for (const segment of context.layout.segments) {
        for (const anchor of matchLabel(label, segment, finder)) {
          let hits = searchNearAnchor(context.layout, anchor, finder, {
            directions,
            strictSameLine: true,
            followColumn: label.column && kind === 'amount',
            tableTotals: kind === 'amount',
            keepCurrency: kind === 'currency',
            maxRowsBelow: 2,
          });
          // A value beside the label wins; a value below counts only when there is none beside it.
          if (hits.some((hit) => hit.direction !== SearchDirection.below)) {
            hits = hits.filter((hit) => hit.direction !== SearchDirection.below);
          }
          const below = hits.filter((hit) => hit.direction === SearchDirection.below);
          for (const hit of hits) {
            let score = scoreHit(definition.weight, hit);
            // In a column of amounts under a header, the last one is the total.
            if (below.length > 1 && hit.direction === SearchDirection.below) {
              score = hit === below[below.length - 1] ? definition.weight * 0.9 : definition.weight * 0.5;
            }
            candidates.push(
              candidateFrom(definition.field, `builtin:${definition.name}`, score, hit.segment, hit.match),
            );
          }
        }
      }
      return candidates;
    },
  };
}

// ---------- the document title: "Rechnung Nr. 4711 vom 05.03.2018" ----------

const DOCUMENT_WORD =
  /(?:^|[^\p{L}])((?:[\p{L}-]*(?:rechnung|gutschrift|rechnungskorrektur|stornorechnung))|invoice|credit\s?note|facture|avoir)(?![\p{L}])/iu;
const NUMBER_WORD =
  /^\s*(?:(?:[\p{L}()-]+|\(\d+\))\s+){0,4}?(?:nr\.?|no\.?|n°|#|nummer|number|num[ée]ro)\s*[:.]?\s*/iu;
const NOT_THE_INVOICE =
  /bestell|auftrag|order|liefer|kunden|customer|commande|vertrag|contract|referenz|reference/i;

/** Invoice number (and date) from a title such as "Handelsrechnung (380) Nr. 471102 vom 15.11.2024" or "Invoice 103767". */
function titleRule(field: 'invoiceNumber' | 'invoiceDate'): ExtractionRule {
  return {
    id: `builtin:title-${field}`,
    field,
    origin: 'builtin',
    find(context) {
      const candidates: Candidate[] = [];
      for (const original of context.layout.segments) {
        if (!DOCUMENT_WORD.test(original.text)) continue;
        const segment = restOfRow(context.layout, original);
        const word = DOCUMENT_WORD.exec(segment.text)!;
        const afterWord = word.index + word[0].length;
        const rest = segment.text.slice(afterWord);
        const numbered = NUMBER_WORD.exec(rest);
        const between = numbered ? numbered[0] : '';
        if (numbered && NOT_THE_INVOICE.test(between)) continue;
        const idStart = afterWord + (numbered ? numbered[0].length : skipLabelNoise(rest));
        const [identifier] = findIdentifiers(segment.text.slice(idStart));
        const firstPage = segment.pageIndex === 0 ? 1 : 0.85;
        if (field === 'invoiceNumber') {
          if (!identifier || identifier.start !== 0) continue;
          const score = (numbered ? 0.95 : 0.8) * firstPage;
          const match = { value: identifier.value, start: idStart, end: idStart + identifier.end };
          candidates.push(candidateFrom(field, 'builtin:title', score, segment, match));
          continue;
        }
        // The date after "vom/von/du/dated/issued at", on the title's line or the line below.
        const dateWord = /\b(?:vom|von|du|dated|issued\s+(?:at|on)|of)\b\s*/iu.exec(
          segment.text.slice(afterWord),
        );
        if (!dateWord || NOT_THE_INVOICE.test(segment.text.slice(afterWord, afterWord + dateWord.index)))
          continue;
        const dateStart = afterWord + dateWord.index + dateWord[0].length;
        const [date] = context.finders.date(segment.text.slice(dateStart));
        if (date && date.start === 0) {
          candidates.push(
            candidateFrom(field, 'builtin:title', 0.95 * firstPage, segment, {
              value: date.value,
              start: dateStart,
              end: dateStart + date.end,
            }),
          );
        } else if (dateStart >= segment.text.trimEnd().length) {
          const anchor = { segment, start: dateStart, end: segment.text.length };
          for (const hit of searchNearAnchor(context.layout, anchor, context.finders.date, {
            directions: [SearchDirection.below],
            maxRowsBelow: 1,
          })) {
            candidates.push(candidateFrom(field, 'builtin:title', 0.9 * firstPage, hit.segment, hit.match));
          }
        }
      }
      return candidates;
    },
  };
}

// ---------- values recognised anywhere ----------

/** A rule that takes every match of a recogniser anywhere, scored by the label words near it. */
function patternRule(
  field: ExtractionFieldValue,
  name: string,
  finder: (text: string) => { value: string; start: number; end: number }[],
  score: number,
): ExtractionRule {
  return {
    id: `builtin:${name}`,
    field,
    origin: 'builtin',
    find(context: ExtractionContext) {
      return context.layout.segments.flatMap((segment) =>
        finder(segment.text).map((match) => candidateFrom(field, `builtin:${name}`, score, segment, match)),
      );
    },
  };
}

/** A BIC only counts next to its label ("BIC", "SWIFT"): eight capital letters are too common otherwise. */
function bicRule(): ExtractionRule {
  return {
    id: 'builtin:bic',
    field: 'bic',
    origin: 'builtin',
    find(context) {
      const candidates: Candidate[] = [];
      for (const segment of context.layout.segments) {
        const labelMatch = /\b(?:BIC|SWIFT(?:-?Code)?|Swift|S\.W\.I\.F\.T\.)\b\s*[:.-]?\s*/u.exec(
          segment.text,
        );
        if (!labelMatch) continue;
        const end = labelMatch.index + labelMatch[0].length;
        const hits = searchNearAnchor(context.layout, { segment, start: labelMatch.index, end }, findBics, {
          directions: [SearchDirection.sameLine, SearchDirection.right, SearchDirection.below],
          maxRowsBelow: 1,
        });
        for (const hit of hits)
          candidates.push(candidateFrom('bic', 'builtin:bic', 0.9, hit.segment, hit.match));
      }
      return candidates;
    },
  };
}

/** "Währung: GBP", "Rechnungswährung: EUR", "Currency: USD", "Devise : EURO (EUR)". */
function currencyLabelRule(): ExtractionRule {
  const definition: LabelDefinition = {
    name: 'currency',
    field: 'currency',
    label: /^(?:(?:rechnungs)?w[äa]hrung|currency|invoicecurrency|devise|monnaie|betr[äa]gein)/u,
    weight: 1,
  };
  return labelRule(definition);
}

/**
 * IBANs whose check digits do not hold still count, with less confidence, when a label names them
 * ("IBAN: DE12 …"): sample and test documents print such numbers, and the user checks the field.
 */
function labelledIbanRule(): ExtractionRule {
  return {
    id: 'builtin:iban-labelled',
    field: 'iban',
    origin: 'builtin',
    find(context) {
      const candidates: Candidate[] = [];
      for (const page of context.layout.pages) {
        page.rows.forEach((row, rowIndex) => {
          const rowAbove = page.rows[rowIndex - 1];
          const labelAbove =
            rowAbove?.segments.some((segment) => /\bIBAN\s*:?\s*$/i.test(segment.text)) ?? false;
          row.segments.forEach((segment, column) => {
            const labelLeft = row.segments.slice(0, column).some((other) => /\bIBAN\b/i.test(other.text));
            for (const match of findIbanShapes(segment.text)) {
              const labelBefore = /\bIBAN\b/i.test(segment.text.slice(0, match.start));
              if (!labelBefore && !labelLeft && !labelAbove) continue;
              candidates.push(candidateFrom('iban', 'builtin:iban-labelled', 0.55, segment, match));
            }
          });
        });
      }
      return candidates;
    },
  };
}

export function createBuiltinRules(): ExtractionRule[] {
  return [
    ...builtinLabels.map(labelRule),
    titleRule('invoiceNumber'),
    titleRule('invoiceDate'),
    patternRule('iban', 'iban', findIbans, 0.8),
    labelledIbanRule(),
    patternRule('vatId', 'vat-id', findVatIds, 0.8),
    bicRule(),
    currencyLabelRule(),
    placeDateRule(),
    ...ocrLabelRules(),
    periodRule('deliveryDateStart'),
    periodRule('deliveryDateEnd'),
  ];
}
