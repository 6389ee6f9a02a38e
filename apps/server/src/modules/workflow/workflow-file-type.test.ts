import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { peekHead, servedContentType } from './workflow-file-type.js';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('servedContentType', () => {
  it.each([
    ['PDF', Buffer.from('%PDF-1.7\n'), 'application/pdf'],
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'image/png'],
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0), 'image/jpeg'],
    ['TIFF', bytes(0x49, 0x49, 0x2a, 0x00), 'image/tiff'],
    ['XML', Buffer.from('<?xml version="1.0"?><Lieferschein/>'), 'application/xml'],
    ['HTML', Buffer.from('<html><script>alert(1)</script></html>'), 'application/octet-stream'],
    [
      'SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'),
      'application/octet-stream',
    ],
    ['text', Buffer.from('Hallo'), 'application/octet-stream'],
    ['nothing', bytes(), 'application/octet-stream'],
  ])('%s → %s', (_name, head, expected) => {
    expect(servedContentType(head)).toBe(expected);
  });
});

describe('peekHead', () => {
  it('gives the first bytes and a stream that still holds all of them, over many chunks', async () => {
    const content = Buffer.alloc(50_000, 7);
    content.write('%PDF-1.4');
    const chunks = Array.from({ length: 50 }, (_, index) =>
      content.subarray(index * 1000, (index + 1) * 1000),
    );
    const { head, stream } = await peekHead(Readable.from(chunks));
    expect(servedContentType(head)).toBe('application/pdf');
    expect((await buffer(stream)).equals(content)).toBe(true);
  });

  it('handles a stream shorter than the sniffed bytes and an empty one', async () => {
    const short = await peekHead(Readable.from([Buffer.from('abc')]));
    expect(short.head.toString()).toBe('abc');
    expect((await buffer(short.stream)).toString()).toBe('abc');
    const empty = await peekHead(Readable.from([]));
    expect(empty.head.length).toBe(0);
    expect((await buffer(empty.stream)).length).toBe(0);
  });
});
