import sharp from 'sharp';
import { encodePgm, type GrayImage } from './gray-image.js';
import type { RawLine, RawPage, RawWord } from './page-text.models.js';
import { parseTesseractTsv } from './tesseract-tsv.js';

/** A word below this confidence makes its phrase worth a second look. */
const UNSURE = 0.7;
/** Phrases re-read per page at most (the least sure first): the second pass stays a fraction of the first. */
const MAX_PHRASES = 14;
/** Height (pixels) a phrase's words are scaled to for the second pass: Tesseract reads best near it. */
const TARGET_HEIGHT = 52;
const GAP = 24;

/** Part of a recognised line between wide gaps: one column's text ("80333 München" | "Rechnungsnummer"). */
type Phrase = { line: RawLine; words: RawWord[]; confidence: number };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The phrases of a line: words split where the gap is wider than about one line height. */
function phrasesOf(line: RawLine): Phrase[] {
  const words = [...line.words].sort((a, b) => a.box.x0 - b.box.x0);
  const height = median(words.map((word) => word.box.y1 - word.box.y0)) || 1;
  const phrases: Phrase[] = [];
  let current: RawWord[] = [];
  for (const word of words) {
    const previous = current[current.length - 1];
    if (previous && word.box.x0 - previous.box.x1 > height * 1.1) {
      phrases.push({ line, words: current, confidence: 0 });
      current = [];
    }
    current.push(word);
  }
  if (current.length) phrases.push({ line, words: current, confidence: 0 });
  for (const phrase of phrases) phrase.confidence = Math.min(...phrase.words.map((word) => word.confidence));
  return phrases;
}

/**
 * Phrases with an unsure word that holds a letter or digit, least sure first, at most `MAX_PHRASES`.
 * Phrases far taller than the page's text (a logo, a line of text printed sideways) are left alone.
 */
export function unsurePhrases(page: RawPage): Phrase[] {
  const phrases = page.blocks.flatMap((block) => block.lines.flatMap(phrasesOf));
  const typical = median(phrases.flatMap((phrase) => phrase.words.map((word) => word.box.y1 - word.box.y0)));
  return phrases
    .filter(
      (phrase) =>
        phrase.confidence < UNSURE &&
        phrase.words.some((word) => word.confidence < UNSURE && /[\p{L}\p{N}]/u.test(word.text)) &&
        phrase.words.every((word) => word.box.y1 - word.box.y0 <= typical * 2),
    )
    .sort((a, b) => a.confidence - b.confidence)
    .slice(0, MAX_PHRASES);
}

type Crop = {
  phrase: Phrase;
  left: number;
  top: number;
  width: number;
  height: number;
  /** White added around the cut-out (scaled pixels), so that no neighbouring line or ruling shows. */
  padding: number;
  y: number;
};

function boxOfPhrase(phrase: Phrase) {
  return {
    x0: Math.min(...phrase.words.map((word) => word.box.x0)),
    y0: Math.min(...phrase.words.map((word) => word.box.y0)),
    x1: Math.max(...phrase.words.map((word) => word.box.x1)),
    y1: Math.max(...phrase.words.map((word) => word.box.y1)),
  };
}

/** Where each phrase is cut from the page (tight around its ink) and where it sits in the strip. */
function layoutCrops(page: GrayImage, phrases: Phrase[], scale: number): { crops: Crop[]; height: number } {
  const crops: Crop[] = [];
  let y = GAP;
  for (const phrase of phrases) {
    const box = boxOfPhrase(phrase);
    const margin = (box.y1 - box.y0) * 0.2;
    const left = Math.max(0, Math.floor(box.x0 - margin * 2));
    const top = Math.max(0, Math.floor(box.y0 - margin));
    const width = Math.min(page.width, Math.ceil(box.x1 + margin * 2)) - left;
    const height = Math.min(page.height, Math.ceil(box.y1 + margin)) - top;
    if (width < 4 || height < 4) continue;
    const padding = Math.round(height * scale * 0.5);
    crops.push({ phrase, left, top, width, height, padding, y });
    y += Math.round(height * scale) + 2 * padding;
  }
  return { crops, height: y + GAP };
}

