import { defineConfig } from 'vitest/config';

/** End-to-end tests: the built server and web client, driven in Chromium. Run after `npm run build`. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    // Tests wait on states, not clocks: these ceilings only end a test that hangs.
    testTimeout: 1_800_000,
    hookTimeout: 600_000,
    expect: { poll: { timeout: 600_000 } },
    fileParallelism: false,
  },
});
