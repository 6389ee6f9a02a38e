import { createHash } from 'node:crypto';

// The padding string of the PDF Standard security handler (ISO 32000-1, 7.6.3.3).
const PASSWORD_PADDING = Buffer.from(
  '28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a',
  'hex',
);

function rc4(key: Buffer, data: Buffer): Buffer {
  const state = Array.from({ length: 256 }, (_, index) => index);
  let j = 0;
  for (let i = 0; i < 256; i += 1) {
    j = (j + state[i]! + key[i % key.length]!) & 255;
    [state[i], state[j]] = [state[j]!, state[i]!];
  }
  const output = Buffer.alloc(data.length);
  let i = 0;
  j = 0;
  for (let index = 0; index < data.length; index += 1) {
    i = (i + 1) & 255;
    j = (j + state[i]!) & 255;
    [state[i], state[j]] = [state[j]!, state[i]!];
    output[index] = data[index]! ^ state[(state[i]! + state[j]!) & 255]!;
  }
  return output;
}

const md5 = (...parts: Buffer[]) => createHash('md5').update(Buffer.concat(parts)).digest();
const padded = (password: string) =>
  Buffer.concat([Buffer.from(password, 'latin1'), PASSWORD_PADDING]).subarray(0, 32);

/**
 * A one-page PDF encrypted as many invoices are: RC4 (revision 2) with an owner password and an
 * empty user password, so any reader opens it but pdf-lib refuses it. `lines` are drawn in Helvetica.
 */
export function ownerPasswordPdf(lines: string[], ownerPassword = 'Eigentuemer-2026'): Buffer {
  const fileId = createHash('md5').update(lines.join('\n')).digest();
  const permissions = -44;
  const ownerEntry = rc4(md5(padded(ownerPassword)).subarray(0, 5), padded(''));
  const permissionBytes = Buffer.alloc(4);
  permissionBytes.writeInt32LE(permissions);
  const fileKey = md5(padded(''), ownerEntry, permissionBytes, fileId).subarray(0, 5);
  const userEntry = rc4(fileKey, PASSWORD_PADDING);
  const objectKey = (objectNumber: number) => {
    const suffix = Buffer.alloc(5);
    suffix.writeUIntLE(objectNumber, 0, 3);
    return md5(fileKey, suffix).subarray(0, 10);
  };
  const escape = (text: string) => text.replace(/[\\()]/g, (character) => `\\${character}`);
  const text = lines.map((line, index) => `${index === 0 ? '' : '0 -24 Td '}(${escape(line)}) Tj`).join(' ');
  const content = rc4(objectKey(4), Buffer.from(`BT /F1 14 Tf 72 740 Td ${text} ET`, 'latin1'));
  const hex = (bytes: Buffer) => `<${bytes.toString('hex')}>`;
  const objects: (string | Buffer)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    Buffer.concat([
      Buffer.from(`<< /Length ${content.length} >>\nstream\n`),
      content,
      Buffer.from('\nendstream'),
    ]),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Filter /Standard /V 1 /R 2 /O ${hex(ownerEntry)} /U ${hex(userEntry)} /P ${permissions} >>`,
  ];
  const parts = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, index) => {
    offsets.push(length);
    const chunk = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`),
      Buffer.from(body),
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(chunk);
    length += chunk.length;
  });
  const table = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  parts.push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${table}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 6 0 R /ID [${hex(fileId)} ${hex(fileId)}] >>\nstartxref\n${length}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}
