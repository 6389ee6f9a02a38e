import sharp from 'sharp';
import { replacePageContent, rotatePages } from './capture-pages.usecases.js';
import { getPageOrThrow, renderPage } from './capture-viewer.usecases.js';
import type { Actor, CaptureContext } from './capture.context.js';
import { imagesToPdf } from './capture.pdf.js';

type Operation = 'rotateLeft' | 'rotateRight' | 'rotate180' | 'grayscale' | 'bitonal';

const rotations: Partial<Record<Operation, number>> = { rotateLeft: 270, rotateRight: 90, rotate180: 180 };
const IMAGE_DPI = 200;

/**
 * CapDocViewer/ProcessImage(AndPersist): turning, greying or binarising a page. The preview returns a
 * PNG and stores nothing; persisting writes a new document version (the original stays untouched).
 */
export async function processImage(
  ctx: CaptureContext,
  actor: Actor,
  input: { mandantId: string; pageId: string; operation: Operation },
  persist: boolean,
): Promise<Buffer | { documentId: string; pageId: string }> {
  const page = await getPageOrThrow(ctx, input.mandantId, input.pageId);
  const rotation = rotations[input.operation];
  if (rotation !== undefined) {
    if (persist) {
      await rotatePages(ctx, actor, { mandantId: input.mandantId, pageIds: [page.id], degrees: rotation });
      return { documentId: page.documentId, pageId: page.id };
    }
    return sharp(await renderPage(ctx, page, 72))
      .rotate(rotation)
      .png()
      .toBuffer();
  }
  const unrotated = await renderPage(ctx, { ...page, rotation: 0 }, persist ? IMAGE_DPI : 72);
  const pipeline = sharp(unrotated).flatten({ background: '#ffffff' }).greyscale();
  const processed = await (input.operation === 'bitonal' ? pipeline.threshold(160) : pipeline)
    .png()
    .toBuffer({ resolveWithObject: true });
  if (!persist) return sharp(processed.data).rotate(page.rotation).png().toBuffer();
  const pdf = await imagesToPdf([
    {
      bytes: processed.data,
      format: 'png',
      widthPx: processed.info.width,
      heightPx: processed.info.height,
      dpi: IMAGE_DPI,
    },
  ]);
  const sourceSha256 = (await ctx.deps.storage.put(Buffer.from(pdf))).sha256;
  const thumb = await sharp(processed.data)
    .resize({ width: 240, height: 240, fit: 'inside' })
    .png()
    .toBuffer();
  const thumbSha256 = (await ctx.deps.storage.put(thumb)).sha256;
  return replacePageContent(ctx, actor, {
    mandantId: input.mandantId,
    pageId: page.id,
    sourceSha256,
    thumbSha256,
    operation: input.operation,
  });
}
