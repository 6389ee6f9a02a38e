import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { defineJob, PermanentJobError } from '../../kernel/jobs.js';
import { createJobService } from './jobs.service.js';

const attemptsSeen = new Map<string, number>();
const givenUp: { key: string; state: string }[] = [];

const testJobs = [
  defineJob({
    kind: 'test.count',
    payloadSchema: z.object({ steps: z.number().int() }),
    async handler({ payload, reportProgress }) {
      for (let step = 1; step <= payload.steps; step += 1)
        await reportProgress((step / payload.steps) * 100, `Schritt ${step}`);
      return { counted: payload.steps };
    },
  }),
  defineJob({
    kind: 'test.flaky',
    payloadSchema: z.object({ key: z.string(), failTimes: z.number().int() }),
    async handler({ payload, attempt }) {
      attemptsSeen.set(payload.key, attempt);
      if (attempt <= payload.failTimes) throw new Error(`temporary failure ${attempt}`);
      return { attempt };
    },
  }),
  defineJob({
    kind: 'test.corrupt',
    payloadSchema: z.object({ fixed: z.boolean() }),
    async handler({ payload }) {
      if (!payload.fixed) throw new PermanentJobError('capture.file_corrupt', 'Die Datei ist beschädigt.');
      return { ok: true };
    },
  }),
  defineJob({
    kind: 'test.endless',
    payloadSchema: z.object({}),
    async handler({ reportProgress }) {
      for (let tick = 0; ; tick += 1) {
        await reportProgress(tick % 100);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  }),
  defineJob({
    kind: 'test.cleanup',
    payloadSchema: z.object({ key: z.string(), fail: z.boolean() }),
    async handler({ payload, reportProgress }) {
      if (payload.fail) throw new PermanentJobError('capture.file_corrupt', 'Die Datei ist beschädigt.');
      for (;;) {
        await reportProgress(1);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async onGivenUp({ payload, state }) {
      givenUp.push({ key: payload.key, state });
    },
  }),
  defineJob({
    kind: 'test.own-slots',
    payloadSchema: z.object({}),
    slots: 'own',
    concurrency: 1,
    handler: async () => ({ ran: true }),
  }),
];

let t: TestApp;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp({ jobs: 'work', jobDefinitions: testJobs });
  adminId = (await t.deps.tenancy.findUserByLogin('admin'))!.id;
});
afterAll(async () => t.close());

const context = () => ({ mandantId: null, createdBy: adminId });

describe('job service', () => {
  it('runs a job, records its progress and result, and shows it to its creator only', async () => {
    const job = await t.deps.jobs.enqueue('test.count', { steps: 4 }, context());
    expect(job.state).toBe('waiting');
    const done = await t.deps.jobs.waitForJob(job.id);
    expect(done).toMatchObject({
      state: 'finished',
      progress: 100,
      progressText: 'Schritt 4',
      attempts: 1,
      result: { counted: 4 },
    });

    const admin = await t.login('admin');
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/job/jobs/${job.id}`,
      headers: { authorization: admin },
    });
    expect(seen.json()).toMatchObject({ id: job.id, state: 'finished' });
    const other = await t.login('freigeber');
    const hidden = await t.app.inject({
      method: 'GET',
      url: `/api/job/jobs/${job.id}`,
      headers: { authorization: other },
    });
    expect(hidden.statusCode).toBe(403);
  });

  it("keeps a colleague of the job's Mandant out: no reading, resending or cancelling through these calls", async () => {
    const [mandant] = (await t.deps.database.execute(`SELECT id FROM mandant WHERE mandnr = 10001`)).rows;
    const job = await t.deps.jobs.enqueue(
      'test.corrupt',
      { fixed: false },
      { mandantId: String(mandant?.id), createdBy: adminId },
    );
    expect((await t.deps.jobs.waitForJob(job.id)).state).toBe('faulty');
    // The Mandant user of 10001 has access to the Mandant, but not to capture's jobs.
    const colleague = await t.login('mandant');
    for (const [method, url] of [
      ['GET', `/api/job/jobs/${job.id}`],
      ['POST', `/api/job/jobs/${job.id}/resend`],
      ['POST', `/api/job/jobs/${job.id}/abort`],
    ] as const) {
      const answer = await t.app.inject({ method, url, headers: { authorization: colleague } });
      expect(answer.statusCode, url).toBe(403);
    }
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/job/jobs',
      headers: { authorization: colleague },
    });
    expect(list.json().map((entry: { id: string }) => entry.id)).not.toContain(job.id);
    expect((await t.deps.jobs.get(job.id)).state).toBe('faulty');
    const admin = await t.login('admin');
    const adminList = await t.app.inject({
      method: 'GET',
      url: '/api/job/jobs',
      headers: { authorization: admin },
    });
    expect(adminList.json().map((entry: { id: string }) => entry.id)).toContain(job.id);
  });

  it('tells its listeners once about a worker that ended without signing off', async () => {
    await t.deps.database.execute(
      `INSERT INTO job_worker (id, host, pid, heartbeat_at) VALUES ('abgestuerzt', 'anderswo', 1, now() - interval '5 minutes')`,
    );
    const startedAt = Date.now();
    const told: Date[] = [];
    const survivor = createJobService({ database: t.deps.database, logger: t.deps.logger, concurrency: 1 });
    survivor.onWorkerLost(async ({ writtenBefore }) => {
      told.push(writtenBefore);
    });
    await survivor.start({ work: true });
    await survivor.stop();
    const again = createJobService({ database: t.deps.database, logger: t.deps.logger, concurrency: 1 });
    again.onWorkerLost(async ({ writtenBefore }) => {
      told.push(writtenBefore);
    });
    await again.start({ work: true });
    await again.stop();
    expect(told).toHaveLength(1);
    // What the lost worker wrote lies before the moment given: before this start at the latest.
    expect(told[0]!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(told[0]!.getTime()).toBeGreaterThan(startedAt - 60_000);
    const { rows } = await t.deps.database.execute(`SELECT id FROM job_worker WHERE id = 'abgestuerzt'`);
    expect(rows).toEqual([]);
  });

  it('refuses a payload that does not fit the definition', async () => {
    await expect(t.deps.jobs.enqueue('test.count', { steps: 'many' }, context())).rejects.toThrow();
  });

  it('tries a failing job again until it succeeds', async () => {
    const job = await t.deps.jobs.enqueue('test.flaky', { key: 'a', failTimes: 2 }, context());
    const done = await t.deps.jobs.waitForJob(job.id);
    expect(done).toMatchObject({ state: 'finished', attempts: 3, result: { attempt: 3 } });
  });

  it('marks a job faulty with its error after the last attempt', async () => {
    const job = await t.deps.jobs.enqueue('test.flaky', { key: 'b', failTimes: 5 }, context());
    const done = await t.deps.jobs.waitForJob(job.id);
    expect(done).toMatchObject({
      state: 'faulty',
      attempts: 3,
      errorCode: 'platform.internal',
      errorText: 'temporary failure 3',
    });
  });

  it('does not retry a permanent failure, and a resend runs it again', async () => {
    const job = await t.deps.jobs.enqueue('test.corrupt', { fixed: false }, context());
    const failed = await t.deps.jobs.waitForJob(job.id);
    expect(failed).toMatchObject({
      state: 'faulty',
      attempts: 1,
      errorCode: 'capture.file_corrupt',
      errorText: 'Die Datei ist beschädigt.',
    });

    const authorization = await t.login('admin');
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/job/jobs/${job.id}/resend`,
      headers: { authorization },
    });
    expect(resent.json()).toMatchObject({ state: 'reinitialised', attempts: 0, errorCode: null });
    expect((await t.deps.jobs.waitForJob(job.id)).state).toBe('faulty');
  });

  it('refuses to resend a job that is still running, and cancels it on request', async () => {
    const job = await t.deps.jobs.enqueue('test.endless', {}, context());
    await expect.poll(async () => (await t.deps.jobs.get(job.id)).state).toBe('in_progress');
    const authorization = await t.login('admin');
    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/job/jobs/${job.id}/resend`,
      headers: { authorization },
    });
    expect(resend.statusCode).toBe(409);
    expect(resend.json().error.message).toMatch(/nicht abgeschlossen/);
    const abort = await t.app.inject({
      method: 'POST',
      url: `/api/job/jobs/${job.id}/abort`,
      headers: { authorization },
    });
    expect(abort.json().state).toBe('canceled');
    expect((await t.deps.jobs.waitForJob(job.id)).state).toBe('canceled');
  });
});

describe('giving up', () => {
  it('lets a job clean up once it is faulty for good or canceled, not after each attempt', async () => {
    const faulty = await t.deps.jobs.enqueue('test.cleanup', { key: 'kaputt', fail: true }, context());
    expect((await t.deps.jobs.waitForJob(faulty.id)).state).toBe('faulty');
    const running = await t.deps.jobs.enqueue('test.cleanup', { key: 'abgebrochen', fail: false }, context());
    await expect.poll(async () => (await t.deps.jobs.get(running.id)).state).toBe('in_progress');
    await t.deps.jobs.cancel(running.id);
    await expect.poll(() => givenUp.length).toBe(2);
    expect(givenUp).toEqual([
      { key: 'kaputt', state: 'faulty' },
      { key: 'abgebrochen', state: 'canceled' },
    ]);
  });
});

describe('job slots', () => {
  it('runs a job with its own slots while every shared slot is busy', async () => {
    const { jobConcurrency } = t.deps.config;
    const busy = await Promise.all(
      Array.from({ length: jobConcurrency }, () => t.deps.jobs.enqueue('test.endless', {}, context())),
    );
    for (const job of busy)
      await expect.poll(async () => (await t.deps.jobs.get(job.id)).state).toBe('in_progress');
    const own = await t.deps.jobs.enqueue('test.own-slots', {}, context());
    expect((await t.deps.jobs.waitForJob(own.id)).state).toBe('finished');
    for (const job of busy) {
      expect((await t.deps.jobs.get(job.id)).state).toBe('in_progress');
      await t.deps.jobs.cancel(job.id);
    }
  });
});

describe('recovery after a crash', () => {
  it('picks up a job a dead worker left running, and one that never reached the queue', async () => {
    await t.deps.jobs.stop();
    const interrupted = await t.deps.jobs.enqueue('test.count', { steps: 2 }, context()).catch(() => null);
    expect(interrupted).toBeNull(); // without a queue connection nothing can be sent

    const [orphan] = (
      await t.deps.database.execute(
        `INSERT INTO job (kind, state, payload, created_by, attempts, worker_id, heartbeat_at, started_at)
         VALUES ('test.count', 'in_progress', '{"steps": 3}', $1, 1, 'crashed-host-1', now() - interval '10 minutes', now() - interval '10 minutes')
         RETURNING id`,
        [adminId],
      )
    ).rows;
    const [unqueued] = (
      await t.deps.database.execute(
        `INSERT INTO job (kind, state, payload, created_by, created_at)
         VALUES ('test.count', 'created', '{"steps": 1}', $1, now() - interval '5 minutes') RETURNING id`,
        [adminId],
      )
    ).rows;

    await t.deps.jobs.start({ work: true });
    const recovered = await t.deps.jobs.waitForJob(String(orphan?.id));
    expect(recovered).toMatchObject({ state: 'finished', attempts: 2, result: { counted: 3 } });
    expect((await t.deps.jobs.waitForJob(String(unqueued?.id))).state).toBe('finished');
  });

  it('sends a job again whose queue message a lost worker had fetched but not claimed', async () => {
    await t.deps.jobs.stop();
    const messageId = '5f0c7a4e-2b1d-4c9a-9e7f-0a1b2c3d4e5f';
    const [stranded] = (
      await t.deps.database.execute(
        `INSERT INTO job (kind, state, payload, created_by, queue_job_id)
         VALUES ('test.count', 'waiting', '{"steps": 1}', $1, $2) RETURNING id`,
        [adminId, messageId],
      )
    ).rows;
    // The killed process had fetched the message (active in the queue) before claiming the job.
    await t.deps.database.execute(
      `INSERT INTO pgboss.job (id, name, data, state, started_on)
       VALUES ($1, 'test.count', jsonb_build_object('jobId', $2::text), 'active', now() - interval '5 minutes')`,
      [messageId, String(stranded?.id)],
    );
    await t.deps.database.execute(
      `INSERT INTO job_worker (id, host, pid, heartbeat_at) VALUES ('beim-abholen-gestorben', 'anderswo', 1, now() - interval '5 minutes')`,
    );
    await t.deps.jobs.start({ work: true });
    const recovered = await t.deps.jobs.waitForJob(String(stranded?.id));
    expect(recovered).toMatchObject({ state: 'finished', attempts: 1, result: { counted: 1 } });
  });

  it('says "Keine Verbindung zum Job-Server!" when no worker is alive', async () => {
    await t.deps.jobs.stop();
    await t.deps.db.execute(sql`DELETE FROM job_worker`);
    await t.deps.jobs.start({ work: false });
    await expect(t.deps.jobs.assertWorkersAvailable()).rejects.toMatchObject({
      code: 'jobs.server_unavailable',
    });
    await t.deps.jobs.stop();
    await t.deps.jobs.start({ work: true });
    await expect(t.deps.jobs.assertWorkersAvailable()).resolves.toBeUndefined();
  });
});
