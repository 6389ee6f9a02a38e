import { AppError, createErrorFactory } from '../../kernel/errors.js';
import { SHA256_PATTERN } from './storage.types.js';

export const objectNotFound = createErrorFactory('storage.object_not_found');

export class ObjectTooLargeError extends AppError {
  constructor(maxBytes: number) {
    super('platform.payload_too_large', 413, { maxBytes });
  }
}

export function assertObjectKey(sha256: string): void {
  // Keys reach the file system, so anything but a hash is refused before it becomes a path.
  if (!SHA256_PATTERN.test(sha256)) throw objectNotFound({ sha256 });
}
