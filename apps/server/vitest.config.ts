import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'conformance/**/*.test.ts', 'resilience/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Tests wait on states, not clocks: these ceilings only end a test that hangs.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    pool: 'forks',
  },
});
