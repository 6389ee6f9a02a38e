import path from 'node:path';
import type { Config } from '../../kernel/config.js';
import { createFsStorageDriver } from './fs.driver.js';

/** The storage driver the configuration names; new drivers (S3-compatible) are added here. */
export function createStorageDriver(config: Pick<Config, 'storageDriver' | 'storageDir' | 'dataDir'>) {
  switch (config.storageDriver) {
    case 'fs':
      return createFsStorageDriver(config.storageDir ?? path.join(config.dataDir, 'objects'));
  }
}
