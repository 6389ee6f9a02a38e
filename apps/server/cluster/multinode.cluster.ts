import { randomUUID } from 'node:crypto';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MessageType, type AppMessage, type DocumentDetail } from '@belegfluss/shared';
import { multipart, scanPng } from '../src/modules/capture/test/capture-fixtures.js';
import { clusterEnv } from './cluster-env.js';
import { startProductProcess, stopProductProcess, until, type ProductProcess } from './product-processes.js';

/**
 * Two web and two worker processes of the built product on one PostgreSQL server and one S3
 * bucket, as in README "Running on several machines": an upload through web A is read by the
 * workers, one of which is killed mid-job; the result is read through web B, and a long poll held
 * at B hears a message sent through A.
 */
let admin: pg.Client;
let database: pg.Client;
let databaseUrl: string;
const processes: ProductProcess[] = [];

beforeAll(async () => {
  const env = clusterEnv();
  const serverUrl = new URL(env.databaseUrl());
  admin = new pg.Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  const name = `cluster_${process.pid}`;
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  serverUrl.pathname = `/${name}`;
  databaseUrl = serverUrl.toString();
  database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();

  const s3 = env.s3();
  const bucket = `cluster-${randomUUID()}`;
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  const shared = {
    DATABASE_URL: databaseUrl,
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: s3.region,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    OCR_CONCURRENCY: '1',
    JOB_CONCURRENCY: '1',
    JOB_HEARTBEAT_TIMEOUT_SECONDS: '6',
  };
  // Web A migrates and seeds the empty database; the others find it ready.
  processes.push(await startProductProcess('web-a', 'web', shared));
  processes.push(
    ...(await Promise.all([
      startProductProcess('web-b', 'web', shared),
      startProductProcess('worker-1', 'worker', shared),
      startProductProcess('worker-2', 'worker', shared),
    ])),
  );
  await until(
    'two workers to report',
    async () => (await database.query(`SELECT count(*)::int AS n FROM job_worker`)).rows[0].n >= 2,
    processes,
  );
});

afterAll(async () => {
  await Promise.all(processes.map(stopProductProcess));
  await database?.end();
  await admin?.query(`DROP DATABASE IF EXISTS cluster_${process.pid} WITH (FORCE)`);
  await admin?.end();
});

const [webA, webB, workers] = [() => processes[0]!, () => processes[1]!, () => processes.slice(2)];

async function call<T>(
  node: ProductProcess,
  pathAndQuery: string,
  init: RequestInit & { token?: string } = {},
) {
  const response = await fetch(`${node.baseUrl}${pathAndQuery}`, {
    ...init,
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body && !(init.body instanceof Uint8Array) ? { 'content-type': 'application/json' } : {}),
      ...(init.headers as Record<string, string> | undefined),
    },
  });
  const text = await response.text();
  if (!response.ok && response.status !== 204) throw new Error(`${pathAndQuery}: ${response.status} ${text}`);
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

