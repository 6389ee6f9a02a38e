// Issue 11, item 5: a pixel bomb and a PDF of 1.5 M objects while another user lists stacks; the
// server's memory with its helper processes and that user's p95 beside its quiet value.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assertBuilt, startServer } from './bench-utils.js';
import { runBombBench } from './capture-bombs.js';
import { createCaptureBenchClient } from './capture-client.js';

assertBuilt();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'belegfluss-bench-bombs-'));
const server = await startServer({ DATA_DIR: dataDir, ACCESS_TOKEN_TTL_SECONDS: '86400' });

try {
  const { api, mandantId, createStack, upload, jobsOf, waitIdle } = await createCaptureBenchClient(
    server.baseUrl,
  );
  await runBombBench({
    pid: server.process.pid as number,
    otherUserCall: async () => {
      await api(`/api/cap/stack/list?mandantId=${mandantId}`);
    },
    importFile: async (name, content) => {
      const stack = await createStack(`Bench ${name}`);
      const [jobId] = await upload(stack.id, [{ name, content }]);
      await waitIdle(stack.id);
      const job = (await jobsOf(stack.id)).find((candidate) => candidate.id === jobId);
      return { state: job?.state ?? 'missing', errorCode: job?.errorCode ?? null };
    },
  });
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
