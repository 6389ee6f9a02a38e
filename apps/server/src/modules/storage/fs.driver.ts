import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import {
  chmod,
  link,
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

/** Ends the name of an object a sweep holds in `tmp/` while it decides (see `removeStale`). */
const REMOVING = '.removing';

function toReadable(content: ObjectContent): Readable {
  if (content instanceof Readable) return content;
  if (content instanceof Uint8Array) return Readable.from([content]);
  return Readable.from(content);
}

/**
 * Objects live under `<root>/objects/ab/cd/<sha256>`, read-only. A put streams into
 * `<root>/tmp/` while hashing, fsyncs, then renames into place: rename is atomic within one file
 * system, so a crash leaves at most a temp file, which `removeStaleTempFiles` clears at start (an
 * object a sweep was removing goes back into place). The directories the rename (and new shard
 * directories) changed are fsynced before a put returns, so a stored object survives a power loss.
 * `syncDirectory` is replaceable for tests.
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

  /** Marks an existing object as written now; `false` when there is none. */
  async function touch(file: string): Promise<boolean> {
    const now = new Date();
    return utimes(file, now, now).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return false;
        throw error;
      },
    );
  }

  /**
   * Renames (`replace`) or links (`keep`: an object already there stays) a file to an object's
   * place and makes the new name durable.
   */
  async function moveIntoPlace(from: string, finalPath: string, mode: 'replace' | 'keep') {
    const firstCreated = await mkdir(path.dirname(finalPath), { recursive: true });
    if (mode === 'replace') await rename(from, finalPath);
    else {
      // EEXIST: a put's copy is there already; ENOENT: another process's start put it back.
      const linked = await link(from, finalPath).then(
        () => true,
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'EEXIST' || error.code === 'ENOENT') return false;
          throw error;
        },
      );
      await rm(from, { force: true });
      if (!linked) return;
    }
    for (const dir of directoriesToSync(finalPath, firstCreated)) await sync(dir);
  }

  /**
   * The sweep's removal: the object is renamed into `tmp/` first, so a put of equal bytes from now
   * on stores its own copy; then, if it was written again before the rename or `keep()` says it is
   * referenced, it goes back (unless a put's copy is there already), else it is deleted. A crash in
   * between leaves it in `tmp/`, from where the next start puts it back.
   */
  async function removeStale(sha256: string, writtenBefore: Date, keep: () => Promise<boolean>) {
    assertObjectKey(sha256);
    const finalPath = objectPath(sha256);
    await mkdir(tmpDir, { recursive: true });
    const held = path.join(tmpDir, `${sha256}.${randomUUID()}${REMOVING}`);
    try {
      await rename(finalPath, held);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
    let remove = false;
    try {
      remove = (await stat(held)).mtimeMs < writtenBefore.getTime() && !(await keep());
    } finally {
      if (remove) await rm(held, { force: true });
      else await moveIntoPlace(held, finalPath, 'keep');
    }
    return remove;
  }

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
      // Written again: a sweep after a crash must not take it for an old leftover. When a sweep
      // took it away since (ENOENT), this put's own copy goes into place instead.
      if (await touch(finalPath)) {
        await unlink(tmpPath);
        return { sha256, size, created: false };
      }
      await chmod(tmpPath, 0o444);
      await moveIntoPlace(tmpPath, finalPath, 'replace');
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
    removeStale,
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
        if (entry.endsWith(REMOVING)) {
          // A sweep's removal cut off by a crash: back into place; a later sweep decides again.
          await moveIntoPlace(path.join(tmpDir, entry), objectPath(entry.slice(0, 64)), 'keep');
          continue;
        }
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
