import type { Readable } from 'node:stream';

export type ObjectContent = Buffer | Uint8Array | Readable | AsyncIterable<Uint8Array>;

export type PutResult = { sha256: string; size: number; created: boolean };

/**
 * Content-addressed, immutable object storage. The key of an object is the sha256 of its bytes,
 * so storing the same bytes twice keeps one copy. A put is all or nothing: until it returns, no
 * reader sees the object, and a failed or interrupted put leaves nothing visible behind.
 */
export type StorageDriver = {
  readonly name: string;
  put: (content: ObjectContent, options?: { maxBytes?: number }) => Promise<PutResult>;
  getStream: (sha256: string) => Promise<Readable>;
  getBuffer: (sha256: string) => Promise<Buffer>;
  size: (sha256: string) => Promise<number | null>;
  delete: (sha256: string) => Promise<void>;
  /**
   * The objects last written before `writtenBefore` (storing equal bytes again counts as writing):
   * candidates for the sweep of objects nothing refers to after a crash.
   */
  listObjects: (writtenBefore: Date) => AsyncIterable<string>;
  /**
   * The sweep's removal of an object it found unreferenced: removes it unless it was written (again)
   * since `writtenBefore` or `keep()` says it is referenced now. A put of equal bytes racing the
   * removal must not end with the put's caller referencing a removed object, so where the driver
   * can, the object is first taken out of reach of puts and `keep()` is asked after that. Answers
   * whether it was removed.
   */
  removeStale: (sha256: string, writtenBefore: Date, keep: () => Promise<boolean>) => Promise<boolean>;
  /** Throws when the storage cannot be written; used by /api/health. */
  check: () => Promise<void>;
};

export const SHA256_PATTERN = /^[0-9a-f]{64}$/;
