import {
  errorMessage,
  type IntakeMailbox,
  type MailMessage,
  type MailMessageList,
  type Stack,
} from '@belegfluss/shared';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startImapServer, type ImapTestServer } from '../../../../../scripts/lib/imap-server.mjs';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { invoicePdf, sampleInvoice } from '../capture/test/capture-fixtures.js';
import {
  captureClient,
  createStack,
  mandantIdOf,
  waitForStackIdle,
  type CaptureClient,
} from '../capture/test/capture-test-helpers.js';
import { buildUblInvoice } from '../einvoice/testing/invoice-builder.js';
import { appendMessages, composeMail, mailboxUpdate } from './test/mail-test-helpers.js';

let imap: ImapTestServer;
let t: TestApp;
let admin: CaptureClient;
let mandantId: string;
let stackId: string;
let einvoiceStackId: string;

beforeAll(async () => {
  imap = await startImapServer(() => undefined);
  t = await createTestApp({ jobs: 'work', env: { MAIL_IMAP_CA_FILE: imap.caFile } });
  admin = captureClient(t, await t.login('admin'));
  mandantId = await mandantIdOf(t, 10001);
  stackId = (await createStack(admin, mandantId, 'E-Mail-Eingang', { autoJobs: ['ocr', 'extraction'] })).id;
  const stacks = (await admin.get('/api/cap/stack/list', { mandantId })).json() as Stack[];
  einvoiceStackId = (stacks.find((stack) => stack.name === 'E-Rechnung') as Stack).id;
  const saved = await admin.put(
    '/api/mail/mailbox',
    mailboxUpdate(imap, { mandantId, stackId, einvoiceStackId, allowedSenders: ['@lieferant.example'] }),
  );
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await imap?.stop();
});

/** "Jetzt abrufen" and the poll job's outcome. */
async function poll() {
  const started = await admin.post('/api/mail/mailbox/poll', { mandantId });
  expect(started.statusCode, started.body).toBe(200);
  return t.deps.jobs.waitForJob((started.json() as { jobId: string }).jobId);
}

async function posteingang(filter: 'all' | 'attention'): Promise<MailMessage[]> {
  const response = await admin.get('/api/mail/messages', { mandantId, filter });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as MailMessageList).items;
}

async function documentsIn(stack: string): Promise<{ id: string; title: string }[]> {
  const { rows } = await t.deps.database.execute(
    `SELECT id, title FROM cap_document WHERE stack_id = $1 ORDER BY title`,
    [stack],
  );
  return rows as { id: string; title: string }[];
}

/** Waits for every import the message started, then for the auto jobs of the stacks. */
async function waitForImports(message: MailMessage) {
  for (const attachment of message.attachments)
    if (attachment.importJobId)
      expect((await t.deps.jobs.waitForJob(attachment.importJobId)).state).toBe('finished');
  await waitForStackIdle(t, stackId);
  await waitForStackIdle(t, einvoiceStackId);
}

const invoiceMail = async () =>
  composeMail({
    from: 'Buchhaltung Lieferant <rechnung@lieferant.example>',
    subject: 'Rechnungen März',
    messageId: '<rechnungen-maerz-1@lieferant.example>',
    attachments: [
      {
        filename: 'RE-2026-0101.pdf',
        content: await invoicePdf({ ...sampleInvoice, number: 'RE-2026-0101' }),
      },
      {
        filename: 'RE-2026-0102.pdf',
        content: await invoicePdf({
          ...sampleInvoice,
          number: 'RE-2026-0102',
          gross: '238,00',
          net: '200,00',
          vat: '38,00',
        }),
      },
      {
        filename: 'xrechnung.xml',
        content: buildUblInvoice({ number: 'XR-2026-7' }),
        contentType: 'application/xml',
      },
    ],
  });

