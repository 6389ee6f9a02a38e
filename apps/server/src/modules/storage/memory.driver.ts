import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { assertObjectKey, objectNotFound, ObjectTooLargeError } from './storage.errors.js';
import type { ObjectContent, StorageDriver } from './storage.types.js';

/** Keeps objects in memory; for tests that do not care where bytes live. */
export function createMemoryStorageDriver(): StorageDriver {
  const objects = new Map<string, Buffer>();
  const writtenAt = new Map<string, number>();
  return {
    name: 'memory',
    async put(content: ObjectContent, options: { maxBytes?: number } = {}) {
      const chunks: Buffer[] = [];
      let size = 0;
      const source = content instanceof Uint8Array ? [content] : content;
      for await (const chunk of source as AsyncIterable<Uint8Array>) {
        size += chunk.length;
        if (options.maxBytes !== undefined && size > options.maxBytes) {
          throw new ObjectTooLargeError(options.maxBytes);
        }
        chunks.push(Buffer.from(chunk));
      }
      const buffer = Buffer.concat(chunks);
      const sha256 = createHash('sha256').update(buffer).digest('hex');
      const created = !objects.has(sha256);
      if (created) objects.set(sha256, buffer);
      writtenAt.set(sha256, Date.now());
      return { sha256, size: buffer.length, created };
    },
    async getStream(sha256) {
      return Readable.from([await this.getBuffer(sha256)]);
    },
    async getBuffer(sha256) {
      assertObjectKey(sha256);
      const buffer = objects.get(sha256);
      if (!buffer) throw objectNotFound({ sha256 });
      return buffer;
    },
    async size(sha256) {
      assertObjectKey(sha256);
      return objects.get(sha256)?.length ?? null;
    },
    async delete(sha256) {
      assertObjectKey(sha256);
      objects.delete(sha256);
      writtenAt.delete(sha256);
    },
    async removeStale(sha256, writtenBefore, keep) {
      assertObjectKey(sha256);
      const buffer = objects.get(sha256);
      const time = writtenAt.get(sha256);
      if (!buffer || time === undefined) return false;
      // Out of reach first: a put meanwhile stores its own copy.
      objects.delete(sha256);
      writtenAt.delete(sha256);
      if (time < writtenBefore.getTime() && !(await keep())) return true;
      if (!objects.has(sha256)) {
        objects.set(sha256, buffer);
        writtenAt.set(sha256, time);
      }
      return false;
    },
    async *listObjects(writtenBefore) {
      for (const [sha256, time] of [...writtenAt]) if (time < writtenBefore.getTime()) yield sha256;
    },
    async check() {},
  };
}
