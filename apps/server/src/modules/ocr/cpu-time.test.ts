import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { processCpuMs } from './cpu-time.js';

describe('processCpuMs', () => {
  it('reads the CPU time a computing process has used so far', async () => {
    const child = spawn('sh', ['-c', 'while :; do :; done']);
    try {
      const pid = child.pid as number;
      await expect
        .poll(async () => (await processCpuMs(pid)) ?? 0, { timeout: 300_000 })
        .toBeGreaterThan(200);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('answers null for a process that does not exist', async () => {
    expect(await processCpuMs(2 ** 22 + 12345)).toBeNull();
  });
});
