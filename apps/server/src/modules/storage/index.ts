// Public port of the storage module: the only file other modules and the composition root import.
export { createMemoryStorageDriver } from './memory.driver.js';
export { ObjectTooLargeError } from './storage.errors.js';
export { type PutResult, type StorageDriver } from './storage.types.js';
export { createStorageDriver } from './storage.js';
