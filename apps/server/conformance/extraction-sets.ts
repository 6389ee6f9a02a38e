/**
 * The document sets the extraction conformance run scores besides the shared corpus: variations
 * drawn from the shared invoices at run time, and generated invoices in varied layouts and
 * languages. Each set is written into a temporary folder as `text/…pdf` and `scans/…pdf` with its truth.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TruthEntry } from './extraction-score.js';
import { generateDocument, generatedSpecs } from './invoices/generated-set.js';
import { createRandom, seedOf } from './invoices/random.js';
import { renderPdf, scanPdf, type FontFamily } from './invoices/render.js';
import { varyPage, type VariationKind } from './invoices/variations.js';
import type { OcrEngine } from '../src/modules/ocr/index.js';

export type BuiltSet = { root: string; truth: Record<string, TruthEntry>; text: string[]; scans: string[] };

/** Every `step`-th item, spread over the list (a sample that covers all producers). */
export function spread<T>(items: T[], count: number): T[] {
  if (count >= items.length) return items;
  const step = items.length / count;
  return Array.from({ length: count }, (_, index) => items[Math.floor(index * step)]!);
}

async function addDocument(
  set: BuiltSet,
  name: string,
  pdf: Uint8Array,
  fields: TruthEntry['fields'],
  scan: boolean,
  seed: number,
) {
  const textFile = path.join(set.root, 'text', name);
  await mkdir(path.dirname(textFile), { recursive: true });
  await writeFile(textFile, pdf);
  set.text.push(textFile);
  set.truth[`text/${name}`] = { fields };
  if (!scan) return;
  const scanFile = path.join(set.root, 'scans', name);
  await mkdir(path.dirname(scanFile), { recursive: true });
  await writeFile(scanFile, await scanPdf(pdf, seed));
  set.scans.push(scanFile);
  set.truth[`scans/${name}`] = { fields };
}

const KINDS: VariationKind[] = ['synonyms', 'moved', 'two-column', 'all'];
const FONTS: FontFamily[] = ['times', 'courier', 'helvetica'];

/**
 * One variation of each shared text invoice (kind and font by turn), and a scan of `scanCount` of
 * them. The truth is the shared truth of the text file (values are drawn as printed).
 */
export async function buildVariationSet(
  corpus: string,
  files: string[],
  truth: Record<string, TruthEntry>,
  engine: OcrEngine,
  root: string,
  scanCount: number,
): Promise<BuiltSet> {
  const set: BuiltSet = { root, truth: {}, text: [], scans: [] };
  const scanned = new Set(spread(files, scanCount));
  for (const [index, file] of files.entries()) {
    const key = path.relative(corpus, file).split(path.sep).join('/');
    const entry = truth[key];
    if (!entry) continue;
    const document = await engine.readText(file, { ocr: 'never' });
    const random = createRandom(seedOf(key));
    const kind = KINDS[index % KINDS.length]!;
    const ops = document.pages.flatMap((page) => varyPage(page, kind, random));
    const sizes = document.pages.map((page) => ({ width: page.width, height: page.height }));
    if (!sizes.length) continue;
    const pdf = await renderPdf(ops, sizes, FONTS[Math.floor(index / KINDS.length) % FONTS.length]!);
    const name = `${kind}/${key.replace(/^text\//, '')}`;
    await addDocument(set, name, pdf, entry.fields, scanned.has(file), seedOf(name));
  }
  return set;
}

/** `count` generated invoices (all languages, layouts and kinds), `scanCount` of them also scanned. */
export async function buildGeneratedSet(root: string, count: number, scanCount: number): Promise<BuiltSet> {
  const set: BuiltSet = { root, truth: {}, text: [], scans: [] };
  const specs = generatedSpecs(count);
  const scanned = new Set(spread(specs, scanCount));
  for (const spec of specs) {
    const document = await generateDocument(spec);
    await addDocument(set, document.name, document.pdf, document.fields, scanned.has(spec), seedOf(spec.id));
  }
  return set;
}
