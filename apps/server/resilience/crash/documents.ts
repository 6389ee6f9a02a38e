import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { invoicePdf } from '../../src/modules/capture/test/capture-fixtures.js';
import { repositoryRoot } from '../lib/server-process.js';

export type CrashDocument = {
  name: string;
  content: Buffer;
  /** `scan`: an image (or image-only PDF) that needs OCR; `digital`: a PDF with a text layer. */
  kind: 'digital' | 'scan';
  /** Goes into the stack whose auto jobs run OCR (small scans only: OCR is the slow part). */
  ocr: boolean;
};

const corpusDir = path.resolve(repositoryRoot, '..', 'shared', 'extraction-corpus');

function filesBelow(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map((entry) => path.join(dir, String(entry)))
    .filter((file) => file.endsWith('.pdf') && statSync(file).isFile())
    .sort();
}

/** The extraction corpus's born-digital and scanned PDFs, when `../shared` is there. */
export function corpusFiles(): { file: string; kind: CrashDocument['kind'] }[] {
  return [
    ...filesBelow(path.join(corpusDir, 'text')).map((file) => ({ file, kind: 'digital' as const })),
    ...filesBelow(path.join(corpusDir, 'scans')).map((file) => ({ file, kind: 'scan' as const })),
  ];
}

/** A scanned-looking page at 100 dpi carrying the document's number, as PNG. */
async function scanImage(number: number): Promise<Buffer> {
  const lines = [
    'Papierhandel Krause KG',
    'Rechnung',
    `Rechnungsnummer: SC-${number}`,
    'Gesamtbetrag 59,50 EUR',
  ];
  const text = lines
    .map(
      (line, index) =>
        `<text x="80" y="${130 + index * 45}" font-family="DejaVu Sans, Arial" font-size="23" fill="black">${line}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="827" height="1169"><rect width="100%" height="100%" fill="white"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).png().withMetadata({ density: 100 }).toBuffer();
}

/** A PDF stays a valid PDF with a comment after its end; the nonce makes every upload's bytes unique. */
const withNonce = (pdf: Buffer) =>
  Buffer.concat([pdf, Buffer.from(`\n%resilience ${randomBytes(8).toString('hex')}\n`)]);

/**
 * The documents of a crash run, each with unique bytes: generated born-digital invoices (some with
 * several pages), generated scans as PNG, JPEG and TIFF, and the corpus PDFs (text and scans) in turn.
 */
export function crashDocuments(): () => Promise<CrashDocument> {
  const corpus = corpusFiles();
  let next = 0;
  let nextFromCorpus = 0;
  return async () => {
    const number = next;
    next += 1;
    const slot = number % 10;
    if (corpus.length && slot >= 7) {
      const chosen = corpus[nextFromCorpus % corpus.length]!;
      nextFromCorpus += 1;
      return {
        name: `korpus-${number}-${path.basename(chosen.file)}`,
        content: withNonce(readFileSync(chosen.file)),
        kind: chosen.kind,
        ocr: false,
      };
    }
    if (slot === 5 || slot === 6) {
      const png = await scanImage(number);
      const format = number % 3;
      if (format === 0) return { name: `scan-${number}.png`, content: png, kind: 'scan', ocr: slot === 5 };
      if (format === 1)
        return {
          name: `scan-${number}.jpg`,
          content: await sharp(png).jpeg({ quality: 80 }).toBuffer(),
          kind: 'scan',
          ocr: slot === 5,
        };
      return {
        name: `scan-${number}.tif`,
        content: await sharp(png)
          .removeAlpha()
          .greyscale()
          .threshold(128)
          .toColourspace('b-w')
          .tiff({ compression: 'ccittfax4', bitdepth: 1 })
          .toBuffer(),
        kind: 'scan',
        ocr: slot === 5,
      };
    }
    const pdf = await invoicePdf(
      {
        number: `CR-${number}`,
        date: '05.03.2026',
        net: `${100 + (number % 50)},00`,
        vat: '19,00',
        gross: `${119 + (number % 50)},00`,
        creditor: `Lieferant ${number} GmbH`,
      },
      number % 4 === 0 ? 3 : 1,
    );
    return { name: `beleg-${number}.pdf`, content: pdf, kind: 'digital', ocr: false };
  };
}
