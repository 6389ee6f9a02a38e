import type { BoxValue } from './capture.schemas.js';

/** Page geometry shared by server and viewer: boxes in PDF points, origin top left, pages turned clockwise. */
type Size = { width: number; height: number };

/** Size of a page as shown after turning it by `rotation` degrees clockwise. */
export function displayedSize(page: Size, rotation: number): Size {
  return rotation === 90 || rotation === 270 ? { width: page.height, height: page.width } : page;
}

export function normalizeBox(box: BoxValue): BoxValue {
  return {
    x0: Math.min(box.x0, box.x1),
    y0: Math.min(box.y0, box.y1),
    x1: Math.max(box.x0, box.x1),
    y1: Math.max(box.y0, box.y1),
  };
}

/** A box on the source page to where it shows on the page turned clockwise by `rotation`. */
export function sourceToDisplayed(box: BoxValue, page: Size, rotation: number): BoxValue {
  const { width: W, height: H } = page;
  switch (rotation) {
    case 90:
      return normalizeBox({ x0: H - box.y0, y0: box.x0, x1: H - box.y1, y1: box.x1 });
    case 180:
      return normalizeBox({ x0: W - box.x0, y0: H - box.y0, x1: W - box.x1, y1: H - box.y1 });
    case 270:
      return normalizeBox({ x0: box.y0, y0: W - box.x0, x1: box.y1, y1: W - box.x1 });
    default:
      return normalizeBox(box);
  }
}

/** The inverse of `sourceToDisplayed`: a box drawn on the turned page, on the source page. */
export function displayedToSource(box: BoxValue, page: Size, rotation: number): BoxValue {
  const { width: W, height: H } = page;
  switch (rotation) {
    case 90:
      return normalizeBox({ x0: box.y0, y0: H - box.x0, x1: box.y1, y1: H - box.x1 });
    case 180:
      return normalizeBox({ x0: W - box.x0, y0: H - box.y0, x1: W - box.x1, y1: H - box.y1 });
    case 270:
      return normalizeBox({ x0: W - box.y0, y0: box.x0, x1: W - box.y1, y1: box.x1 });
    default:
      return normalizeBox(box);
  }
}
