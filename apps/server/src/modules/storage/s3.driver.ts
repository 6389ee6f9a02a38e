import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertObjectKey, objectNotFound, ObjectTooLargeError } from './storage.errors.js';
import { SHA256_PATTERN, type ObjectContent, type StorageDriver } from './storage.types.js';

export type S3StorageOptions = {
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Path-style addressing (bucket in the path), as most S3-compatible servers expect. */
  forcePathStyle: boolean;
  /** Local directory for the spool file of a put (its hash names the object). */
  spoolDir: string;
};

function toReadable(content: ObjectContent): Readable {
  if (content instanceof Readable) return content;
  if (content instanceof Uint8Array) return Readable.from([content]);
  return Readable.from(content);
}

function isNotFound(error: unknown): boolean {
  const candidate = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    candidate.name === 'NotFound' ||
    candidate.name === 'NoSuchKey' ||
    candidate.$metadata?.httpStatusCode === 404
  );
}

/**
 * Objects in an S3-compatible bucket under `objects/ab/cd/<sha256>`. A put first spools the content
 * to a local file while hashing it (the hash is the key, known only at the end) and checks the size
 * limit, then uploads it under its final key with its length and SHA-256 checksum: the object is
 * either there whole or not at all, and a failed put leaves only a local spool file, which is
 * removed at once (or by `removeStaleTempFiles` after a crash).
 */
export function createS3StorageDriver(options: S3StorageOptions): StorageDriver & {
  removeStaleTempFiles: (olderThanMs?: number) => Promise<number>;
} {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    // Checksums only where S3 requires them: S3-compatible servers differ in the newer trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  });
  const Bucket = options.bucket;
  const REMOVING_PREFIX = 'removing/';
  const keyOf = (sha256: string) => `objects/${sha256.slice(0, 2)}/${sha256.slice(2, 4)}/${sha256}`;

  async function size(sha256: string): Promise<number | null> {
    assertObjectKey(sha256);
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(sha256) }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async function spool(content: ObjectContent, maxBytes: number | undefined) {
    await mkdir(options.spoolDir, { recursive: true });
    const file = path.join(options.spoolDir, `${randomUUID()}.part`);
    const hash = createHash('sha256');
    let bytes = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        bytes += chunk.length;
        if (maxBytes !== undefined && bytes > maxBytes) {
          callback(new ObjectTooLargeError(maxBytes));
          return;
        }
        hash.update(chunk);
        callback(null, chunk);
      },
    });
    try {
      await pipeline(toReadable(content), measure, createWriteStream(file, { flags: 'wx' }));
    } catch (error) {
      await rm(file, { force: true });
      throw error;
    }
    const digest = hash.digest();
    return { file, size: bytes, sha256: digest.toString('hex'), checksum: digest.toString('base64') };
  }

  /** Written again: a copy onto itself renews LastModified, so a sweep after a crash spares it. */
  async function writtenAt(sha256: string): Promise<Date | null> {
    const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: keyOf(sha256), MaxKeys: 1 }));
    const object = page.Contents?.find((item) => item.Key === keyOf(sha256));
    return object?.LastModified ?? null;
  }

  async function copy(from: string, to: string) {
    await client.send(new CopyObjectCommand({ Bucket, Key: to, CopySource: `${Bucket}/${from}` }));
  }

  /**
   * Objects a sweep held when its process died go back into place (unless stored again since).
   * Putting back is always safe: at worst an unreferenced object waits for the next sweep.
   */
  async function restoreHeldObjects(): Promise<number> {
    const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: REMOVING_PREFIX }));
    let restored = 0;
    for (const object of page.Contents ?? []) {
      const sha256 = object.Key?.slice(REMOVING_PREFIX.length, REMOVING_PREFIX.length + 64) ?? '';
      if (!object.Key || !SHA256_PATTERN.test(sha256)) continue;
      if ((await size(sha256)) === null) await copy(object.Key, keyOf(sha256));
      await client.send(new DeleteObjectCommand({ Bucket, Key: object.Key }));
      restored += 1;
    }
    return restored;
  }

  async function touch(sha256: string) {
    await client.send(
      new CopyObjectCommand({
        Bucket,
        Key: keyOf(sha256),
        CopySource: `${Bucket}/${keyOf(sha256)}`,
        MetadataDirective: 'REPLACE',
        ContentType: 'application/octet-stream',
      }),
    );
  }

  return {
    name: 's3',
    size,

    async put(content, putOptions = {}) {
      const spooled = await spool(content, putOptions.maxBytes);
      try {
        if ((await size(spooled.sha256)) !== null) {
          await touch(spooled.sha256);
          return { sha256: spooled.sha256, size: spooled.size, created: false };
        }
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: keyOf(spooled.sha256),
            Body: createReadStream(spooled.file),
            ContentLength: spooled.size,
            ChecksumSHA256: spooled.checksum,
            ContentType: 'application/octet-stream',
          }),
        );
        return { sha256: spooled.sha256, size: spooled.size, created: true };
      } finally {
        await rm(spooled.file, { force: true });
      }
    },

    async getStream(sha256) {
      assertObjectKey(sha256);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(sha256) }));
        return object.Body as Readable;
      } catch (error) {
        if (isNotFound(error)) throw objectNotFound({ sha256 });
        throw error;
      }
    },

    async getBuffer(sha256) {
      const stream = await this.getStream(sha256);
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
      return Buffer.concat(chunks);
    },

    async delete(sha256) {
      assertObjectKey(sha256);
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(sha256) }));
    },

    /**
     * S3 has no rename: the object is copied under `removing/` and deleted before `keep()` is
     * asked, so a put from then on stores its own copy; a kept object is copied back unless such a
     * put did. The write time comes from a listing, which S3 gives in milliseconds (a HEAD answer
     * only in whole seconds).
     */
    async removeStale(sha256, writtenBefore, keep) {
      assertObjectKey(sha256);
      const written = await writtenAt(sha256);
      if (!written || written >= writtenBefore) return false;
      const held = `${REMOVING_PREFIX}${sha256}.${randomUUID()}`;
      await copy(keyOf(sha256), held);
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(sha256) }));
      let remove = false;
      try {
        remove = !(await keep());
      } finally {
        if (!remove && (await size(sha256)) === null) await copy(held, keyOf(sha256));
        await client.send(new DeleteObjectCommand({ Bucket, Key: held }));
      }
      return remove;
    },

    async *listObjects(writtenBefore) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: 'objects/', ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(object.Key.lastIndexOf('/') + 1) ?? '';
          if (SHA256_PATTERN.test(name) && object.LastModified && object.LastModified < writtenBefore)
            yield name;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
      await mkdir(options.spoolDir, { recursive: true });
    },

    async removeStaleTempFiles(olderThanMs = 60 * 60 * 1000) {
      const entries = await readdir(options.spoolDir).catch(() => [] as string[]);
      let removed = await restoreHeldObjects();
      for (const entry of entries) {
        const info = await stat(path.join(options.spoolDir, entry)).catch(() => null);
        if (info && Date.now() - info.mtimeMs >= olderThanMs) {
          await rm(path.join(options.spoolDir, entry), { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}
