import sharp, { type Sharp } from 'sharp';

/** An 8-bit greyscale image, one byte per pixel, rows top to bottom. */
export type GrayImage = { width: number; height: number; data: Buffer };

/**
 * Reads a binary PGM (P5, 8 bit), as `pdftoppm -gray` writes it; null for anything else. The pixels
 * are copied, as sharp reads a raw buffer from the start of its memory.
 */
export function parsePgm(buffer: Buffer): GrayImage | null {
  if (buffer.length < 8 || buffer[0] !== 0x50 || buffer[1] !== 0x35) return null;
  const fields: number[] = [];
  let position = 2;
  while (fields.length < 3 && position < buffer.length) {
    const byte = buffer[position]!;
    if (byte === 0x23) {
      while (position < buffer.length && buffer[position] !== 0x0a) position += 1;
    } else if (byte >= 0x30 && byte <= 0x39) {
      let value = 0;
      while (position < buffer.length && buffer[position]! >= 0x30 && buffer[position]! <= 0x39)
        value = value * 10 + buffer[position++]! - 0x30;
      fields.push(value);
      continue;
    }
    position += 1;
  }
  const [width, height, maximum] = fields as [number, number, number];
  // One whitespace byte separates the header from the pixels.
  const start = position + 1;
  if (fields.length < 3 || maximum > 255 || buffer.length < start + width * height) return null;
  return { width, height, data: Buffer.from(buffer.subarray(start, start + width * height)) };
}

/** A binary PGM of the image (Tesseract reads it without decoding work). */
export function encodePgm(image: GrayImage): Buffer {
  return Buffer.concat([Buffer.from(`P5\n${image.width} ${image.height}\n255\n`, 'latin1'), image.data]);
}

/** The pixels of a PGM, PNG, JPEG or TIFF image in grey. */
export async function decodeGray(buffer: Buffer): Promise<GrayImage> {
  const pgm = parsePgm(buffer);
  if (pgm) return pgm;
  const { data, info } = await sharp(buffer).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

/** Runs a sharp pipeline on a grey image and returns grey pixels again. */
export async function transformGray(image: GrayImage, pipeline: (input: Sharp) => Sharp): Promise<GrayImage> {
  const input = sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } });
  const { data, info } = await pipeline(input).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}
