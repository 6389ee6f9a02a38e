import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { invoicePdf, sampleInvoice, scanPng, textPdf } from '../src/modules/capture/test/capture-fixtures.js';
import { assertBuilt, login, median, percentile, report, startServer } from './bench-utils.js';

assertBuilt();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'belegfluss-bench-capture-'));
const server = await startServer({ DATA_DIR: dataDir });

try {
  const headers = { authorization: `Bearer ${await login(server.baseUrl, 'admin', 'Admin-2026')}` };
  const api = async <T>(url: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${server.baseUrl}${url}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const me = await api<{ mandanten: { id: string; mandnr: number }[] }>('/api/auth/me');
  const mandantId = (me.mandanten.find((mandant) => mandant.mandnr === 10001) ?? me.mandanten[0])
    ?.id as string;
  const createStack = (name: string, autoJobs: string[] = []) =>
    api<{ id: string }>('/api/cap/stack/create', { mandantId, name, autoJobs });
  const upload = async (stackId: string, files: { name: string; content: Buffer }[]) => {
    const form = new FormData();
    for (const file of files) form.append('files', new Blob([file.content]), file.name);
    const response = await fetch(
      `${server.baseUrl}/api/job/main/addfilestostack?mandantId=${mandantId}&stackId=${stackId}`,
      {
        method: 'POST',
        headers,
        body: form,
      },
    );
    return ((await response.json()) as { files: { jobId: string | null }[] }).files.map(
      (file) => file.jobId as string,
    );
  };
  const openJobs = async (stackId: string) => {
    const jobs = await api<{ state: string }[]>(
      `/api/job/main/getjobs?mandantId=${mandantId}&stackId=${stackId}&includePickedUp=true`,
    );
    return jobs.filter((job) => !['finished', 'faulty', 'canceled'].includes(job.state)).length;
  };
  const waitIdle = async (stackId: string) => {
    while ((await openJobs(stackId)) > 0) await new Promise((resolve) => setTimeout(resolve, 50));
  };

  // 1. Born-digital PDFs: hash and store (upload), then text layer, thumbnails and the German index (import job).
  const ingest = await createStack('Bench Eingang');
  const documents = 60;
  const pdfs = await Promise.all(
    Array.from({ length: documents }, (_, index) =>
      invoicePdf({ ...sampleInvoice, number: `BENCH-${index}` }, 1 + (index % 2)),
    ),
  );
  await upload((await createStack('Bench Aufwärmen')).id, [
    { name: 'warm.pdf', content: await invoicePdf() },
  ]);
  const started = performance.now();
  const batches = [];
  for (let index = 0; index < documents; index += 10) {
    batches.push(
      upload(
        ingest.id,
        pdfs.slice(index, index + 10).map((content, offset) => ({ name: `r${index + offset}.pdf`, content })),
      ),
    );
  }
  await Promise.all(batches);
  await waitIdle(ingest.id);
  report('capture.pdf_ingest_docs_per_s', documents / ((performance.now() - started) / 1000), 'docs/s');

  // 2. List endpoints while OCR runs on scans (first a quiet baseline, for the log).
  const lists = [
    `/api/cap/stack/list?mandantId=${mandantId}`,
    `/api/cap/stack/read?mandantId=${mandantId}&stackId=${ingest.id}`,
    `/api/job/main/getjobs?mandantId=${mandantId}`,
  ];
  const measureLists = async (seconds: number) => {
    const latencies: number[] = [];
    const perList = lists.map(() => [] as number[]);
    const deadline = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: 4 }, async (_, worker) => {
        for (let call = worker; performance.now() < deadline; call += 1) {
          const begin = performance.now();
          const response = await fetch(`${server.baseUrl}${lists[call % lists.length]}`, { headers });
          await response.arrayBuffer();
          if (!response.ok) throw new Error(`list failed: ${response.status}`);
          latencies.push(performance.now() - begin);
          perList[call % lists.length]?.push(performance.now() - begin);
        }
      }),
    );
    process.stderr.write(
      `list p50 per endpoint: ${perList.map((values) => Math.round(median(values))).join(' / ')} ms\n`,
    );
    return latencies;
  };
  const quiet = await measureLists(3);
  process.stderr.write(`list p99 without OCR: ${Math.round(percentile(quiet, 99))} ms\n`);
  const scans = await createStack('Bench Scans', ['ocr']);
  const scan = await scanPng();
  await upload(
    scans.id,
    Array.from({ length: 8 }, (_, index) => ({ name: `scan${index}.png`, content: scan })),
  );
  // Measure once the imports are done and OCR works through the pages.
  for (;;) {
    const jobs = await api<{ kind: string; state: string }[]>(
      `/api/job/main/getjobs?mandantId=${mandantId}&stackId=${scans.id}`,
    );
    const importing = jobs.some(
      (job) => job.kind === 'capture.import' && !['finished', 'faulty'].includes(job.state),
    );
    if (!importing && jobs.some((job) => job.kind === 'capture.ocr' && job.state === 'in_progress')) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const latencies = await measureLists(10);
  const ocrStillRunning = await openJobs(scans.id);
  process.stderr.write(
    `list calls during OCR: ${latencies.length}, OCR jobs still open at the end: ${ocrStillRunning}\n`,
  );
  report('capture.list_p99_during_ocr_ms', percentile(latencies, 99), 'ms');
  await waitIdle(scans.id);

  // 3. A processed 50-page stack shows its thumbnails: page list plus 50 thumbnail images, 6 at a time like a browser.
  const big = await createStack('Bench 50 Seiten');
  await upload(big.id, [{ name: 'fuenfzig.pdf', content: await textPdf(50) }]);
  await waitIdle(big.id);
  const tree = await api<{ folders: { documents: { id: string }[] }[] }>(
    `/api/cap/stack/read?mandantId=${mandantId}&stackId=${big.id}`,
  );
  const documentId = tree.folders[0]?.documents[0]?.id as string;
  const runs: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const begin = performance.now();
    const pages = await api<{ id: string }[]>(
      `/api/cap/CapDocViewer/GetDocPagesInfo?mandantId=${mandantId}&documentId=${documentId}`,
    );
    const queue = [...pages];
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        for (let page = queue.shift(); page; page = queue.shift()) {
          const response = await fetch(
            `${server.baseUrl}/api/cap/CapDocViewer/Thumbnail?mandantId=${mandantId}&pageId=${page.id}`,
            { headers },
          );
          if (!response.ok || (await response.arrayBuffer()).byteLength < 100)
            throw new Error('thumbnail missing');
        }
      }),
    );
    if (pages.length !== 50) throw new Error(`expected 50 pages, got ${pages.length}`);
    runs.push(performance.now() - begin);
  }
  report('capture.thumbnails_50_pages_ms', median(runs), 'ms');
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
