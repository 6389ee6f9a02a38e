import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Tests against real servers the test script starts (`npm test -- cluster`): the storage contract
 * on an S3-compatible server and the built product on several processes over one PostgreSQL.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'cluster',
    environment: 'node',
    include: ['cluster/**/*.cluster.ts'],
    // Tests wait on states, not clocks: these ceilings only end a test that hangs.
    testTimeout: 900_000,
    hookTimeout: 900_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
