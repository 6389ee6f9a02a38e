import sharp, { type Metadata } from 'sharp';
import { PermanentJobError } from '../../kernel/jobs.js';
import { permanentFailure } from './capture.errors.js';
import { imagesToPdf } from './capture.pdf.js';

const DEFAULT_DPI = 200;

function plausibleDpi(density: number | undefined): number {
  return density && density >= 50 && density <= 1200 ? density : DEFAULT_DPI;
}

/**
 * Turns a JPEG, PNG or (multi-page) TIFF into a PDF with one page per image. Dimensions are read
 * from the header first, so an oversized image is refused before any pixel is decoded.
 */
export async function imageToPdf(
  bytes: Uint8Array,
  type: 'jpeg' | 'png' | 'tiff',
  limits: { maxPixels: number; maxPages: number },
): Promise<{ pdf: Uint8Array; pageCount: number }> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw permanentFailure('capture.file_corrupt');
  }
  const pageCount = metadata.pages ?? 1;
  if (pageCount > limits.maxPages) {
    throw permanentFailure('capture.too_many_pages');
  }
  const width = metadata.width ?? 0;
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  checkPagePixels(width, height, limits.maxPixels);
  // The pages of a multi-page TIFF may differ in size: every page header is read before any pixel.
  for (let page = 1; page < pageCount && metadata.pageHeight === undefined; page += 1) {
    const pageMetadata = await sharp(bytes, { page, limitInputPixels: false })
      .metadata()
      .catch(() => {
        throw permanentFailure('capture.file_corrupt');
      });
    checkPagePixels(pageMetadata.width ?? 0, pageMetadata.height ?? 0, limits.maxPixels);
  }
  const dpi = plausibleDpi(metadata.density);
  const pages = [];
  try {
    if (type === 'jpeg' && (metadata.orientation ?? 1) === 1) {
      pages.push({ bytes, format: 'jpeg' as const, widthPx: width, heightPx: height, dpi });
    } else {
      for (let page = 0; page < pageCount; page += 1) {
        // JPEG, because pdf-lib embeds it without decoding; a PNG would be decoded in JavaScript
        // (hundreds of milliseconds per scanned page).
        const { data, info } = await pageAsJpeg(bytes, page, metadata, limits.maxPixels);
        pages.push({ bytes: data, format: 'jpeg' as const, widthPx: info.width, heightPx: info.height, dpi });
      }
    }
    return { pdf: await imagesToPdf(pages), pageCount };
  } catch (error) {
    if (error instanceof PermanentJobError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw permanentFailure('capture.image_too_large');
    throw permanentFailure('capture.file_corrupt');
  }
}

/** Pages up to this size get an optimised JPEG; larger ones are encoded strip by strip. */
const OPTIMISED_JPEG_MAX_PIXELS = 25_000_000;

/**
 * One image page as JPEG. A page is decoded whole only when it must be turned (EXIF orientation);
 * otherwise libvips streams it in strips, and greyscale stays one channel, so a 14000 × 14000
 * bitonal scan needs about 100 MB instead of 2.4 GB. Optimised Huffman tables would make libjpeg
 * hold every coefficient of the page, so large pages go without.
 */
function pageAsJpeg(bytes: Uint8Array, page: number, metadata: Metadata, maxPixels: number) {
  const pixels = (metadata.width ?? 0) * (metadata.pageHeight ?? metadata.height ?? 0);
  let pipeline = sharp(bytes, { page, limitInputPixels: maxPixels });
  if ((metadata.orientation ?? 1) > 1) pipeline = pipeline.rotate();
  pipeline = pipeline.flatten({ background: '#ffffff' });
  if (isGreyscale(metadata)) pipeline = pipeline.toColourspace('b-w');
  return pipeline
    .jpeg({ quality: 85, chromaSubsampling: '4:4:4', optimiseCoding: pixels <= OPTIMISED_JPEG_MAX_PIXELS })
    .toBuffer({ resolveWithObject: true });
}

function isGreyscale(metadata: Metadata): boolean {
  return metadata.space === 'b-w' || metadata.space === 'grey16' || (metadata.channels ?? 3) <= 2;
}

function checkPagePixels(width: number, height: number, maxPixels: number) {
  if (width <= 0 || height <= 0) throw permanentFailure('capture.file_corrupt');
  if (width * height > maxPixels) throw permanentFailure('capture.image_too_large');
}

/**
 * The size in bytes of a page image as a bitonal CCITT G4 TIFF: a blank page compresses to almost
 * nothing, so a size below the user's threshold marks it as empty (spec 002, section 9).
 */
export async function bitonalTiffSize(png: Uint8Array): Promise<number> {
  const tiff = await sharp(png)
    .flatten({ background: '#ffffff' })
    .greyscale()
    .threshold(160)
    .toColourspace('b-w')
    .tiff({ compression: 'ccittfax4', bitdepth: 1 })
    .toBuffer();
  return tiff.length;
}
