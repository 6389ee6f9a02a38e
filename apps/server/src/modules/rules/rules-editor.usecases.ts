import {
  ruleFieldTargets,
  type BoxValue,
  type PageText,
  type RuleHit,
  type RuleInputParsed,
  type RulePartValue,
  type RuleFieldKindValue,
  type ViewCommandResult,
} from '@belegfluss/shared';
import { createCaptureContext, documentText, rerunExtraction } from '../capture/index.js';
import { extractInvoiceData, type Candidate, type ExtractionRule } from '../extraction/index.js';
import { assertMaskContent } from './rules-validation.js';
import { learnAnchor } from './rules-learning.models.js';
import type { RulesDependencies } from './rules.dependencies.js';
import { rulesError } from './rules.errors.js';
import { createRuleMatcher } from './rules.matcher.js';
import { valuePatternFor } from './rules.models.js';
import { literalPattern } from './rules.patterns.js';

type Words = PageText['words'];

/** The words whose middle lies in `box`, in reading order. */
function wordsIn(words: Words, box: BoxValue): Words {
  return words
    .filter((word) => {
      const x = (word.box.x0 + word.box.x1) / 2;
      const y = (word.box.y0 + word.box.y1) / 2;
      return x >= box.x0 && x <= box.x1 && y >= box.y0 && y <= box.y1;
    })
    .sort((a, b) => a.line - b.line || a.box.x0 - b.box.x0);
}

const unionOf = (words: Words): BoxValue | null =>
  words.length
    ? {
        x0: Math.min(...words.map((word) => word.box.x0)),
        y0: Math.min(...words.map((word) => word.box.y0)),
        x1: Math.max(...words.map((word) => word.box.x1)),
        y1: Math.max(...words.map((word) => word.box.y1)),
      }
    : null;

/** The page of a document with its text, or the spec's "OCR text required to visualise a rule". */
async function pageWithText(deps: RulesDependencies, mandantId: string, pageId: string) {
  const captureCtx = createCaptureContext(deps);
  const page = await captureCtx.documents.findPage(mandantId, pageId);
  if (!page) throw rulesError.pageNotFound({ pageId });
  const text = await documentText(captureCtx, mandantId, page.documentId);
  const index = text.pageIds.indexOf(pageId);
  const pageText = text.text.pages[index];
  if (!pageText || pageText.words.length === 0) throw rulesError.ocrTextRequired({ pageId });
  return pageText;
}

const fieldOf = (fieldKind: RuleFieldKindValue) => ruleFieldTargets[fieldKind].extraction ?? 'invoiceNumber';

/** onCreateRulePart: the text under a box drawn on a page and the pattern for that part of a rule. */
export async function createRulePart(
  deps: RulesDependencies,
  input: { mandantId: string; pageId: string; part: RulePartValue; box: BoxValue },
) {
  const page = await pageWithText(deps, input.mandantId, input.pageId);
  const words = wordsIn(page.words, input.box);
  const text = words.map((word) => word.text).join(' ');
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  const region = {
    x0: clamp(input.box.x0 / page.width),
    y0: clamp(input.box.y0 / page.height),
    x1: clamp(input.box.x1 / page.width),
    y1: clamp(input.box.y1 / page.height),
  };
  const pattern =
    input.part === 'anchor'
      ? literalPattern(text)
      : input.part === 'value'
        ? valuePatternFor('invoiceNumber', text)
        : '';
  return { text, pattern: text ? pattern : '', box: unionOf(words), region };
}

/**
 * GetSearchPattern: anchor and search pattern for a value picked on a page. With an anchor box the
 * anchor is its text; without, the label next to the value (as learning finds it); no label makes
 * a Pattern rule.
 */
export async function getSearchPattern(
  deps: RulesDependencies,
  input: {
    mandantId: string;
    pageId: string;
    fieldKind: RuleFieldKindValue;
    valueBox: BoxValue;
    anchorBox: BoxValue | null;
  },
) {
  const page = await pageWithText(deps, input.mandantId, input.pageId);
  const valueWords = wordsIn(page.words, input.valueBox);
  const valueText = valueWords.map((word) => word.text).join(' ');
  const field = fieldOf(input.fieldKind);
  const anchorText = input.anchorBox
    ? wordsIn(page.words, input.anchorBox)
        .map((word) => word.text)
        .join(' ')
    : valueWords.length
      ? (learnAnchor({ page, words: valueWords.filter((word) => word.line === valueWords[0]!.line) })
          ?.anchorText ?? '')
      : '';
  return {
    type: anchorText ? ('Anchor' as const) : ('Pattern' as const),
    anchorText,
    anchorPattern: anchorText ? literalPattern(anchorText) : '',
    valueText,
    searchPattern: valueText ? valuePatternFor(field, valueText) : '',
  };
}

/** Wraps a rule so the candidates it proposes are kept (the rule editor shows every hit). */
function recording(rule: ExtractionRule, hits: Candidate[]): ExtractionRule {
  return {
    ...rule,
    find: (context) => {
      const found = rule.find(context);
      hits.push(...found);
      return found;
    },
  };
}

/**
 * onViewCommand TestRule: runs the rule being edited on a real document, with extraction around
 * it, and answers every hit (page, box) and the value extraction would take for the field.
 */
export async function testRule(
  deps: RulesDependencies,
  input: { mandantId: string; documentId: string; rule: RuleInputParsed },
): Promise<ViewCommandResult> {
  assertMaskContent({ rules: [input.rule] }, 'body.rule');
  const text = await documentText(createCaptureContext(deps), input.mandantId, input.documentId);
  if (!text.hasText) throw rulesError.ocrTextRequired({ documentId: input.documentId });
  const field = ruleFieldTargets[input.rule.fieldKind].extraction;
  if (!field) return { command: 'TestRule', hits: [], value: null, documents: 0 };
  const ref = `Regel '${input.rule.name || 'Test'}'`;
  const found: Candidate[] = [];
  const matcher = recording(
    createRuleMatcher({ ref, field, score: 0.98, variants: [input.rule, ...input.rule.alternatives] }),
    found,
  );
  const result = await extractInvoiceData(text.text, { mandantId: input.mandantId, rules: [matcher] });
  const chosen = result.fields[field];
  const hits: RuleHit[] = found
    .map((candidate) => ({
      value: candidate.value,
      pageIndex: candidate.area?.pageIndex ?? 0,
      pageId: text.pageIds[candidate.area?.pageIndex ?? 0] ?? null,
      box: candidate.area?.box ?? null,
      anchorBox: null,
    }))
    .sort((a, b) => Number(b.value === chosen?.value) - Number(a.value === chosen?.value));
  return {
    command: 'TestRule',
    hits,
    value: chosen?.rule === ref ? chosen.value : (chosen?.value ?? null),
    documents: 0,
  };
}

/** onViewCommand RerunExtraction: the stack's "rule edit" event, extraction again on unexported documents. */
export async function rerunAfterRuleEdit(
  deps: RulesDependencies,
  user: { userId: string },
  input: { mandantId: string; stackId?: string | undefined },
): Promise<ViewCommandResult> {
  const result = await rerunExtraction(createCaptureContext(deps), user, input);
  return { command: 'RerunExtraction', hits: [], value: null, documents: result.documents };
}
