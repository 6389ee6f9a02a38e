import type { WfAnnotationItem, WfPageInfo, WfViewOptions } from '@belegfluss/shared';

/** Pure rules of the workflow's document viewer: zoom and the annotation list. */

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
