import { open } from 'node:fs/promises';

export const FileKind = {
  pdf: 'pdf',
  tiff: 'tiff',
  jpeg: 'jpeg',
  png: 'png',
} as const;
export type FileKindValue = (typeof FileKind)[keyof typeof FileKind];

/** The document kind from the first bytes (never from the name); null when it is none of ours. */
export function sniffFileKind(head: Uint8Array): FileKindValue | null {
  const starts = (...bytes: number[]) => bytes.every((byte, index) => head[index] === byte);
  // A PDF header may follow some junk; readers accept it within the first 1024 bytes.
  const ascii = Buffer.from(head.subarray(0, 1024)).toString('latin1');
  if (ascii.includes('%PDF-')) return FileKind.pdf;
  if (starts(0x49, 0x49, 0x2a, 0x00) || starts(0x4d, 0x4d, 0x00, 0x2a)) return FileKind.tiff;
  if (starts(0xff, 0xd8, 0xff)) return FileKind.jpeg;
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return FileKind.png;
  return null;
}

/** Reads the first bytes of a file and sniffs its kind; `size` 0 means the file is empty. */
export async function readFileKind(file: string): Promise<{ kind: FileKindValue | null; size: number }> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(Math.min(size, 1024));
    await handle.read(head, 0, head.length, 0);
    return { kind: sniffFileKind(head), size };
  } finally {
    await handle.close();
  }
}
