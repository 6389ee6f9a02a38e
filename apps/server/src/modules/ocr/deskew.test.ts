import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderTextPage } from '../../test/scan-pages.js';
import { deskew, measureSkew } from './deskew.js';
import { decodeGray, type GrayImage } from './gray-image.js';

const LINES = Array.from(
  { length: 24 },
  (_, index) => `Position ${index + 1}  Beratungsleistung Mai 2024   ${(index + 1) * 37},50 EUR`,
);
let page: Buffer;

/** The page turned by `degrees` (clockwise, as sharp turns), white where the turn uncovers the page. */
async function turned(degrees: number): Promise<GrayImage> {
  const png = await sharp(page).rotate(degrees, { background: '#ffffff' }).png().toBuffer();
  return decodeGray(png);
}

beforeAll(async () => {
  page = await renderTextPage(LINES, 150);
});

describe('deskew', () => {
  it('finds no skew on a straight page and leaves it alone', async () => {
    const straight = await decodeGray(page);
    const skew = await measureSkew(straight);
    expect(Math.abs(skew)).toBeLessThan(0.1);
    expect(deskew(straight, skew)).toBeNull();
  });

  it.each([1.5, -2.2])('measures a page turned by %f° and straightens it', async (degrees) => {
    const image = await turned(degrees);
    const skew = await measureSkew(image);
    // Turned clockwise, the lines fall to the right: a positive skew.
    expect(skew).toBeGreaterThan(degrees - 0.15);
    expect(skew).toBeLessThan(degrees + 0.15);
    const straightened = deskew(image, skew);
    expect(straightened).not.toBeNull();
    expect(Math.abs(await measureSkew(straightened!.image))).toBeLessThan(0.2);
  });

  it('maps a point of the straightened page back to where it was scanned', async () => {
    const image = await turned(2);
    const straightened = deskew(image, 2)!;
    const slope = Math.tan((2 * Math.PI) / 180);
    expect(straightened.scannedY(image.width / 2, 300)).toBeCloseTo(300);
    expect(straightened.scannedY(image.width / 2 + 100, 300)).toBeCloseTo(300 + 100 * slope);
  });

  it('finds no skew on an empty page', async () => {
    const blank = { width: 800, height: 1100, data: Buffer.alloc(800 * 1100, 255) };
    expect(await measureSkew(blank)).toBe(0);
  });
});
