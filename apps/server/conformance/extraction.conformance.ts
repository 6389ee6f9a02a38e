// `npm run conformance:extraction [-- --corpus DIR] [-- --only text|scans] [-- --misses]`: runs the
// product's extractor (`npm run extract`, real text layer and real OCR) over the extraction corpus
// in ../shared, scores it by the corpus README's rules and fails below 85 % (text/) or 75 % (scans/).
// `--cache DIR` is passed on to the extractor (page texts kept between development runs).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { findExtractionCorpus, repositoryRoot } from './corpus.js';
import {
  SCORED_FIELDS,
  scorePredictions,
  type Prediction,
  type Score,
  type TruthEntry,
} from './extraction-score.js';

const THRESHOLDS = { text: 0.85, scans: 0.75 } as const;

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

function findCorpus(): string | null {
  const given = argument('--corpus');
  return given ? path.resolve(given) : findExtractionCorpus();
}

function pdfsBelow(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name);
    if (statSync(full).isDirectory()) return pdfsBelow(full);
    return name.toLowerCase().endsWith('.pdf') ? [full] : [];
  });
}

function runExtractor(files: string[]): Promise<Prediction[]> {
  return new Promise((resolve, reject) => {
    const cache = argument('--cache');
    const cli = path.join(repositoryRoot, 'apps/server/src/cli/extract.ts');
    const args = ['--no-install', 'tsx', cli, '--json', ...(cache ? ['--cache', cache] : []), ...files];
    const child = spawn('npx', args, { cwd: repositoryRoot, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', () => {
      const lines = output.split('\n').filter((line) => line.startsWith('{'));
      resolve(lines.map((line) => JSON.parse(line) as Prediction));
    });
  });
}

const percent = (correct: number, total: number) =>
  (total ? ((correct / total) * 100).toFixed(1) : '-').padStart(5);

function report(name: string, score: Score, seconds: number) {
  console.log(`\n${name}/ (${score.documents} Dokumente, ${seconds.toFixed(0)} s)`);
  for (const field of SCORED_FIELDS) {
    const { correct, visible } = score.fields[field];
    console.log(`  ${field.padEnd(16)} ${percent(correct, visible)} %  (${correct}/${visible})`);
  }
  const { correct, visible } = score.overall;
  console.log(`  ${'overall (micro)'.padEnd(16)} ${percent(correct, visible)} %  (${correct}/${visible})`);
  console.log(
    `  ${'documents right'.padEnd(16)} ${percent(score.documentsAllRight, score.documents)} %  (${score.documentsAllRight}/${score.documents})`,
  );
}

async function main() {
  const corpus = findCorpus();
  if (!corpus) {
    console.log('extraction corpus (../shared/extraction-corpus) not found: conformance run skipped.');
    return 0;
  }
  const truth = JSON.parse(readFileSync(path.join(corpus, 'truth.json'), 'utf8')) as Record<
    string,
    TruthEntry
  >;
  const only = argument('--only');
  let failed = false;
  for (const part of ['text', 'scans'] as const) {
    if (only && only !== part) continue;
    const directory = path.join(corpus, part);
    if (!existsSync(directory)) {
      console.log(`${part}/ missing: skipped.`);
      continue;
    }
    const started = performance.now();
    const files = pdfsBelow(directory).sort();
    const predictions = new Map<string, Prediction>();
    for (const prediction of await runExtractor(files)) {
      predictions.set(path.relative(corpus, prediction.file).split(path.sep).join('/'), prediction);
    }
    const score = scorePredictions(truth, predictions, `${part}/`);
    report(part, score, (performance.now() - started) / 1000);
    if (process.argv.includes('--misses')) {
      for (const miss of score.misses) {
        console.log(
          `    ${miss.field.padEnd(16)} want ${JSON.stringify(miss.expected)} got ${JSON.stringify(miss.predicted)}  ${miss.file}`,
        );
      }
    }
    const accuracy = score.overall.visible ? score.overall.correct / score.overall.visible : 0;
    if (accuracy < THRESHOLDS[part]) {
      console.log(`  FAIL: ${part}/ below ${THRESHOLDS[part] * 100} %`);
      failed = true;
    }
  }
  return failed ? 1 : 0;
}

process.exit(await main());
