import { createMemoryStorageDriver } from './memory.driver.js';
import { describeStorageContract } from './storage.contract.js';

describeStorageContract('memory', async () => createMemoryStorageDriver());
