// `npm run conformance:extraction [-- --only text|scans] [-- --sets shared,variation,generated]
// [-- --misses] [-- --cache DIR]`: runs the product's extractor (`npm run extract`, real text layer
// and real OCR) over
//  - the shared corpus (../shared/extraction-corpus), scored by its README's rules, also per producer
//    group (layout held out: each layout family counts once, nothing fitted on the group scored);
//  - a variation set drawn from the shared invoices at run time (synonym labels in DE/EN/FR/NL, head
//    blocks moved, other fonts, two-column pages; a sample also scanned: rendered and degraded);
//  - generated invoices and receipts in German, English, French and Dutch in varied layouts.
// Prints a per-field table of every set and fails when the shared corpus falls below its floor.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createOcrEngine, detectTools } from '../src/modules/ocr/index.js';
import { findExtractionCorpus, repositoryRoot } from './corpus.js';
import { scoreByGroup } from './extraction-groups.js';
import { accuracy, printFieldTable, printMisses } from './extraction-report.js';
import { scorePredictions, type Prediction, type Score, type TruthEntry } from './extraction-score.js';
import { buildGeneratedSet, buildVariationSet, type BuiltSet } from './extraction-sets.js';

const THRESHOLDS = { text: 0.85, scans: 0.75 } as const;
const VARIATION_SCANS = 10;
const GENERATED = 60;
const GENERATED_SCANS = 16;

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

function pdfsBelow(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name);
    if (statSync(full).isDirectory()) return pdfsBelow(full);
    return name.toLowerCase().endsWith('.pdf') ? [full] : [];
  });
}

function runExtractor(files: string[]): Promise<Prediction[]> {
  if (!files.length) return Promise.resolve([]);
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

type Part = 'text' | 'scans';
type SetScore = {
  set: string;
  part: Part;
  score: Score;
  predictions: Map<string, Prediction>;
  truth: Record<string, TruthEntry>;
};

async function scoreSet(
  name: string,
  root: string,
  truth: Record<string, TruthEntry>,
  files: Record<Part, string[]>,
): Promise<SetScore[]> {
  const only = argument('--only');
  const results: SetScore[] = [];
  for (const part of ['text', 'scans'] as const) {
    if ((only && only !== part) || !files[part].length) continue;
    const started = performance.now();
    const predictions = new Map<string, Prediction>();
    for (const prediction of await runExtractor(files[part].sort())) {
      predictions.set(path.relative(root, prediction.file).split(path.sep).join('/'), prediction);
    }
    const score = scorePredictions(truth, predictions, `${part}/`);
    console.log(
      `${name} ${part}: ${score.documents} Dokumente, ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    if (process.argv.includes('--misses')) printMisses(`${name} ${part}`, score);
    results.push({ set: name, part, score, predictions, truth });
  }
  return results;
}

async function main() {
  const corpus = argument('--corpus') ? path.resolve(argument('--corpus')!) : findExtractionCorpus();
  const sets = (argument('--sets') ?? 'shared,variation,generated').split(',');
  const temp = await mkdtemp(path.join(os.tmpdir(), 'belegfluss-extraction-conformance-'));
  const results: SetScore[] = [];
  let failed = false;
  try {
    if (corpus) {
      const truth = JSON.parse(readFileSync(path.join(corpus, 'truth.json'), 'utf8')) as Record<
        string,
        TruthEntry
      >;
      const files = {
        text: pdfsBelow(path.join(corpus, 'text')),
        scans: pdfsBelow(path.join(corpus, 'scans')),
      };
      if (sets.includes('shared')) {
        const shared = await scoreSet('shared', corpus, truth, files);
        results.push(...shared);
        for (const result of shared) {
          if (accuracy(result.score) < THRESHOLDS[result.part]) {
            console.log(`FAIL: shared ${result.part}/ below ${THRESHOLDS[result.part] * 100} %`);
            failed = true;
          }
        }
      }
      if (sets.includes('variation')) {
        const engine = createOcrEngine({ tools: await detectTools('auto') });
        const built: BuiltSet = await buildVariationSet(
          corpus,
          files.text.sort(),
          truth,
          engine,
          path.join(temp, 'variation'),
          VARIATION_SCANS,
        );
        results.push(...(await scoreSet('variation', built.root, built.truth, built)));
      }
    } else {
      console.log(
        'extraction corpus (../shared/extraction-corpus) not found: shared and variation sets skipped.',
      );
    }
    if (sets.includes('generated')) {
      const built = await buildGeneratedSet(path.join(temp, 'generated'), GENERATED, GENERATED_SCANS);
      results.push(...(await scoreSet('generated', built.root, built.truth, built)));
    }
  } finally {
    await rm(temp, { recursive: true, force: true });
  }

  const heldOut = results
    .filter((result) => result.set === 'shared')
    .map((result) => ({
      part: result.part,
      groups: scoreByGroup(result.truth, result.predictions, `${result.part}/`),
    }));
  for (const { part, groups } of heldOut) {
    console.log(`\nshared ${part}/ per producer group (layout held out):`);
    for (const group of groups.groups)
      console.log(
        `  ${group.name.padEnd(17)} ${(accuracy(group.score) * 100).toFixed(1).padStart(5)} %  (${group.score.documents} Dokumente)`,
      );
  }
  console.log('\nPer field (%):');
  printFieldTable([
    ...results.map((result) => ({ name: `${result.set} ${result.part}`, score: result.score })),
    ...heldOut.map(({ part, groups }) => ({ name: `held-out ${part}`, score: groups.macro })),
  ]);
  return failed ? 1 : 0;
}

process.exit(await main());
