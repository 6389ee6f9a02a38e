import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** Formats that are compressed already; storing them again deflated only costs time. */
const STORED_EXTENSIONS = new Set([
  'pdf',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'webp',
  'tif',
  'tiff',
  'zip',
  'docx',
  'xlsx',
  'gz',
]);

function shouldCompress(fileName: string): boolean {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return !STORED_EXTENSIONS.has(extension);
}

/** A file name safe inside a zip: no folders, no control characters, never empty. */
export function safeEntryName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .map((char) => (char.charCodeAt(0) < 0x20 || '<>:"|?*'.includes(char) ? '_' : char))
    .join('')
    .replace(/^\.+/, '')
    .trim();
  return cleaned || 'Datei';
}

/** Makes names unique within one zip: `a.pdf`, `a (2).pdf`, … */
export function uniqueEntryNames(fileNames: string[]): string[] {
  const used = new Set<string>();
  return fileNames.map((fileName) => {
    const safe = safeEntryName(fileName);
    const dot = safe.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
    let candidate = safe;
    for (let counter = 2; used.has(candidate.toLowerCase()); counter += 1) {
      candidate = `${stem} (${counter})${extension}`;
    }
    used.add(candidate.toLowerCase());
    return candidate;
  });
}

/**
 * A zip written as a stream: `output` is read by whoever stores or sends it while files are added
 * one after another; adding waits whenever the reader falls behind, so memory stays small.
 */
export function createZipStream(mtime: Date) {
  const output = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      output.destroy(error);
      return;
    }
    output.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    if (final) output.end();
  });

  return {
    output: output as Readable,
    async addFile(name: string, source: AsyncIterable<Uint8Array>) {
      const file = shouldCompress(name) ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
      file.mtime = mtime;
      zip.add(file);
      for await (const chunk of source) {
        file.push(chunk instanceof Uint8Array ? chunk : new Uint8Array(chunk));
        if (output.writableNeedDrain) await once(output, 'drain');
      }
      file.push(new Uint8Array(0), true);
    },
    finish() {
      zip.end();
    },
    fail(error: Error) {
      zip.terminate();
      output.destroy(error);
    },
  };
}
