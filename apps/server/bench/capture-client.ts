import { login } from './bench-utils.js';

/** The capture calls the capture benches make, signed in as admin in Mandant 10001 of a running server. */
export async function createCaptureBenchClient(baseUrl: string) {
  const headers = { authorization: `Bearer ${await login(baseUrl, 'admin', 'Admin-2026')}` };
  const api = async <T>(url: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl}${url}`, {
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
      `${baseUrl}/api/job/main/addfilestostack?mandantId=${mandantId}&stackId=${stackId}`,
      { method: 'POST', headers, body: form },
    );
    return ((await response.json()) as { files: { jobId: string | null }[] }).files.map(
      (file) => file.jobId as string,
    );
  };
  const jobsOf = (stackId: string) =>
    api<{ id: string; kind: string; state: string; errorCode: string | null; errorText: string | null }[]>(
      `/api/job/main/getjobs?mandantId=${mandantId}&stackId=${stackId}&includePickedUp=true`,
    );
  const openJobs = async (stackId: string) =>
    (await jobsOf(stackId)).filter((job) => !['finished', 'faulty', 'canceled'].includes(job.state)).length;
  const waitIdle = async (stackId: string) => {
    while ((await openJobs(stackId)) > 0) await new Promise((resolve) => setTimeout(resolve, 50));
  };
  return { headers, api, mandantId, createStack, upload, jobsOf, waitIdle };
}
