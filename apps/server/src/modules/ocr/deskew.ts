import { transformGray, type GrayImage } from './gray-image.js';

/** Width the page is scaled to for measuring its skew (enough for lines of 8 pt text at 300 dpi). */
const PROBE_WIDTH = 640;
/** Largest skew looked for, in degrees: a page fed crooked into a scanner. */
const MAX_DEGREES = 3;
/** Skews below this are left alone: Tesseract copes, and the shear would only cost time. */
const MIN_DEGREES = 0.25;

/**
 * How sharply the dark pixels, projected along lines of slope `slope`, fall into rows: the sum of
 * squared differences of neighbouring bins. Text lines at the right slope give tall, narrow peaks.
 */
function profileSharpness(xs: Int32Array, ys: Int32Array, count: number, slope: number, height: number) {
  const offset = Math.ceil(Math.abs(slope) * PROBE_WIDTH) + 2;
  const bins = new Float64Array(height + 2 * offset + 2);
  for (let index = 0; index < count; index += 1) {
    const position = ys[index]! - xs[index]! * slope + offset;
    const lower = Math.floor(position);
    const fraction = position - lower;
    bins[lower]! += 1 - fraction;
    bins[lower + 1]! += fraction;
  }
  let sharpness = 0;
  for (let index = 1; index < bins.length; index += 1) {
    const step = bins[index]! - bins[index - 1]!;
    sharpness += step * step;
  }
  return sharpness;
}

/**
 * The skew of a scanned page in degrees (positive: lines fall to the right, as y grows downwards),
 * by the projection profile of its dark pixels on a scaled-down copy; 0 for a page without text.
 */
export async function measureSkew(image: GrayImage): Promise<number> {
  const probe = await transformGray(image, (input) => input.resize({ width: PROBE_WIDTH }));
  const { data, width, height } = probe;
  const sorted = Uint8Array.from(data.subarray(0, Math.min(data.length, 200_000))).sort();
  const background = sorted[Math.floor(sorted.length * 0.6)] ?? 255;
  const threshold = Math.min(170, background * 0.7);
  const xs = new Int32Array(data.length);
  const ys = new Int32Array(data.length);
  let count = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (data[y * width + x]! >= threshold) continue;
      xs[count] = x - width / 2;
      ys[count] = y;
      count += 1;
    }
  }
  if (count < 500) return 0;
  const sharpnessAt = (degrees: number) =>
    profileSharpness(xs, ys, count, Math.tan((degrees * Math.PI) / 180), height);
  let best = 0;
  let bestSharpness = sharpnessAt(0);
  for (const step of [0.25, 0.05]) {
    const centre = best;
    const reach = step === 0.25 ? MAX_DEGREES : 0.25;
    for (let degrees = centre - reach; degrees <= centre + reach + 1e-9; degrees += step) {
      const sharpness = sharpnessAt(degrees);
      if (sharpness > bestSharpness) {
        bestSharpness = sharpness;
        best = degrees;
      }
    }
  }
  return Math.round(best * 100) / 100;
}

/** A page made straight: its image, and the height a point of it has on the page as scanned (x stays). */
export type Deskewed = { image: GrayImage; scannedY: (x: number, y: number) => number };

/**
 * Straightens a page skewed by `degrees` with a vertical shear (each pixel column moved up or down
 * by its distance from the centre times the slope): for the small angles of a scan this lines the
 * text up as a rotation would, at a fraction of the cost, and x stays where it was. Returns null
 * when the skew is too small to matter.
 */
export function deskew(image: GrayImage, degrees: number): Deskewed | null {
  if (Math.abs(degrees) < MIN_DEGREES) return null;
  const { width, height, data } = image;
  const slope = Math.tan((degrees * Math.PI) / 180);
  const shift = new Int32Array(width);
  for (let x = 0; x < width; x += 1) shift[x] = Math.round((x - width / 2) * slope);
  const output = Buffer.alloc(width * height, 255);
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    for (let x = 0; x < width; x += 1) {
      const source = y + shift[x]!;
      if (source >= 0 && source < height) output[row + x] = data[source * width + x]!;
    }
  }
  return {
    image: { width, height, data: output },
    scannedY: (x, y) => y + (x - width / 2) * slope,
  };
}
