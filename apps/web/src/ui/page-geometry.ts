/** Coordinates on a shown page: pointer positions, dragged rectangles and boxes placed in percent. */

/** A page's size in its own units (PDF points), origin top left. */
export type PageSize = { Width: number; Height: number };
export type PagePoint = { x: number; y: number };
export type Bounds = { left: number; top: number; width: number; height: number };

/** A point of the shown page in PDF points (origin top left), from a pointer position on screen. */
export function pointOnPage(bounds: Bounds, clientX: number, clientY: number, page: PageSize): PagePoint {
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  return {
    x: Math.round(clamp((clientX - bounds.left) / bounds.width) * page.Width),
    y: Math.round(clamp((clientY - bounds.top) / bounds.height) * page.Height),
  };
}

/** The rectangle between two points; null when it is too small to be meant (a click, not a drag). */
export function rectBetween(
  from: PagePoint,
  to: PagePoint,
): { x: number; y: number; width: number; height: number } | null {
  const rect = {
    x: Math.min(from.x, to.x),
    y: Math.min(from.y, to.y),
    width: Math.abs(to.x - from.x),
    height: Math.abs(to.y - from.y),
  };
  return rect.width >= 4 && rect.height >= 4 ? rect : null;
}

/** Position and size of something on the page as CSS percentages of the page. */
export function percentBox(box: { x: number; y: number; width?: number; height?: number }, page: PageSize) {
  return {
    left: `${(box.x / page.Width) * 100}%`,
    top: `${(box.y / page.Height) * 100}%`,
    ...(box.width === undefined ? {} : { width: `${(box.width / page.Width) * 100}%` }),
    ...(box.height === undefined ? {} : { height: `${(box.height / page.Height) * 100}%` }),
  };
}
