import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { directoriesToSync, syncDirectory, syncDirectorySync } from './durable-fs.js';

describe('directoriesToSync', () => {
  it('names the directory of the new entry when no directory was created', () => {
    expect(directoriesToSync('/data/objects/ab/cd/abcd', undefined)).toEqual(['/data/objects/ab/cd']);
  });

  it('adds the parent of every directory mkdir created on the way', () => {
    expect(directoriesToSync('/data/objects/ab/cd/abcd', '/data/objects/ab')).toEqual([
      '/data/objects',
      '/data/objects/ab',
      '/data/objects/ab/cd',
    ]);
    expect(directoriesToSync('/data/db', '/data/db')).toEqual(['/data']);
  });

  it('fsyncs a real directory', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'belegfluss-sync-'));
    await expect(syncDirectory(dir)).resolves.toBeUndefined();
    expect(() => syncDirectorySync(dir)).not.toThrow();
  });
});
