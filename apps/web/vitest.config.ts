import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Tests wait on states, not clocks: these ceilings only end a test that hangs.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
