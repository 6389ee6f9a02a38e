import { Readable } from 'node:stream';
import { SNIFF_BYTES, fileKindContentTypes, sniffContentType, sniffFileKind } from '../ocr/index.js';

/**
 * The content type a workflow file is served with, from its first bytes: PDF, PNG, JPEG, TIFF or XML;
 * anything else is `application/octet-stream`. The type the uploader declared is never trusted: an
 * upload declared `text/html` could carry script.
 */
export function servedContentType(head: Uint8Array): string {
  const kind = sniffFileKind(head);
  if (kind) return fileKindContentTypes[kind];
  return sniffContentType(head) === 'application/xml' ? 'application/xml' : 'application/octet-stream';
}

/** The first bytes of a stream (for sniffing) and a stream that still yields every byte. */
export async function peekHead(stream: Readable): Promise<{ head: Buffer; stream: Readable }> {
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const read: Buffer[] = [];
  let size = 0;
  let done = false;
  while (size < SNIFF_BYTES && !done) {
    const next = await chunks.next();
    if (next.done) done = true;
    else {
      read.push(next.value);
      size += next.value.length;
    }
  }
  const head = Buffer.concat(read);
  async function* everything() {
    yield head;
    for (let next = done ? null : await chunks.next(); next && !next.done; next = await chunks.next())
      yield next.value;
  }
  return { head: head.subarray(0, SNIFF_BYTES), stream: Readable.from(everything(), { objectMode: false }) };
}
