import { crc32, deflateSync } from 'node:zlib';

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A bitonal PNG of `size` × `size` pixels, a thin black line every 100 rows: small file, huge image. */
export function bitonalPngBomb(size = 14_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1 bit, greyscale, deflate, no filter, no interlace
  const rowBytes = 1 + Math.ceil(size / 8);
  const raw = Buffer.alloc(rowBytes * size, 0xff);
  for (let row = 0; row < size; row += 1) {
    raw[row * rowBytes] = 0;
    if (row % 100 === 0) raw.fill(0, row * rowBytes + 1, (row + 1) * rowBytes);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF carrying `count` small unused objects, each listed in its xref table. */
export function manyObjectsPdf(count = 1_500_000): Buffer {
  const parts = ['%PDF-1.7\n'];
  const offsets: number[] = [];
  let size = parts[0]?.length ?? 0;
  const add = (text: string) => {
    offsets.push(size);
    parts.push(text);
    size += text.length;
  };
  add('1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n');
  add('2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n');
  add('3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\n');
  for (let number = 4; number < count + 4; number += 1) add(`${number} 0 obj\n<< /N ${number} >>\nendobj\n`);
  parts.push(`xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n`);
  for (const offset of offsets) parts.push(`${String(offset).padStart(10, '0')} 00000 n \n`);
  parts.push(`trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${size}\n%%EOF\n`);
  return Buffer.from(parts.join(''), 'latin1');
}
