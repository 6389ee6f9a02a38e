import type { TestApp } from '../../../test/test-app.js';
import { multipart } from './capture-fixtures.js';

export async function mandantIdOf(t: TestApp, mandnr: number): Promise<string> {
  const { rows } = await t.deps.database.execute(`SELECT id FROM mandant WHERE mandnr = $1`, [mandnr]);
  return String(rows[0]?.id);
}

/** A small client for capture calls of one signed-in user. */
export function captureClient(t: TestApp, authorization: string) {
  const headers = { authorization, 'accept-language': 'de' };
  return {
    get: (url: string, query: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `${url}?${new URLSearchParams(query).toString()}`, headers }),
    post: (url: string, payload: unknown) =>
      t.app.inject({ method: 'POST', url, payload: payload as object, headers }),
    put: (url: string, payload: unknown) =>
      t.app.inject({ method: 'PUT', url, payload: payload as object, headers }),
    upload: (mandantId: string, stackId: string, files: { name: string; content: Buffer }[]) => {
      const body = multipart(files);
      return t.app.inject({
        method: 'POST',
        url: `/api/job/main/addfilestostack?mandantId=${mandantId}&stackId=${stackId}`,
        payload: body.payload,
        headers: { ...headers, ...body.headers },
      });
    },
  };
}

export type CaptureClient = ReturnType<typeof captureClient>;

/** Uploads files and waits for their import jobs; returns the upload answer and the finished jobs. */
export async function uploadAndImport(
  t: TestApp,
  client: CaptureClient,
  mandantId: string,
  stackId: string,
  files: { name: string; content: Buffer }[],
) {
  const response = await client.upload(mandantId, stackId, files);
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
  const body = response.json() as {
    folderId: string | null;
    files: {
      fileName: string;
      accepted: boolean;
      jobId: string | null;
      error: { code: string; message: string } | null;
    }[];
  };
  const jobs = [];
  for (const file of body.files) {
    if (file.jobId) jobs.push(await t.deps.jobs.waitForJob(file.jobId, 60_000));
  }
  return { body, jobs };
}

export async function createStack(
  client: CaptureClient,
  mandantId: string,
  name: string,
  extra: Record<string, unknown> = {},
) {
  const response = await client.post('/api/cap/stack/create', { mandantId, name, ...extra });
  if (response.statusCode !== 200) throw new Error(`create stack failed: ${response.body}`);
  return response.json() as { id: string; name: string; type: string };
}
