import {
  SCORED_FIELDS,
  scorePredictions,
  type Prediction,
  type Score,
  type TruthEntry,
} from './extraction-score.js';

/**
 * The producer (and so the layout family) of a shared-corpus document, from its path: the sample
 * collections' folders name who generated the PDF (Mustang, intarsys, FNFE, symtrax, …); profile and
 * correct/fail folders do not change the layout.
 */
export function producerGroup(key: string): string {
  const lower = key.toLowerCase();
  if (lower.includes('mustang')) return 'mustang';
  if (lower.includes('intarsys')) return 'intarsys';
  if (lower.includes('fnfe')) return 'fnfe';
  if (lower.includes('symtrax')) return 'symtrax';
  if (lower.includes('xml-rechnung')) return 'xml-rechnung';
  return 'zugferd-samples';
}

export type GroupScores = { groups: { name: string; score: Score }[]; macro: Score };

/**
 * Scores each producer group on its own and averages over groups (each layout family counts once,
 * however many documents it has). Nothing the extractor uses is fitted on the corpus; the review
 * threshold, which is, is fitted leave-one-group-out (see `fitReviewThresholds`).
 */
export function scoreByGroup(
  truth: Record<string, TruthEntry>,
  predictions: Map<string, Prediction>,
  prefix: string,
): GroupScores {
  const names = [
    ...new Set(
      Object.keys(truth)
        .filter((key) => key.startsWith(prefix))
        .map(producerGroup),
    ),
  ].sort();
  const groups = names.map((name) => {
    const subset = Object.fromEntries(Object.entries(truth).filter(([key]) => producerGroup(key) === name));
    return { name, score: scorePredictions(subset, predictions, prefix) };
  });
  const macro = scorePredictions({}, predictions, prefix);
  for (const field of SCORED_FIELDS) {
    const withField = groups.filter((group) => group.score.fields[field].visible > 0);
    macro.fields[field] = {
      correct: withField.reduce(
        (sum, group) => sum + group.score.fields[field].correct / group.score.fields[field].visible,
        0,
      ),
      visible: withField.length,
    };
  }
  macro.overall = {
    correct: groups.reduce(
      (sum, group) => sum + group.score.overall.correct / Math.max(1, group.score.overall.visible),
      0,
    ),
    visible: groups.length,
  };
  macro.documents = groups.reduce((sum, group) => sum + group.score.documents, 0);
  macro.documentsAllRight = groups.reduce((sum, group) => sum + group.score.documentsAllRight, 0);
  return { groups, macro };
}
