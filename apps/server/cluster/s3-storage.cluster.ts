import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, expect, it } from 'vitest';
import { createS3StorageDriver } from '../src/modules/storage/s3.driver.js';
import { describeStorageContract } from '../src/modules/storage/storage.contract.js';
import type { StorageDriver } from '../src/modules/storage/storage.types.js';
import { clusterEnv } from './cluster-env.js';

const spoolDirs = new Map<StorageDriver, string>();
const createdSpoolDirs: string[] = [];

async function createSpoolDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'belegfluss-s3-spool-'));
  createdSpoolDirs.push(dir);
  return dir;
}

afterAll(async () => {
  await Promise.all(createdSpoolDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A driver on a new bucket of the test server, so every test starts empty. */
async function createDriver() {
  const s3 = clusterEnv().s3();
  const bucket = `contract-${randomUUID()}`;
  const admin = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
  await admin.send(new CreateBucketCommand({ Bucket: bucket }));
  const spoolDir = await createSpoolDir();
  const driver = createS3StorageDriver({ ...s3, bucket, forcePathStyle: true, spoolDir });
  spoolDirs.set(driver, spoolDir);
  return driver;
}

describeStorageContract('s3', createDriver, async (driver) => {
  expect(await readdir(spoolDirs.get(driver) as string)).toEqual([]);
});

it('refuses a bucket that does not exist when checked', async () => {
  const s3 = clusterEnv().s3();
  const spoolDir = await createSpoolDir();
  const driver = createS3StorageDriver({
    ...s3,
    bucket: `missing-${randomUUID()}`,
    forcePathStyle: true,
    spoolDir,
  });
  await expect(driver.check()).rejects.toThrow();
});

it('puts an object a sweep held when its process stopped back into place at the next start', async () => {
  const driver = await createDriver();
  const content = Buffer.from('vom Aufräumen gehalten');
  const { sha256 } = await driver.put(content);
  let holding!: () => void;
  const held = new Promise<void>((resolve) => (holding = resolve));
  // The sweep's process stops while it asks about references: its answer never comes.
  void driver.removeStale(sha256, new Date(Date.now() + 60_000), () => {
    holding();
    return new Promise<boolean>(() => undefined);
  });
  await held;
  expect(await driver.size(sha256)).toBeNull();
  await driver.removeStaleTempFiles();
  expect(await driver.getBuffer(sha256)).toEqual(content);
});