/** The phrases cut out, scaled up and stacked under each other on white: one image, one Tesseract run. */
async function buildStrip(page: GrayImage, crops: Crop[], height: number, scale: number): Promise<Buffer> {
  const width = Math.max(...crops.map((crop) => Math.round(crop.width * scale) + 2 * crop.padding)) + 2 * GAP;
  const source = sharp(page.data, { raw: { width: page.width, height: page.height, channels: 1 } });
  const pieces = await Promise.all(
    crops.map(async (crop) => ({
      input: await source
        .clone()
        .extract({ left: crop.left, top: crop.top, width: crop.width, height: crop.height })
        .resize({ width: Math.round(crop.width * scale), kernel: 'lanczos3' })
        .greyscale()
        .png({ compressionLevel: 0 })
        .toBuffer(),
      left: GAP + crop.padding,
      top: crop.y + crop.padding,
    })),
  );
  const { data, info } = await sharp({
    create: { width, height, channels: 3, background: '#ffffff' },
  })
    .composite(pieces)
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return encodePgm({ width: info.width, height: info.height, data });
}

export type Recognise = (image: Buffer, dpi: number, pageSegmentation: 'column') => Promise<string>;

/**
 * The second pass for the words Tesseract was unsure of (a smudged number, a label garbled where
 * two columns ran into one line): each unsure phrase is cut out of the page on its own, scaled up
 * and read again, all in one run; a phrase takes the new reading when it is surer. `page` holds
 * word boxes in pixels of `image`. Returns how many phrases changed.
 */
export async function rereadUnsurePhrases(
  image: GrayImage,
  page: RawPage,
  dpi: number,
  recognise: Recognise,
): Promise<number> {
  const phrases = unsurePhrases(page);
  if (!phrases.length) return 0;
  const heights = phrases.flatMap((phrase) => phrase.words.map((word) => word.box.y1 - word.box.y0));
  const scale = Math.min(2.5, Math.max(1.2, TARGET_HEIGHT / (median(heights) || TARGET_HEIGHT)));
  const { crops, height } = layoutCrops(image, phrases, scale);
  if (!crops.length) return 0;
  const strip = await buildStrip(image, crops, height, scale);
  const tsv = await recognise(strip, dpi * scale, 'column');
  const read = parseTesseractTsv(tsv, { width: 0, height: 0, scale: 1 });
  const wordsByCrop = new Map<Crop, RawWord[]>();
  for (const word of read.blocks.flatMap((block) => block.lines.flatMap((line) => line.words))) {
    const centre = (word.box.y0 + word.box.y1) / 2;
    const crop = crops.find(
      (candidate) =>
        centre >= candidate.y && centre <= candidate.y + candidate.height * scale + 2 * candidate.padding,
    );
    if (!crop) continue;
    const originX = GAP + crop.padding;
    const originY = crop.y + crop.padding;
    const placed: RawWord = {
      ...word,
      box: {
        x0: crop.left + (word.box.x0 - originX) / scale,
        x1: crop.left + (word.box.x1 - originX) / scale,
        y0: crop.top + (word.box.y0 - originY) / scale,
        y1: crop.top + (word.box.y1 - originY) / scale,
      },
    };
    if (!withinPhrase(crop.phrase, placed)) continue;
    wordsByCrop.set(crop, [...(wordsByCrop.get(crop) ?? []), placed]);
  }
  let changed = 0;
  for (const crop of crops) {
    const words = wordsByCrop.get(crop);
    if (!words?.length) continue;
    const before = mean(crop.phrase.words.map((word) => word.confidence));
    const after = mean(words.map((word) => word.confidence));
    if (after <= before) continue;
    const kept = crop.phrase.line.words.filter((word) => !crop.phrase.words.includes(word));
    crop.phrase.line.words = [...kept, ...words].sort((a, b) => a.box.x0 - b.box.x0);
    changed += 1;
  }
  return changed;
}

/** Whether a word read in a crop belongs to its phrase, not to a neighbour the margin caught. */
function withinPhrase(phrase: Phrase, word: RawWord): boolean {
  const box = boxOfPhrase(phrase);
  const centre = (word.box.y0 + word.box.y1) / 2;
  return centre >= box.y0 && centre <= box.y1;
}

function mean(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
}
