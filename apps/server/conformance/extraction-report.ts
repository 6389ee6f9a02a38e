import { SCORED_FIELDS, type FieldScore, type Score } from './extraction-score.js';

const percent = (score: FieldScore | undefined) =>
  score && score.visible ? `${((score.correct / score.visible) * 100).toFixed(1)}` : '-';

/** One column per scored set (e.g. "shared text"), one row per field, then overall and documents right. */
export function printFieldTable(columns: { name: string; score: Score }[]) {
  const width = Math.max(14, ...columns.map((column) => column.name.length + 1));
  const header = `  ${'field'.padEnd(17)}${columns.map((column) => column.name.padStart(width)).join('')}`;
  console.log(header);
  for (const field of SCORED_FIELDS) {
    const cells = columns.map((column) => percent(column.score.fields[field]).padStart(width));
    console.log(`  ${field.padEnd(17)}${cells.join('')}`);
  }
  const overall = columns.map((column) => {
    const { correct, visible } = column.score.overall;
    const shown = Number.isInteger(correct)
      ? `${correct}/${visible}`
      : `${correct.toFixed(2)}/${visible} groups`;
    return `${percent(column.score.overall)} (${shown})`.padStart(width);
  });
  console.log(`  ${'overall (micro)'.padEnd(17)}${overall.join('')}`);
  const documents = columns.map((column) =>
    `${percent({ correct: column.score.documentsAllRight, visible: column.score.documents })} (${column.score.documentsAllRight}/${column.score.documents})`.padStart(
      width,
    ),
  );
  console.log(`  ${'documents right'.padEnd(17)}${documents.join('')}`);
}

export function printMisses(name: string, score: Score) {
  for (const miss of score.misses) {
    console.log(
      `    [${name}] ${miss.field.padEnd(16)} want ${JSON.stringify(miss.expected)} got ${JSON.stringify(miss.predicted)}  ${miss.file}`,
    );
  }
}

export function accuracy(score: Score): number {
  return score.overall.visible ? score.overall.correct / score.overall.visible : 0;
}
