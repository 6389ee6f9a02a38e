import { randomUUID } from 'node:crypto';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let authorization: string;
let mandantId: string;
beforeAll(async () => {
  t = await createTestApp();
  authorization = await t.login('admin');
  const mandanten = (
    await t.app.inject({ method: 'GET', url: '/api/man/mandanten/list', headers: { authorization } })
  ).json() as { id: string; mandnr: number }[];
  mandantId = mandanten.find((mandant) => mandant.mandnr === 10001)?.id as string;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t.close());

/** The complete answers (head and Content-Length body) at the start of `text`. */
function completeAnswers(text: string): string[] {
  const answers: string[] = [];
  let rest = text;
  for (;;) {
    const headEnd = rest.indexOf('\r\n\r\n');
    if (headEnd < 0) return answers;
    const length = Number(/\r\ncontent-length: (\d+)/i.exec(rest.slice(0, headEnd))?.[1] ?? 0);
    if (rest.length < headEnd + 4 + length) return answers;
    answers.push(rest.slice(0, headEnd + 4 + length));
    rest = rest.slice(headEnd + 4 + length);
  }
}

/**
 * Sends raw HTTP requests on one connection, each once the answer to the one before has arrived;
 * resolves with the answers once the server closes the connection.
 */
function exchange(requests: Buffer[]): Promise<string[]> {
  const { port } = t.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    let sent = 0;
    const sendNext = () => socket.write(requests[sent++] as Buffer);
    const socket = connect(port, '127.0.0.1', sendNext);
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      if (completeAnswers(text).length === sent && sent < requests.length) sendNext();
    });
    socket.on('close', () => resolve(completeAnswers(text)));
    socket.on('error', reject);
  });
}

function refusedUpload(): Buffer {
  const boundary = 'unread-body';
  // Far more than the socket buffers hold: the route refuses before it reads the file.
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="gross.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    Buffer.alloc(4_000_000, 0x41),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const head = [
    `POST /api/cap/stack/addattachment?mandantId=${mandantId}&documentId=${randomUUID()} HTTP/1.1`,
    'Host: localhost',
    `Authorization: ${authorization}`,
    `Content-Type: multipart/form-data; boundary=${boundary}`,
    `Content-Length: ${body.length}`,
    '',
    '',
  ].join('\r\n');
  return Buffer.concat([Buffer.from(head), body]);
}

const lastHealthCheck = Buffer.from(
  'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
);

describe('answers given before the request body is read', () => {
  it('drops the unread rest of a refused upload, so the next request on the connection is answered', async () => {
    // Without that, the next request waits behind the rest until the keep-alive timeout (72 s)
    // closes the connection unanswered.
    const answers = await exchange([refusedUpload(), lastHealthCheck]);
    expect(answers).toHaveLength(2);
    expect(answers[0]).toMatch(/^HTTP\/1.1 404/);
    const refusal = JSON.parse(answers[0]?.slice(answers[0].indexOf('\r\n\r\n') + 4) ?? '') as {
      error: { code: string };
    };
    expect(refusal.error.code).toMatch(/^capture\./);
    expect(answers[1]).toMatch(/^HTTP\/1.1 200/);
  });
});
