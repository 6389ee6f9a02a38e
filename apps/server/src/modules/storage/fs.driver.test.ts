import { mkdtemp, readdir, rename, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { createFsStorageDriver } from './fs.driver.js';
import { describeStorageContract } from './storage.contract.js';

const roots = new Map<object, string>();

describeStorageContract(
  'fs',
  async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'belegfluss-storage-'));
    const driver = createFsStorageDriver(root);
    roots.set(driver, root);
    return driver;
  },
  async (driver) => {
    const root = roots.get(driver) as string;
    expect(await readdir(path.join(root, 'tmp'))).toEqual([]);
  },
);

it('stores objects read-only and clears temp files a crash left behind', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'belegfluss-storage-'));
  const driver = createFsStorageDriver(root);
  const { sha256 } = await driver.put(Buffer.from('original'));
  const info = await stat(path.join(root, 'objects', sha256.slice(0, 2), sha256.slice(2, 4), sha256));
  expect(info.mode & 0o222).toBe(0);

  const stale = path.join(root, 'tmp', 'crashed.part');
  await writeFile(stale, 'half');
  const anHourAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
  await utimes(stale, anHourAgo, anHourAgo);
  await writeFile(path.join(root, 'tmp', 'in-flight.part'), 'current');
  expect(await driver.removeStaleTempFiles()).toBe(1);
  expect(await readdir(path.join(root, 'tmp'))).toEqual(['in-flight.part']);
});

it('puts an object back that a sweep was removing when the process died', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'belegfluss-storage-'));
  const driver = createFsStorageDriver(root);
  const content = Buffer.from('verwiesen, als der Prozess starb');
  const { sha256 } = await driver.put(content);
  const objectFile = path.join(root, 'objects', sha256.slice(0, 2), sha256.slice(2, 4), sha256);
  // The sweep had taken it out of place and was still asking for references.
  await rename(objectFile, path.join(root, 'tmp', `${sha256}.4c1b.removing`));
  expect(await driver.size(sha256)).toBeNull();
  await driver.removeStaleTempFiles();
  expect(await driver.getBuffer(sha256)).toEqual(content);
  expect(await readdir(path.join(root, 'tmp'))).toEqual([]);
});

it('fsyncs the directories a put changed after the rename', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'belegfluss-storage-'));
  const synced: string[] = [];
  const driver = createFsStorageDriver(root, {
    syncDirectory: async (dir) => {
      synced.push(dir);
    },
  });
  const { sha256 } = await driver.put(Buffer.from('first'));
  const objects = path.join(root, 'objects');
  const shard = path.join(objects, sha256.slice(0, 2), sha256.slice(2, 4));
  // The first put creates objects/ab/cd: each new name is synced into its parent.
  expect(synced).toEqual([root, objects, path.dirname(shard), shard]);
  synced.length = 0;
  await driver.put(Buffer.from('first'));
  expect(synced).toEqual([]);
});
