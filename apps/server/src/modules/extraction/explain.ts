import type { DocumentText, ExtractionFieldValue, ExtractionResult } from '@belegfluss/shared';
import { extractInvoiceData, type ExtractOptions } from './extract.js';
import type { Candidate } from './rules.js';

export type FieldExplanation = {
  chosen: { value: string; confidence: number; rule: string } | null;
  why: string;
  candidates: { value: string; score: number; rule: string; page: number | null; text: string | null }[];
};

/** Why a value was chosen, in words a developer or support person reads in `extract --explain`. */
function reason(field: ExtractionFieldValue, rule: string | undefined, candidates: Candidate[]): string {
  if (!rule) return candidates.length ? 'no candidate scored high enough' : 'no candidate found';
  if (!rule.startsWith('builtin:')) return `user rule ${rule} (user rules win over the built-ins)`;
  if (rule === 'builtin:derived') return 'not printed as such: derived so that net + VAT = gross';
  if (rule === 'builtin:due-is-gross') return 'no amount due printed: the gross total is due';
  if (rule === 'builtin:payment-terms') return 'computed: invoice date plus the payment period printed';
  if (rule === 'builtin:vat-rate-sum') return 'sum of the VAT rows per rate';
  if (['netTotal', 'vatTotal', 'grossTotal'].includes(field))
    return `${rule}: best-scored combination of net, VAT and gross that adds up`;
  return `${rule}: highest score (label, position, party of the block, agreement of rules)`;
}

/** Runs the extraction and explains each field: the candidates, the chosen one and why. */
export async function explainInvoiceData(
  document: DocumentText,
  options: ExtractOptions = {},
): Promise<{ result: ExtractionResult; fields: Partial<Record<ExtractionFieldValue, FieldExplanation>> }> {
  let candidates: Candidate[] = [];
  const result = await extractInvoiceData(document, {
    ...options,
    onCandidates: (all) => (candidates = all),
  });
  const names = new Set<ExtractionFieldValue>([
    ...(Object.keys(result.fields) as ExtractionFieldValue[]),
    ...candidates.map((candidate) => candidate.field),
  ]);
  const fields: Partial<Record<ExtractionFieldValue, FieldExplanation>> = {};
  for (const name of names) {
    const own = candidates.filter((candidate) => candidate.field === name).sort((a, b) => b.score - a.score);
    const chosen = result.fields[name];
    fields[name] = {
      chosen: chosen ? { value: chosen.value, confidence: chosen.confidence, rule: chosen.rule } : null,
      why: reason(name, chosen?.rule, own),
      candidates: own.slice(0, 8).map((candidate) => ({
        value: candidate.value,
        score: Math.round(candidate.score * 100) / 100,
        rule: candidate.rule,
        page: candidate.segment ? candidate.segment.pageIndex + 1 : null,
        text: candidate.segment?.text ?? null,
      })),
    };
  }
  return { result, fields };
}
