import type { BoxValue } from '@belegfluss/shared';

/** A shape drawn on a page image: a box in PDF points of the page as displayed. */
export type DrawnArea = {
  box: BoxValue;
  color: string;
  /** Filled translucently (a highlight) rather than outlined only. */
  filled: boolean;
  label?: string | undefined;
};

const DEFAULT_COLOR = '#d9480f';
const COLOR = /^#[0-9a-f]{3,8}$/i;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** An SVG overlay for a page image `width` × `height` pixels rendered at `scale` pixels per point. */
export function areasSvg(areas: DrawnArea[], image: { width: number; height: number; scale: number }) {
  const shapes = areas.map((area) => {
    const color = COLOR.test(area.color) ? area.color : DEFAULT_COLOR;
    const x = area.box.x0 * image.scale;
    const y = area.box.y0 * image.scale;
    const width = Math.max(0, area.box.x1 - area.box.x0) * image.scale;
    const height = Math.max(0, area.box.y1 - area.box.y0) * image.scale;
    const fill = area.filled ? `fill="${color}" fill-opacity="0.3"` : 'fill="none"';
    const label = area.label
      ? `<text x="${x + 3}" y="${y + 13}" font-size="12" font-family="sans-serif" fill="${color}">${escapeXml(area.label)}</text>`
      : '';
    return `<rect x="${x}" y="${y}" width="${width}" height="${height}" ${fill} stroke="${color}" stroke-width="2"/>${label}`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${image.width}" height="${image.height}">${shapes.join('')}</svg>`;
}

type StoredAnnotation = {
  type?: string;
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  color?: string;
  text?: string;
};

/** The viewer's stored annotations (a JSON list of rectangles, highlights, notes, stamps) as areas. */
export function annotationAreas(json: string | null): DrawnArea[] {
  let parsed: unknown;
  try {
    parsed = json ? JSON.parse(json) : [];
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return (parsed as StoredAnnotation[]).map((note) => {
    const [x, y, width, height] = [note.x ?? 0, note.y ?? 0, note.width ?? 0, note.height ?? 0];
    return {
      box: { x0: x, y0: y, x1: x + width, y1: y + height },
      color: note.color ?? DEFAULT_COLOR,
      filled: note.type === 'highlight',
      label: note.text,
    };
  });
}