describe('e-mail intake from a real IMAP server', () => {
  it('turns two invoice PDFs and an XRechnung into three documents in the right stacks, with OCR and extraction done', async () => {
    const raw = await invoiceMail();
    await appendMessages(imap, [raw]);
    const job = await poll();
    expect(job.state, `${job.errorCode} ${job.errorText}`).toBe('finished');
    expect(job.result).toEqual({ taken: 1, duplicates: 0 });

    const [message] = await posteingang('all');
    expect(message).toMatchObject({
      from: 'rechnung@lieferant.example',
      subject: 'Rechnungen März',
      state: 'imported',
      reasons: [],
    });
    expect(
      message?.attachments.map((attachment) => [attachment.fileName, attachment.outcome, attachment.stackId]),
    ).toEqual([
      ['RE-2026-0101.pdf', 'queued', stackId],
      ['RE-2026-0102.pdf', 'queued', stackId],
      ['xrechnung.xml', 'queued', einvoiceStackId],
    ]);
    await waitForImports(message!);

    const pdfs = await documentsIn(stackId);
    expect(pdfs.map((document) => document.title)).toEqual(['RE-2026-0101.pdf', 'RE-2026-0102.pdf']);
    expect((await documentsIn(einvoiceStackId)).map((document) => document.title)).toContain('xrechnung.xml');
    for (const [index, document] of pdfs.entries()) {
      const detail = (
        await admin.get('/api/cap/stack/document', { mandantId, documentId: document.id })
      ).json();
      expect(detail.pages[0].hasText).toBe(true);
      const values = Object.fromEntries(
        (detail.index as { field: string; value: string }[]).map((entry) => [entry.field, entry.value]),
      );
      expect(values).toMatchObject({
        Kennung: `RE-2026-010${index + 1}`,
        Betrag: index === 0 ? '119.00' : '238.00',
      });
    }

    // The received e-mail is kept with each document as its origin, downloadable and undeletable.
    const attachments = (
      await admin.get('/api/cap/stack/attachments', { mandantId, documentId: pdfs[0]!.id })
    ).json() as {
      id: string;
      fileName: string;
      contentType: string;
      origin: boolean;
    }[];
    expect(attachments).toHaveLength(1);
    expect(attachments[0]).toMatchObject({ contentType: 'message/rfc822', origin: true });
    expect(attachments[0]!.fileName).toMatch(/\.eml$/);
    const eml = await admin.get('/api/cap/stack/attachment', { mandantId, attachmentId: attachments[0]!.id });
    expect(eml.statusCode).toBe(200);
    const parsed = await simpleParser(eml.rawPayload);
    expect(parsed.messageId).toBe('<rechnungen-maerz-1@lieferant.example>');
    expect(parsed.attachments.map((attachment) => attachment.filename)).toEqual([
      'RE-2026-0101.pdf',
      'RE-2026-0102.pdf',
      'xrechnung.xml',
    ]);
    const deleted = await admin.post('/api/cap/stack/deleteattachment', {
      mandantId,
      attachmentId: attachments[0]!.id,
    });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().error.code).toBe('capture.attachment_is_origin');
  });

  it('takes the same message once: arriving again, fetched again from the start, or by two polls at once', async () => {
    const before = [(await documentsIn(stackId)).length, (await documentsIn(einvoiceStackId)).length];
    await appendMessages(imap, [await invoiceMail()]);
    // As after a lost state or a new UIDVALIDITY: the folder is read from its first message again.
    await t.deps.database.execute(`UPDATE mail_mailbox SET last_uid = 0, uid_validity = NULL`);
    const polls = await Promise.all([poll(), poll()]);
    expect(polls.map((job) => job.state)).toEqual(['finished', 'finished']);
    const results = polls.map((job) => job.result as { taken: number; duplicates: number });
    expect(results.reduce((sum, result) => sum + result.taken, 0)).toBe(0);
    expect(results.reduce((sum, result) => sum + result.duplicates, 0)).toBeGreaterThanOrEqual(2);
    const all = await posteingang('all');
    expect(all).toHaveLength(1);
    expect(all[0]!.timesReceived).toBeGreaterThanOrEqual(3);
    await waitForStackIdle(t, stackId);
    expect([(await documentsIn(stackId)).length, (await documentsIn(einvoiceStackId)).length]).toEqual(
      before,
    );
  });

  it('keeps a message from a sender not on the allow-list and one without attachments in the Posteingang with their reasons', async () => {
    await appendMessages(imap, [
      await composeMail({
        from: 'fremd@unbekannt.example',
        subject: 'Ihre Rechnung',
        attachments: [
          { filename: 'rechnung.pdf', content: await invoicePdf({ ...sampleInvoice, number: 'RE-FREMD-1' }) },
        ],
      }),
      await composeMail({ from: 'rechnung@lieferant.example', subject: 'Nur Text' }),
    ]);
    expect((await poll()).result).toEqual({ taken: 2, duplicates: 0 });
    const waiting = await posteingang('attention');
    const bySubject = new Map(waiting.map((message) => [message.subject, message]));
    expect(bySubject.get('Ihre Rechnung')).toMatchObject({
      state: 'rejected',
      reasons: [{ code: 'mail.sender_not_allowed', fileName: null }],
    });
    expect(bySubject.get('Nur Text')).toMatchObject({
      state: 'rejected',
      reasons: [{ code: 'mail.no_attachments', fileName: null }],
    });
    expect(errorMessage('mail.sender_not_allowed', 'de')).toBe(
      'Der Absender steht nicht in der Liste der erlaubten Absender.',
    );
    expect((await documentsIn(stackId)).map((document) => document.title)).not.toContain('rechnung.pdf');

    // Once the sender is allowed, "Erneut übernehmen" makes the document.
    const mailbox = (await admin.get('/api/mail/mailbox', { mandantId })).json() as IntakeMailbox;
    const { password: _password, ...imapValues } = mailboxUpdate(imap, {
      mandantId,
      stackId,
      einvoiceStackId,
      allowedSenders: [],
    }).imap;
    await admin.put('/api/mail/mailbox', {
      ...mailbox,
      allowedSenders: ['@lieferant.example', 'fremd@unbekannt.example'],
      imap: imapValues,
    });
    const retried = await admin.post('/api/mail/messages/retry', {
      mandantId,
      messageId: bySubject.get('Ihre Rechnung')!.id,
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect((retried.json() as MailMessage).state).toBe('imported');
    await waitForImports(retried.json() as MailMessage);
    expect((await documentsIn(stackId)).map((document) => document.title)).toContain('rechnung.pdf');

    // A message without anything to take in is put aside, never deleted.
    const textOnly = bySubject.get('Nur Text')!;
    expect(
      (await admin.post('/api/mail/messages/retry', { mandantId, messageId: textOnly.id })).json().error.code,
    ).toBe('mail.no_attachments');
    const dismissed = await admin.post('/api/mail/messages/dismiss', { mandantId, messageId: textOnly.id });
    expect((dismissed.json() as MailMessage).state).toBe('dismissed');
    expect((await posteingang('attention')).map((message) => message.subject)).toEqual([]);
    expect((await posteingang('all')).map((message) => message.subject)).toContain('Nur Text');
    const eml = await admin.get('/api/mail/messages/eml', { mandantId, messageId: textOnly.id });
    expect(eml.statusCode).toBe(200);
    expect(eml.body).toContain('Subject: Nur Text');
  });

  it('never returns the password, stores it encrypted, and shows a refused sign-in on the mailbox', async () => {
    const mailbox = (await admin.get('/api/mail/mailbox', { mandantId })).json() as IntakeMailbox;
    expect(JSON.stringify(mailbox)).not.toContain(imap.password);
    expect(mailbox.imap.hasPassword).toBe(true);
    const { rows } = await t.deps.database.execute(`SELECT password_encrypted FROM mail_mailbox`);
    expect(String(rows[0]?.password_encrypted)).not.toContain(imap.password);

    await admin.put('/api/mail/mailbox', {
      ...mailboxUpdate(imap, { mandantId, stackId, einvoiceStackId, allowedSenders: mailbox.allowedSenders }),
      imap: {
        ...mailboxUpdate(imap, { mandantId, stackId, einvoiceStackId, allowedSenders: [] }).imap,
        password: 'falsch',
      },
    });
    const job = await poll();
    expect(job.state).toBe('faulty');
    const after = (await admin.get('/api/mail/mailbox', { mandantId })).json() as IntakeMailbox;
    expect(after.status.lastErrorCode).toBe('mail.imap_auth_failed');
  });

  it('checks rights and the Mandant: no Verwaltung right, no mailbox; another Mandant is not found', async () => {
    const erfasser = captureClient(t, await t.login('erfasser'));
    expect((await erfasser.get('/api/mail/mailbox', { mandantId })).statusCode).toBe(403);
    expect((await erfasser.get('/api/mail/messages', { mandantId })).statusCode).toBe(200);
    const [message] = await posteingang('all');
    const otherMandant = await mandantIdOf(t, 10002);
    const crossed = await erfasser.post('/api/mail/messages/retry', {
      mandantId: otherMandant,
      messageId: message!.id,
    });
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().error.code).toBe('mail.message_not_found');
    const sba = captureClient(t, await t.login('sba'));
    expect((await sba.get('/api/mail/messages', { mandantId })).statusCode).toBe(404);
    const invalid = await admin.put('/api/mail/mailbox', {
      ...mailboxUpdate(imap, {
        mandantId,
        stackId: einvoiceStackId,
        einvoiceStackId: stackId,
        allowedSenders: ['kein-absender'],
      }),
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.code).toBe('mail.sender_pattern_invalid');
  });
});
