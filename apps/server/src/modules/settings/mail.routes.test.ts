import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createCaller, demoMandanten } from '../master-data/testing.js';

type Received = { from: string; to: string[]; user: string | undefined; data: string };

let t: TestApp;
let smtp: SMTPServer;
let port: number;
const received: Received[] = [];

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function sendForm(authorization: string, fields: Record<string, string>, file: Buffer | null = pdf) {
  const boundary = '----mailtest';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const body = Buffer.concat([
    Buffer.from(parts.join('')),
    ...(file
      ? [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="doc.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
          ),
          file,
          Buffer.from('\r\n'),
        ]
      : []),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/man/system/senddocumentmail',
    headers: { authorization, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, callback) {
      if (auth.username === 'belegfluss' && auth.password === 'geheim')
        callback(null, { user: auth.username });
      else callback(new Error('invalid login'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: session.user as string | undefined,
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('sending a document by e-mail', () => {
  it('refuses to send without standard SMTP settings', async () => {
    const authorization = await t.login('erfasser');
    const mandantId = (await demoMandanten(t))[10001] as string;
    const response = await sendForm(authorization, {
      mandantId,
      to: 'kunde@example.com',
      subject: 'Beleg',
      message: 'Anbei',
      pdfFileName: 'Beleg',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'Keine Standard-SMTP-Einstellungen vorhanden, ein Versand ist nicht möglich.',
    );
  });

  it('keeps the SMTP password to itself and lets only administrators change the settings', async () => {
    const admin = createCaller(t, await t.login('admin'));
    const saved = await admin.post('/api/man/system/updatesmtp', {
      host: '127.0.0.1',
      port,
      security: 'NONE',
      user: 'belegfluss',
      password: 'geheim',
      fromAddress: 'belege@kanzlei.example',
      fromName: 'Steuerkanzlei Muster',
      isStandard: true,
    });
    expect(saved.json()).toMatchObject({ host: '127.0.0.1', hasPassword: true, isStandard: true });
    expect(saved.body).not.toContain('geheim');
    const noHost = await admin.post('/api/man/system/updatesmtp', { ...(saved.json() as object), host: ' ' });
    expect(noHost.json().error.message).toBe('Bitte geben Sie den SMTP-Server an.');
    const clerk = createCaller(t, await t.login('erfasser'));
    expect((await clerk.get('/api/man/system/getsmtp')).statusCode).toBe(403);
  });

  it('checks file name, address, subject and message', async () => {
    const authorization = await t.login('erfasser');
    const mandantId = (await demoMandanten(t))[10001] as string;
    const valid = {
      mandantId,
      to: 'kunde@example.com',
      subject: 'Beleg',
      message: 'Anbei',
      pdfFileName: 'Beleg',
    };
    const cases: [Record<string, string>, string][] = [
      [{ pdfFileName: 'a/b' }, 'Bitte geben Sie einen gültigen Dateinamen für die PDF-Datei ein.'],
      [{ to: 'kunde(at)example.com' }, 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
      [{ subject: '' }, 'Bitte geben Sie einen Betreff ein.'],
      [{ message: ' ' }, 'Bitte geben Sie eine Nachricht ein.'],
    ];
    for (const [change, message] of cases) {
      const response = await sendForm(authorization, { ...valid, ...change });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    const noFile = await sendForm(authorization, valid, null);
    expect(noFile.json().error.message).toBe('Bitte hängen Sie genau eine PDF-Datei an.');
  });

  it('delivers the PDF to a real SMTP server with authentication', async () => {
    const authorization = await t.login('erfasser');
    const mandantId = (await demoMandanten(t))[10001] as string;
    const response = await sendForm(authorization, {
      mandantId,
      to: 'kunde@example.com; buchhaltung@example.org',
      subject: 'Rechnung 4711',
      message: 'Sehr geehrte Damen und Herren,\nanbei die Rechnung.',
      pdfFileName: 'Rechnung 4711',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().accepted).toEqual(['kunde@example.com', 'buchhaltung@example.org']);
    const [mail] = received;
    expect(mail).toMatchObject({
      from: 'belege@kanzlei.example',
      to: ['kunde@example.com', 'buchhaltung@example.org'],
      user: 'belegfluss',
    });
    expect(mail?.data).toContain('Subject: Rechnung 4711');
    expect(mail?.data).toMatch(/filename="?Rechnung 4711\.pdf"?/);
    expect(mail?.data).toContain(pdf.toString('base64').slice(0, 20));
  });
});

describe('a mail server that cannot be reached', () => {
  it('answers that the e-mail could not be sent', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const admin = createCaller(t, await t.login('admin'));
    const smtpSettings = await admin.post('/api/man/system/updatesmtp', {
      host: '127.0.0.1',
      port: closedPort,
      security: 'NONE',
      user: '',
      fromAddress: 'belege@kanzlei.example',
      fromName: '',
      isStandard: true,
    });
    expect(smtpSettings.statusCode).toBe(200);
    const response = await sendForm(await t.login('erfasser'), {
      mandantId: (await demoMandanten(t))[10001] as string,
      to: 'kunde@example.com',
      subject: 'Beleg',
      message: 'Anbei',
      pdfFileName: 'Beleg',
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toMatchObject({
      code: 'settings.mail_send_failed',
      message: 'Die E-Mail konnte nicht gesendet werden. Bitte prüfen Sie die SMTP-Einstellungen.',
    });
  });
});
