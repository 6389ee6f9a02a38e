// `npm run bench -- mail`: 100 e-mails with one invoice PDF each, delivered to a throwaway Dovecot,
// taken in by the built product end to end (poll, import, the stack's OCR and extraction jobs),
// beside the bare work on the same files in the same run: fetching the 100 messages over IMAP and
// hashing and reading each PDF's words (pdftotext), as capture's ingest ceiling does.
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';
import { startImapServer, type ImapTestServer } from '../../../scripts/lib/imap-server.mjs';
import { invoicePdf, sampleInvoice } from '../src/modules/capture/test/capture-fixtures.js';
import { appendMessages, composeMail, mailboxUpdate } from '../src/modules/mail/test/mail-test-helpers.js';
import { assertBuilt, report, startServer } from './bench-utils.js';
import { pdfIngestCeiling } from './ceilings.js';
import { createCaptureBenchClient } from './capture-client.js';

const MESSAGES = 100;
/** Import jobs side by side, as in the capture bench (JOB_CONCURRENCY), and so the ceiling's concurrency. */
const CONCURRENCY = 2;
/** The ceiling for the product figure (seconds for 100 e-mails). */
const TARGET_SECONDS = 60;
/** What the product should reach of the bare work: ceiling seconds ÷ product seconds. */
const TARGET_RATIO = 0.1;

/** Seconds to fetch every message's source over IMAP, the bare transport part of the intake. */
async function imapFetchSeconds(imap: ImapTestServer): Promise<number> {
  const client = new ImapFlow({
    host: imap.host,
    port: imap.port,
    secure: true,
    auth: { user: imap.user, pass: imap.password },
    tls: { ca: [readFileSync(imap.caFile, 'utf8')] },
    logger: false,
  });
  const started = performance.now();
  await client.connect();
  const lock = await client.getMailboxLock('INBOX');
  let fetched = 0;
  for await (const message of client.fetch('1:*', { uid: true, source: true }))
    if (message.source) fetched += 1;
  lock.release();
  await client.logout();
  if (fetched !== MESSAGES) throw new Error(`fetched ${fetched} of ${MESSAGES} messages`);
  return (performance.now() - started) / 1000;
}

assertBuilt();
const imap = await startImapServer((line) => process.stderr.write(`${line}\n`));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'belegfluss-bench-mail-'));
const server = await startServer({
  DATA_DIR: dataDir,
  JOB_CONCURRENCY: String(CONCURRENCY),
  OCR_LANGUAGES: 'deu',
  MAIL_IMAP_CA_FILE: imap.caFile,
  ACCESS_TOKEN_TTL_SECONDS: '86400',
});
try {
  const { headers, api, mandantId, createStack, jobsOf, waitIdle } = await createCaptureBenchClient(
    server.baseUrl,
  );
  const pdfs = await Promise.all(
    Array.from({ length: MESSAGES }, (_, index) =>
      invoicePdf({ ...sampleInvoice, number: `RE-MAIL-${1000 + index}` }),
    ),
  );
  await appendMessages(
    imap,
    await Promise.all(
      pdfs.map((content, index) =>
        composeMail({
          from: 'rechnung@lieferant.example',
          subject: `Rechnung ${index + 1}`,
          attachments: [{ filename: `RE-MAIL-${1000 + index}.pdf`, content }],
        }),
      ),
    ),
  );
  const stack = await createStack('E-Mail-Bench', ['ocr', 'extraction']);
  const put = await fetch(`${server.baseUrl}/api/mail/mailbox`, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(
      mailboxUpdate(imap, { mandantId, stackId: stack.id, einvoiceStackId: null, allowedSenders: [] }),
    ),
  });
  if (!put.ok) throw new Error(`mailbox: ${put.status} ${await put.text()}`);

  const started = performance.now();
  const { jobId } = await api<{ jobId: string }>('/api/mail/mailbox/poll', { mandantId });
  for (;;) {
    const job = await api<{ state: string; result: unknown; errorText: string | null }>(
      `/api/job/jobs/${jobId}`,
    ).catch(() => null);
    if (job && ['finished', 'faulty', 'canceled'].includes(job.state)) {
      if (job.state !== 'finished') throw new Error(`poll ${job.state}: ${job.errorText}`);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await waitIdle(stack.id);
  const seconds = (performance.now() - started) / 1000;
  const jobs = await jobsOf(stack.id);
  const faulty = jobs.filter((job) => job.state !== 'finished');
  if (faulty.length)
    throw new Error(`${faulty.length} capture jobs did not finish: ${JSON.stringify(faulty[0])}`);
  const extracted = jobs.filter((job) => job.kind === 'capture.extraction').length;
  if (extracted !== MESSAGES) throw new Error(`${extracted} of ${MESSAGES} documents extracted`);

  const ceiling = (await imapFetchSeconds(imap)) + MESSAGES / (await pdfIngestCeiling(pdfs, CONCURRENCY));
  console.log(`\n${MESSAGES} E-Mails mit je einer PDF bis zum extrahierten Dokument`);
  console.log(`  Produkt:     ${seconds.toFixed(1)} s (Ziel ≤ ${TARGET_SECONDS} s)`);
  console.log(`  Obergrenze:  ${ceiling.toFixed(1)} s (IMAP-Abruf + SHA-256 und pdftotext je PDF)`);
  report('mail.intake_100_s', seconds, 's');
  report('mail.intake_100_ceiling_s', ceiling, 's');
  report('mail.intake_100_ratio', ceiling / seconds, 'ratio');
  process.stdout.write(
    `RATIO mail.intake_100_ratio mail.intake_100_s mail.intake_100_ceiling_s ${TARGET_RATIO}\n`,
  );
} finally {
  await server.stop();
  await imap.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