async function signIn(node: ProductProcess) {
  const response = await fetch(`${node.baseUrl}/Token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: 'erfasser', password: 'Erfasser-2026' }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Four scanned pages: enough OCR work that a worker can be stopped in the middle of it. */
async function scannedTiff(pages: number): Promise<Buffer> {
  const page = await sharp(await scanPng())
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = page.info;
  return sharp(Buffer.concat(Array.from({ length: pages }, () => page.data)), {
    raw: { width, height: height * pages, channels: 1, pageHeight: height },
  })
    .threshold(128)
    .toColourspace('b-w')
    .tiff({ compression: 'ccittfax4', bitdepth: 1 })
    .toBuffer();
}

type JobRow = { id: string; kind: string; state: string; attempts: number; worker_id: string | null };

async function jobsOfStack(stackId: string): Promise<JobRow[]> {
  const { rows } = await database.query<JobRow>(
    `SELECT id, kind, state, attempts, worker_id FROM job WHERE payload ->> 'stackId' = $1 ORDER BY created_at`,
    [stackId],
  );
  return rows;
}

it('works as one product on two web and two worker processes, and loses no job when a worker dies', async () => {
  const token = await signIn(webA());
  const { rows } = await database.query(`SELECT id FROM mandant WHERE mandnr = 10001`);
  const mandantId = rows[0].id as string;

  // A long poll held at B hears what is sent through A (and what the workers send).
  const first = await call<{ messageUID: string }>(webA(), '/api/msg/AppInstance/SendMessage', {
    method: 'PUT',
    token,
    body: JSON.stringify({
      messageInfo: {
        instanceType: 'UD',
        senderUID: 'window-a',
        messageType: MessageType.mandantSelectionChanged,
      },
      customData: { mandantId },
    }),
  });
  const held = call<AppMessage>(
    webB(),
    `/api/msg/AppInstance/ListenMessages?lastMsgUID=${first.body.messageUID}&waitSeconds=55`,
    { token },
  );
  const sent = await call<{ messageUID: string }>(webA(), '/api/msg/AppInstance/SendMessage', {
    method: 'PUT',
    token,
    body: JSON.stringify({
      messageInfo: {
        instanceType: 'UD',
        senderUID: 'window-a',
        messageType: MessageType.documentSelectionChanged,
      },
      customData: { mandantId, documentUID: 'selected-at-a' },
    }),
  });
  const heard = await held;
  expect(heard.status).toBe(200);
  expect(heard.body.messageInfo.messageUID).toBe(sent.body.messageUID);
  expect(heard.body.customData.documentUID).toBe('selected-at-a');

  const stack = await call<{ id: string }>(webA(), '/api/cap/stack/create', {
    method: 'POST',
    token,
    body: JSON.stringify({
      mandantId,
      name: `Cluster ${randomUUID().slice(0, 8)}`,
      autoJobs: ['ocr', 'extraction'],
    }),
  });
  const form = multipart([{ name: 'scan.tif', content: await scannedTiff(4) }]);
  await call(webA(), `/api/job/main/addfilestostack?mandantId=${mandantId}&stackId=${stack.body.id}`, {
    method: 'POST',
    token,
    body: form.payload,
    headers: form.headers,
  });

  // Kill the worker that runs the OCR job while it runs.
  const ocrRunning = await until(
    'the OCR job to run',
    async () =>
      (await jobsOfStack(stack.body.id)).find(
        (job) => job.kind === 'capture.ocr' && job.state === 'in_progress',
      ),
    processes,
  );
  const victim = workers().find((worker) => ocrRunning.worker_id?.includes(`-${worker.child.pid}-`));
  expect(victim, `a worker process runs ${ocrRunning.worker_id}`).toBeDefined();
  victim!.child.kill('SIGKILL');
  const survivor = workers().find((worker) => worker !== victim)!;

  const settled = await until(
    'OCR and extraction to finish',
    async () => {
      const jobs = await jobsOfStack(stack.body.id);
      const open = jobs.some((job) => !['finished', 'faulty', 'canceled'].includes(job.state));
      return jobs.some((job) => job.kind === 'capture.extraction') && !open ? jobs : null;
    },
    [webA(), webB(), survivor],
  );
  expect(settled.map((job) => [job.kind, job.state])).toEqual([
    ['capture.import', 'finished'],
    ['capture.ocr', 'finished'],
    ['capture.extraction', 'finished'],
  ]);
  const ocr = settled.find((job) => job.kind === 'capture.ocr')!;
  expect(ocr.id).toBe(ocrRunning.id);
  expect(ocr.attempts).toBe(2);
  expect(ocr.worker_id).toContain(`-${survivor.child.pid}-`);

  // Nothing lost, nothing twice: one document, four pages, each read once.
  const documents = await database.query(`SELECT id FROM cap_document WHERE stack_id = $1`, [stack.body.id]);
  expect(documents.rows).toHaveLength(1);
  const documentId = documents.rows[0].id as string;
  const pages = await database.query(
    `SELECT text_source, text FROM cap_page WHERE document_id = $1 ORDER BY position`,
    [documentId],
  );
  expect(pages.rows).toHaveLength(4);
  for (const page of pages.rows) {
    expect(page.text_source).toBe('ocr');
    expect(page.text).toContain('Gesamtbetrag');
  }

  // The result, read through the other web process, from the shared database and bucket.
  const detail = await call<DocumentDetail>(
    webB(),
    `/api/cap/CapIndex/GetIndexData?mandantId=${mandantId}&documentId=${documentId}`,
    { token },
  );
  expect(detail.body.index.some((value) => value.source === 'extraction')).toBe(true);
  const original = await fetch(
    `${webB().baseUrl}/api/cap/CapDocViewer/StreamDocItem?mandantId=${mandantId}&documentId=${documentId}`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
  expect(original.status).toBe(200);
  expect(
    Buffer.from(await original.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // The workers told the uploader: the text arrived, heard at B after the messages above.
  let last = sent.body.messageUID;
  const types: number[] = [];
  while (!types.includes(MessageType.ocrTextReceived)) {
    const next = await call<AppMessage>(webB(), `/api/msg/AppInstance/ListenMessages?lastMsgUID=${last}`, {
      token,
    });
    expect(next.status).toBe(200);
    types.push(next.body.messageInfo.messageType);
    last = next.body.messageInfo.messageUID;
  }
  expect(types).toContain(MessageType.stackChanged);
});
