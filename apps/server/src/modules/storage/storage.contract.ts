import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { StorageDriver } from './storage.types.js';

const sha256Of = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * The behaviour every storage driver must show. Each driver's test file calls this with a factory;
 * `afterFailedPut` lets a driver assert that nothing of a failed write is left where it keeps data.
 */
export function describeStorageContract(
  name: string,
  createDriver: () => Promise<StorageDriver>,
  afterFailedPut?: (driver: StorageDriver) => Promise<void>,
): void {
  describe(`storage contract: ${name}`, () => {
    it('stores bytes under their sha256 and reads them back', async () => {
      const driver = await createDriver();
      const data = Buffer.from('Rechnung 4711 über 119,00 EUR');
      const result = await driver.put(data);
      expect(result).toEqual({ sha256: sha256Of(data), size: data.length, created: true });
      expect(await driver.getBuffer(result.sha256)).toEqual(data);
      expect(await readAll(await driver.getStream(result.sha256))).toEqual(data);
      expect(await driver.size(result.sha256)).toBe(data.length);
    });

    it('keeps one copy of equal content', async () => {
      const driver = await createDriver();
      const data = Buffer.from('same bytes');
      const first = await driver.put(data);
      const second = await driver.put(Readable.from([Buffer.from('same '), Buffer.from('bytes')]));
      expect(second.sha256).toBe(first.sha256);
      expect(second.created).toBe(false);
    });

    it('streams large content without changing it', async () => {
      const driver = await createDriver();
      const chunk = Buffer.alloc(1024 * 1024, 7);
      const chunks = Array.from({ length: 12 }, (_, index) => Buffer.concat([chunk, Buffer.from([index])]));
      const whole = Buffer.concat(chunks);
      const result = await driver.put(Readable.from(chunks));
      expect(result.sha256).toBe(sha256Of(whole));
      expect(result.size).toBe(whole.length);
      expect(sha256Of(await readAll(await driver.getStream(result.sha256)))).toBe(result.sha256);
    });

    it('leaves nothing visible when the source fails mid-write', async () => {
      const driver = await createDriver();
      const partial = Buffer.from('first half of a document');
      async function* failing() {
        yield partial;
        throw new Error('connection reset');
      }
      await expect(driver.put(failing())).rejects.toThrow('connection reset');
      expect(await driver.size(sha256Of(partial))).toBeNull();
      await afterFailedPut?.(driver);
    });

    it('refuses content above the size limit and keeps nothing', async () => {
      const driver = await createDriver();
      const data = Buffer.alloc(5000, 1);
      await expect(driver.put(data, { maxBytes: 4096 })).rejects.toMatchObject({
        code: 'platform.payload_too_large',
      });
      expect(await driver.size(sha256Of(data))).toBeNull();
      await afterFailedPut?.(driver);
    });

    it('answers not found for unknown and malformed keys', async () => {
      const driver = await createDriver();
      await expect(driver.getBuffer('0'.repeat(64))).rejects.toMatchObject({
        code: 'storage.object_not_found',
      });
      await expect(driver.getStream('../../etc/passwd')).rejects.toMatchObject({
        code: 'storage.object_not_found',
      });
      expect(await driver.size('0'.repeat(64))).toBeNull();
    });

    it('handles concurrent puts of the same content', async () => {
      const driver = await createDriver();
      const data = Buffer.from('parallel upload');
      const results = await Promise.all(Array.from({ length: 8 }, () => driver.put(data)));
      expect(new Set(results.map((result) => result.sha256)).size).toBe(1);
      expect(await driver.getBuffer(sha256Of(data))).toEqual(data);
    });

    it('deletes an object', async () => {
      const driver = await createDriver();
      const { sha256 } = await driver.put(Buffer.from('to be removed'));
      await driver.delete(sha256);
      expect(await driver.size(sha256)).toBeNull();
      await driver.check();
    });

    it('removes a stale object nothing keeps, and keeps one that is referenced or written again', async () => {
      const driver = await createDriver();
      const stale = await driver.put(Buffer.from('liegen geblieben'));
      const referenced = await driver.put(Buffer.from('inzwischen verwiesen'));
      const rewritten = await driver.put(Buffer.from('wieder geschrieben'));
      await new Promise((resolve) => setTimeout(resolve, 20));
      const between = new Date();
      await new Promise((resolve) => setTimeout(resolve, 20));
      await driver.put(Buffer.from('wieder geschrieben'));
      expect(await driver.removeStale(stale.sha256, between, async () => false)).toBe(true);
      expect(await driver.removeStale(referenced.sha256, between, async () => true)).toBe(false);
      expect(await driver.removeStale(rewritten.sha256, between, async () => false)).toBe(false);
      expect(await driver.removeStale(stale.sha256, between, async () => false)).toBe(false);
      expect(await driver.size(stale.sha256)).toBeNull();
      expect(await driver.getBuffer(referenced.sha256)).toEqual(Buffer.from('inzwischen verwiesen'));
      expect(await driver.getBuffer(rewritten.sha256)).toEqual(Buffer.from('wieder geschrieben'));
    });

    it('keeps a stale object that a put of equal bytes stores again while the sweep removes it', async () => {
      const driver = await createDriver();
      const content = Buffer.from('Seite 1 eines abgebrochenen Imports');
      const { sha256 } = await driver.put(content);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const writtenBefore = new Date();
      await new Promise((resolve) => setTimeout(resolve, 20));
      // The retried job stores the page again between the sweep's listing and its last look at
      // the references, and records it only afterwards.
      let retried: { created: boolean } | null = null;
      const removed = await driver.removeStale(sha256, writtenBefore, async () => {
        retried = await driver.put(content);
        return false;
      });
      // The sweep dropped its copy; the put, which found none, stored its own.
      expect(removed).toBe(true);
      expect(retried).toMatchObject({ created: true });
      expect(await driver.getBuffer(sha256)).toEqual(content);
    });

    it('lists the objects written before a moment; storing equal bytes again counts as writing', async () => {
      const driver = await createDriver();
      const listed = async (before: Date) => {
        const names: string[] = [];
        for await (const sha256 of driver.listObjects(before)) names.push(sha256);
        return names;
      };
      const old = await driver.put(Buffer.from('alt'));
      const kept = await driver.put(Buffer.from('wieder geschrieben'));
      await new Promise((resolve) => setTimeout(resolve, 20));
      const between = new Date();
      await new Promise((resolve) => setTimeout(resolve, 20));
      await driver.put(Buffer.from('wieder geschrieben'));
      const fresh = await driver.put(Buffer.from('neu'));
      const before = await listed(between);
      expect(before).toContain(old.sha256);
      expect(before).not.toContain(kept.sha256);
      expect(before).not.toContain(fresh.sha256);
      expect(await listed(new Date(Date.now() + 1000))).toEqual(
        expect.arrayContaining([old.sha256, kept.sha256, fresh.sha256]),
      );
    });
  });
}
