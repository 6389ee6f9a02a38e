import { sourceToDisplayed, type RuleArea } from '@belegfluss/shared';
import sharp from 'sharp';
import type { PageRow } from './capture-pages.repository.js';
import { renderPage } from './capture-viewer.usecases.js';
import type { CaptureContext } from './capture.context.js';
import { annotationAreas, areasSvg, type DrawnArea } from './capture.page-drawing.js';

/** The page as PNG at `dpi`, turned as shown, with `areas` drawn over it. */
async function drawOnPage(ctx: CaptureContext, page: PageRow, areas: DrawnArea[], dpi: number) {
  const png = await renderPage(ctx, page, dpi);
  if (!areas.length) return png;
  const { width = 1, height = 1 } = await sharp(png).metadata();
  const svg = areasSvg(areas, { width, height, scale: dpi / 72 });
  return sharp(png)
    .composite([{ input: Buffer.from(svg) }])
    .png()
    .toBuffer();
}

/** The page with its annotations (rectangles, highlights, notes, stamps in page points) drawn in. */
export async function renderAnnotatedPage(
  ctx: CaptureContext,
  page: PageRow,
  json: string | null,
  dpi = 100,
) {
  return drawOnPage(ctx, page, annotationAreas(json), dpi);
}

const EXTRACTION_COLOR = '#1971c2';

/**
 * CapDocViewer/RenderRuleAnnotations: the page with extraction or rule areas drawn in. Given no
 * areas, it shows where the document's capture-mask values were read on this page, each labelled
 * with its field; the rule manager passes the areas of its rules instead.
 */
export async function renderRuleAnnotations(
  ctx: CaptureContext,
  page: PageRow,
  input: { areas?: RuleArea[] | undefined; dpi: number },
) {
  let areas: DrawnArea[];
  if (input.areas) {
    areas = input.areas.map((area) => ({
      box: area.box,
      color: area.color ?? EXTRACTION_COLOR,
      filled: true,
      label: area.label,
    }));
  } else {
    const values = await ctx.documents.listIndexValues([page.documentId]);
    areas = values
      .filter((value) => value.pageId === page.id && value.area)
      .map((value) => ({
        box: sourceToDisplayed(value.area as NonNullable<typeof value.area>, page, page.rotation),
        color: EXTRACTION_COLOR,
        filled: true,
        label: value.field,
      }));
  }
  return drawOnPage(ctx, page, areas, input.dpi);
}
