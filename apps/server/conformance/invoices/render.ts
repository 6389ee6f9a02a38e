import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import sharp from 'sharp';
import type { TextOp } from './blocks.js';
import { createRandom } from './random.js';

const run = promisify(execFile);

export type FontFamily = 'helvetica' | 'times' | 'courier';
const FAMILIES: Record<FontFamily, [StandardFonts, StandardFonts]> = {
  helvetica: [StandardFonts.Helvetica, StandardFonts.HelveticaBold],
  times: [StandardFonts.TimesRoman, StandardFonts.TimesRomanBold],
  courier: [StandardFonts.Courier, StandardFonts.CourierBold],
};

/** Characters the standard fonts (WinAnsi) cannot draw, replaced by near equivalents. */
function drawable(text: string): string {
  return text.replace(/[\u202f\u2009]/g, ' ').replace(/[^\u0020-\u00ff€•–—’‘“”…]/g, '?');
}

/** Draws text pieces on pages of the given size with a standard font family: a born-digital PDF. */
export async function renderPdf(
  ops: TextOp[],
  pageSize: { width: number; height: number } | { width: number; height: number }[],
  family: FontFamily,
): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const [regular, bold] = await Promise.all(FAMILIES[family].map((name) => document.embedFont(name)));
  const pageCount = Math.max(1, ...ops.map((op) => op.page + 1));
  const sizes = Array.isArray(pageSize) ? pageSize : Array.from({ length: pageCount }, () => pageSize);
  const pages = sizes.map((size) => document.addPage([size.width, size.height]));
  for (const op of ops) {
    const font: PDFFont = op.bold ? bold! : regular!;
    const text = drawable(op.text);
    let size = op.size;
    if (op.maxWidth && font.widthOfTextAtSize(text, size) > op.maxWidth)
      size = Math.max(size * 0.6, (size * op.maxWidth) / font.widthOfTextAtSize(text, size));
    const width = font.widthOfTextAtSize(text, size);
    const x = op.align === 'right' ? op.x - width : op.align === 'center' ? op.x - width / 2 : op.x;
    pages[op.page]!.drawText(text, { x, y: sizes[op.page]!.height - op.y, size, font });
  }
  return document.save();
}

/** Adds Gaussian-like noise (sum of uniforms) to grey pixels. */
function addNoise(pixels: Buffer, sigma: number, seed: number) {
  const random = createRandom(seed);
  for (let index = 0; index < pixels.length; index += 1) {
    const noise = (random.next() + random.next() + random.next() - 1.5) * 2 * sigma;
    pixels[index] = Math.max(0, Math.min(255, Math.round(pixels[index]! + noise)));
  }
}

/**
 * A scan of a PDF: each page rendered at 200 dpi in grey, turned by up to a degree, blurred, with
 * noise, stored as JPEG in an image-only PDF (as a desk scanner produces it).
 */
export async function scanPdf(pdf: Uint8Array, seed: number, maxPages = 3): Promise<Uint8Array> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'belegfluss-scan-'));
  try {
    const input = path.join(directory, 'in.pdf');
    await writeFile(input, pdf);
    await run('pdftoppm', [
      '-r',
      '200',
      '-gray',
      '-png',
      '-l',
      String(maxPages),
      input,
      path.join(directory, 'p'),
    ]);
    const source = await PDFDocument.load(pdf);
    const document = await PDFDocument.create();
    const random = createRandom(seed);
    const files = (await readdir(directory)).filter((name) => name.endsWith('.png')).sort();
    for (const [index, name] of files.entries()) {
      const { width, height } = source.getPage(index).getSize();
      const angle = (random.next() * 0.7 + 0.3) * (random.chance(0.5) ? 1 : -1);
      const turned = await sharp(await readFile(path.join(directory, name)))
        .rotate(angle, { background: '#ffffff' })
        .blur(0.6 + random.next() * 0.3)
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      addNoise(turned.data, 5, seed + index);
      const jpeg = await sharp(turned.data, {
        raw: { width: turned.info.width, height: turned.info.height, channels: 1 },
      })
        .jpeg({ quality: 60 })
        .toBuffer();
      const image = await document.embedJpg(jpeg);
      document.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
    }
    return await document.save();
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
