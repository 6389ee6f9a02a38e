import { describe, expect, it } from 'vitest';
import { createToolHostClient } from './tool-host.client.js';

const request = { file: 'sh', argv: ['-c', 'echo $PPID'], timeoutMs: 5000, maxOutputBytes: 1024 };

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Waits, without a clock of its own, until the process has ended; the test's ceiling stops a hang. */
async function waitUntilGone(pid: number): Promise<void> {
  while (isAlive(pid)) await new Promise((resolve) => setTimeout(resolve, 50));
}

async function hostPid(client: ReturnType<typeof createToolHostClient>): Promise<number> {
  const outcome = await client.run(request);
  if (!outcome.ok) throw new Error(outcome.stderr);
  return Number(Buffer.from(outcome.stdout).toString());
}

describe('tool host client', () => {
  it('keeps one host for runs close together and ends it after a quiet spell', async () => {
    const client = createToolHostClient({ idleMs: 300 });
    const first = await hostPid(client);
    expect(await hostPid(client)).toBe(first);
    expect(isAlive(first)).toBe(true);
    await waitUntilGone(first);
    expect(isAlive(first)).toBe(false);
    const next = await hostPid(client);
    expect(next).not.toBe(first);
    expect(next).not.toBe(process.pid);
  });

  it('passes an abort on to the host, which kills the tool', async () => {
    const client = createToolHostClient();
    const controller = new AbortController();
    const running = client.run({ ...request, argv: ['-c', 'sleep 5'] }, controller.signal);
    setTimeout(() => controller.abort(), 100);
    expect(await running).toMatchObject({ ok: false, kind: 'aborted' });
  });
});
