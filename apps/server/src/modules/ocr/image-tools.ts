import sharp from 'sharp';
import type { PageSize } from './pdf-tools.js';

/** Pixels an image page may have (decoded); larger ones are refused as pixel bombs. */
export const MAX_IMAGE_PIXELS = 200_000_000;
/** Resolution assumed for images that do not state one. */
const ASSUMED_DPI = 300;

export type ImagePage = PageSize & { pixelWidth: number; pixelHeight: number; dpi: number };

function open(file: string, page: number) {
  return sharp(file, { page, limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
}

/** The pages of a TIFF, JPEG or PNG with their pixel size and size in points (EXIF orientation applied). */
export async function readImagePages(file: string): Promise<ImagePage[]> {
  const first = await open(file, 0).metadata();
  const count = first.pages ?? 1;
  const pages: ImagePage[] = [];
  for (let page = 0; page < count; page += 1) {
    const meta = page === 0 ? first : await open(file, page).metadata();
    const turned = (meta.orientation ?? 1) >= 5;
    const pixelWidth = (turned ? meta.height : meta.width) ?? 0;
    const pixelHeight = (turned ? meta.width : meta.height) ?? 0;
    if (pixelWidth * pixelHeight > MAX_IMAGE_PIXELS) throw new Error('Input image exceeds pixel limit');
    const dpi = meta.density && meta.density >= 50 ? meta.density : ASSUMED_DPI;
    pages.push({
      pixelWidth,
      pixelHeight,
      dpi,
      width: (pixelWidth * 72) / dpi,
      height: (pixelHeight * 72) / dpi,
    });
  }
  return pages;
}

/**
 * One image page as greyscale PNG for Tesseract, brought to at least `minDpi` (low-resolution faxes
 * and phone pictures read better enlarged). Returns the image and its resolution.
 */
export async function imagePageForOcr(
  file: string,
  page: number,
  info: ImagePage,
  minDpi: number,
): Promise<{ image: Buffer; dpi: number }> {
  const factor = info.dpi < minDpi ? minDpi / info.dpi : 1;
  let pipeline = open(file, page).rotate().greyscale();
  if (factor > 1) pipeline = pipeline.resize({ width: Math.round(info.pixelWidth * factor) });
  const image = await pipeline.png({ compressionLevel: 1 }).toBuffer();
  return { image, dpi: info.dpi * factor };
}

/** One image page as PNG, scaled to a width in pixels or to a resolution. */
export async function renderImagePage(
  file: string,
  page: number,
  info: ImagePage,
  size: { dpi: number } | { width: number },
): Promise<Buffer> {
  const width = 'width' in size ? size.width : Math.round((info.pixelWidth * size.dpi) / info.dpi);
  return open(file, page)
    .rotate()
    .resize({ width: Math.max(1, width) })
    .png()
    .toBuffer();
}
