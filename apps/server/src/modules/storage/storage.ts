import path from 'node:path';
import type { Config } from '../../kernel/config.js';
import { createFsStorageDriver } from './fs.driver.js';
import { createS3StorageDriver } from './s3.driver.js';

type StorageConfig = Pick<
  Config,
  | 'storageDriver'
  | 'storageDir'
  | 'dataDir'
  | 's3Endpoint'
  | 's3Region'
  | 's3Bucket'
  | 's3AccessKeyId'
  | 's3SecretAccessKey'
  | 's3ForcePathStyle'
>;

/** The storage driver the configuration names: a local directory, or an S3-compatible bucket. */
export function createStorageDriver(config: StorageConfig) {
  switch (config.storageDriver) {
    case 'fs':
      return createFsStorageDriver(config.storageDir ?? path.join(config.dataDir, 'objects'));
    case 's3':
      return createS3StorageDriver({
        endpoint: config.s3Endpoint,
        region: config.s3Region,
        bucket: config.s3Bucket as string,
        accessKeyId: config.s3AccessKeyId,
        secretAccessKey: config.s3SecretAccessKey,
        forcePathStyle: config.s3ForcePathStyle,
        spoolDir: path.join(config.dataDir, 'spool'),
      });
  }
}
