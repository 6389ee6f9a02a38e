import { closeSync, fsyncSync, openSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';

/**
 * Directories whose entries changed when `newEntry` appeared: its own directory, and when `mkdir`
 * created directories on the way (`firstCreated`, as `mkdir(..., { recursive: true })` answers), the
 * parent of each created directory. A rename or create is only durable once these are fsynced.
 */
export function directoriesToSync(newEntry: string, firstCreated: string | undefined): string[] {
  const directories = [path.dirname(newEntry)];
  if (firstCreated === undefined) return directories;
  const stop = path.dirname(firstCreated);
  for (let dir = path.dirname(newEntry); dir !== stop && dir !== path.dirname(dir);) {
    dir = path.dirname(dir);
    directories.unshift(dir);
  }
  return directories;
}

/** fsync on a directory: makes the names created or renamed in it survive a power loss. */
export async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export function syncDirectorySync(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
