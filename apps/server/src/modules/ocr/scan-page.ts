import { deskew, measureSkew } from './deskew.js';
import { decodeGray, encodePgm } from './gray-image.js';
import type { RawPage } from './page-text.models.js';
import type { PageSize } from './pdf-tools.js';
import { rereadUnsurePhrases } from './reread.js';
import { parseTesseractTsv, pixelsToPoints } from './tesseract-tsv.js';

/** One Tesseract run over an image: its TSV; `column` reads a strip of cut-out phrases (psm 4). */
export type RunTesseract = (image: Buffer, dpi: number, layout: 'page' | 'column') => Promise<string>;

/**
 * Reads a scanned page: straightened when it lies crooked, recognised, the words Tesseract was
 * unsure of read again enlarged, and the word boxes brought back to points on the page as scanned
 * (so highlights sit on the stored image).
 */
export async function readScannedPage(
  image: Buffer,
  dpi: number,
  size: PageSize,
  tesseract: RunTesseract,
): Promise<RawPage> {
  const gray = await decodeGray(image);
  const straight = deskew(gray, await measureSkew(gray));
  const read = straight ? straight.image : gray;
  const tsv = await tesseract(straight ? encodePgm(read) : image, dpi, 'page');
  const pixels = parseTesseractTsv(tsv, { width: size.width, height: size.height, scale: 1 });
  await rereadUnsurePhrases(read, pixels, dpi, (strip, stripDpi, layout) =>
    tesseract(strip, stripDpi, layout),
  );
  return pixelsToPoints(pixels, size, 72 / dpi, straight?.scannedY);
}
