import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import {
  chmod,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  unlink,
  utimes,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { directoriesToSync, syncDirectory } from '../../kernel/durable-fs.js';
import { assertObjectKey, objectNotFound, ObjectTooLargeError } from './storage.errors.js';
import { SHA256_PATTERN, type ObjectContent, type StorageDriver } from './storage.types.js';

function toReadable(content: ObjectContent): Readable {
  if (content instanceof Readable) return content;
  if (content instanceof Uint8Array) return Readable.from([content]);
  return Readable.from(content);
}

/**
 * Objects live under `<root>/objects/ab/cd/<sha256>`, read-only. A put streams into
 * `<root>/tmp/` while hashing, fsyncs, then renames into place: rename is atomic within one file
 * system, so a crash leaves at most a temp file, which `removeStaleTempFiles` clears at start. The
 * directories the rename (and new shard directories) changed are fsynced before a put returns, so a
 * stored object survives a power loss. `syncDirectory` is replaceable for tests.
 */
export function createFsStorageDriver(
  root: string,
  options: { syncDirectory?: (dir: string) => Promise<void> } = {},
): StorageDriver & {
  removeStaleTempFiles: (olderThanMs?: number) => Promise<number>;
} {
  const sync = options.syncDirectory ?? syncDirectory;
  const objectsDir = path.join(root, 'objects');
  const tmpDir = path.join(root, 'tmp');
  const objectPath = (sha256: string) =>
    path.join(objectsDir, sha256.slice(0, 2), sha256.slice(2, 4), sha256);

  async function put(content: ObjectContent, options: { maxBytes?: number } = {}) {
    await mkdir(tmpDir, { recursive: true });
    const tmpPath = path.join(tmpDir, `${randomUUID()}.part`);
    const hash = createHash('sha256');
    let size = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        if (options.maxBytes !== undefined && size > options.maxBytes) {
          callback(new ObjectTooLargeError(options.maxBytes));
          return;
        }
        hash.update(chunk);
        callback(null, chunk);
      },
    });
    try {
      const output = createWriteStream(tmpPath, { flags: 'wx', flush: true });
      await pipeline(toReadable(content), measure, output);
      const sha256 = hash.digest('hex');
      const finalPath = objectPath(sha256);
      const existing = await stat(finalPath).catch(() => null);
      if (existing) {
        await unlink(tmpPath);
        // Written again: a sweep after a crash must not take it for an old leftover.
        const now = new Date();
        await utimes(finalPath, now, now);
        return { sha256, size, created: false };
      }
      const firstCreated = await mkdir(path.dirname(finalPath), { recursive: true });
      await chmod(tmpPath, 0o444);
      await rename(tmpPath, finalPath);
      for (const dir of directoriesToSync(finalPath, firstCreated)) await sync(dir);
      return { sha256, size, created: true };
    } catch (error) {
      await rm(tmpPath, { force: true });
      throw error;
    }
  }

  async function size(sha256: string) {
    assertObjectKey(sha256);
    const info = await stat(objectPath(sha256)).catch(() => null);
    return info ? info.size : null;
  }

  return {
    name: 'fs',
    put,
    size,
    async getStream(sha256) {
      if ((await size(sha256)) === null) throw objectNotFound({ sha256 });
      return createReadStream(objectPath(sha256));
    },
    async getBuffer(sha256) {
      assertObjectKey(sha256);
      try {
        return await readFile(objectPath(sha256));
      } catch {
        throw objectNotFound({ sha256 });
      }
    },
    async delete(sha256) {
      assertObjectKey(sha256);
      await rm(objectPath(sha256), { force: true });
    },
    async *listObjects(writtenBefore) {
      for (const first of await readdir(objectsDir).catch(() => [] as string[])) {
        for (const second of await readdir(path.join(objectsDir, first)).catch(() => [] as string[])) {
          const dir = path.join(objectsDir, first, second);
          for (const name of await readdir(dir).catch(() => [] as string[])) {
            if (!SHA256_PATTERN.test(name)) continue;
            const info = await stat(path.join(dir, name)).catch(() => null);
            if (info && info.mtimeMs < writtenBefore.getTime()) yield name;
          }
        }
      }
    },
    async check() {
      await mkdir(tmpDir, { recursive: true });
      const probe = path.join(tmpDir, `health-${randomUUID()}`);
      await writeFile(probe, 'ok');
      await unlink(probe);
    },
    async removeStaleTempFiles(olderThanMs = 60 * 60 * 1000) {
      const entries = await readdir(tmpDir).catch(() => [] as string[]);
      let removed = 0;
      for (const entry of entries) {
        const info = await stat(path.join(tmpDir, entry)).catch(() => null);
        if (info && Date.now() - info.mtimeMs >= olderThanMs) {
          await rm(path.join(tmpDir, entry), { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}
