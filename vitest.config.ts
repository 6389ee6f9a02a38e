import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
    // Vitest's default on two cores is one worker; many server tests wait on OCR and PDF tools in
    // child processes, so a second worker uses the core those waits leave idle.
    maxWorkers: 2,
  },
});
