import type { WfAnnotationItem, WfPageInfo, WfViewOptions } from '@belegfluss/shared';

/** Pure rules of the workflow's document viewer: page coordinates, zoom and the annotation list. */

export type PagePoint = { x: number; y: number };
export type Bounds = { left: number; top: number; width: number; height: number };

/** A point of the shown page in PDF points (origin top left), from a pointer position on screen. */
export function pointOnPage(bounds: Bounds, clientX: number, clientY: number, page: WfPageInfo): PagePoint {
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
export function percentBox(
  box: { x: number; y: number; width?: number; height?: number },
  page: Pick<WfPageInfo, 'Width' | 'Height'>,
) {
  return {
    left: `${(box.x / page.Width) * 100}%`,
    top: `${(box.y / page.Height) * 100}%`,
    ...(box.width === undefined ? {} : { width: `${(box.width / page.Width) * 100}%` }),
    ...(box.height === undefined ? {} : { height: `${(box.height / page.Height) * 100}%` }),
  };
}

/** The size of the page frame for a zoom mode: the full width, the whole page height, or whichever fits. */
export function pageFrameStyle(
  page: Pick<WfPageInfo, 'Width' | 'Height'>,
  zoomMode: WfViewOptions['zoomMode'],
) {
  const ratio = page.Width / page.Height;
  if (zoomMode === 'fullWidth') return { width: '100%' };
  if (zoomMode === 'wholeHeight') return { height: '78vh', width: `calc(78vh * ${ratio})` };
  return { width: `min(100%, calc(78vh * ${ratio}))` };
}

/** The annotations of a page from the viewer's JSON; anything unreadable shows as none. */
export function parseAnnotationList(json: string | undefined): WfAnnotationItem[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? (parsed as WfAnnotationItem[]) : [];
  } catch {
    return [];
  }
}

/** Whether the annotation is the user's own (only its creator changes or deletes it). */
export function isOwnAnnotation(item: WfAnnotationItem, userId: string | null): boolean {
  return userId !== null && item.createdBy === userId;
}
