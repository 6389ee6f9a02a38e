import { readFileSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sharedCorpusDir } from '../../test/shared-corpus.js';
import {
  createAccountsRepository,
  createPersonalAccountsRepository,
  readExtf,
} from '../master-data/index.js';
import { createCaller, demoMandanten } from '../master-data/testing.js';
import { createCapturedInvoice, userIdOf } from '../workflow/workflow.testing.js';
import { checkExtfFile } from './extf/extf-rules.js';

/** Book → check → export job → download entries and files → locked booking → nothing twice → reset re-exports, audited. */
let t: TestApp;
let mandantId: string;
let admin: ReturnType<typeof createCaller>;
const base = '/api/man/externfibu';
const period = { from: '2025-03-01', to: '2025-03-31' };
const creditorName = 'Papier "Schulz" GmbH – Bürobedarf, Druckerzubehör und Büromöbel für Filialen';

async function bookedInvoice(
  title: string,
  number: string,
  lines: Record<string, unknown>[],
  date = '2025-03-05',
) {
  const { documentId } = await createCapturedInvoice(t, {
    mandantId,
    title,
    index: { Belegdatum: date, Kennung: number, Betrag: '119.00', Kreditor: '70001' },
  });
  const saved = await admin.post('/api/cap/CapIndex/SaveBooking', {
    mandantId,
    documentId,
    creditor: '70001',
    lines,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return documentId;
}

const line = (overrides: Record<string, unknown> = {}) => ({
  GKONTO: '4930',
  SL_BU: '',
  MWST_SATZ: '19',
  NETTO: '100.00',
  MWST: '19.00',
  BRUTTO: '119.00',
  BUTEXT: 'Bürobedarf',
  ...overrides,
});

async function runExport() {
  const started = await admin.post(`${base}/export`, { mandantId, ...period });
  expect(started.statusCode, started.body).toBe(200);
  const job = await t.deps.jobs.waitForJob(started.json().jobId);
  expect(job.state, JSON.stringify(job)).toBe('finished');
  return started.json() as { runId: string; documents: number };
}

const auditActions = async () =>
  (
    await t.deps.database.execute(
      `SELECT action, data FROM audit_log WHERE mandant_id = $1 AND action LIKE 'export.%' ORDER BY seq`,
      [mandantId],
    )
  ).rows as { action: string; data: Record<string, unknown> }[];

beforeAll(async () => {
  t = await createTestApp({ jobs: 'work' });
  mandantId = (await demoMandanten(t))[10001] as string;
  admin = createCaller(t, await t.login('admin'));
  await createAccountsRepository(t.deps).insert({
    mandantId,
    kind: 'SACHKONTO',
    number: 4930,
    name: 'Bürobedarf',
  });
  await createPersonalAccountsRepository(t.deps).insert(mandantId, {
    kind: 'KREDITOR',
    number: 70001,
    name: creditorName,
  });
});
afterAll(async () => t.close());

describe('booking export to DATEV', () => {
  it('refuses a period in the future and one that starts after it ends', async () => {
    const future = await admin.post(`${base}/datevchecks`, {
      mandantId,
      from: '2025-01-01',
      to: '2999-01-01',
    });
    expect(future.json().error.code).toBe('export.period_in_future');
    const reversed = await admin.post(`${base}/datevchecks`, {
      mandantId,
      from: '2025-03-31',
      to: '2025-03-01',
    });
    expect(reversed.json().error.message).toBe(
      'Der Beginn des Exportzeitraums darf nicht nach seinem Ende liegen.',
    );
  });

  it('exports once, with files in the download manager, an audit entry and a locked booking; a reset exports again', async () => {
    const nothing = await admin.post(`${base}/export`, { mandantId, ...period });
    expect(nothing.json().error.message).toBe('Es sind keine exportierbaren Belege vorhanden.');
    const long = creditorName;
    const documentId = await bookedInvoice('Rechnung Schulz', 'RE 2025_17', [line({ BUTEXT: '' })]);

    const check = (await admin.post(`${base}/datevchecks`, { mandantId, ...period })).json();
    expect(check).toMatchObject({
      system: 'DATEV',
      documents: 1,
      rows: 1,
      periods: ['2025-03'],
      exportable: true,
    });
    expect(check.issues.map((issue: { message: string }) => issue.message)).toEqual(
      expect.arrayContaining([
        `Die Eingabe "${long}" im Feld "Buchungstext" ist zu lang. Es wird auf "60" Stellen gekürzt.`,
        'Die Eingabe "RE 2025_17" im Feld "Belegfeld 1" enthält unzulässige Zeichen. Es wird "RE202517" übernommen.',
      ]),
    );

    const { runId } = await runExport();
    const state = (await admin.get(`${base}/state`, { mandantId })).json();
    const run = state.runs.find((candidate: { id: string }) => candidate.id === runId);
    expect(run).toMatchObject({ state: 'done', documents: 1, rows: 1 });
    const names = run.files.map((file: { fileName: string }) => file.fileName);
    expect(names).toEqual([
      'EXTF_Buchungsstapel_DATEV_10001_2025-03.csv',
      'EXTF_DebKred_Stamm_DATEV_10001.csv',
      'Belege_DATEV_10001_2025-03-01_2025-03-31.zip',
    ]);
    const bytesOf = async (index: number) => {
      const chunks: Buffer[] = [];
      for await (const chunk of await t.deps.storage.getStream(run.files[index].sha256))
        chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    };
    const batch = await bytesOf(0);
    expect(checkExtfFile(batch)).toEqual([]);
    const parsed = readExtf(batch);
    expect(parsed?.rows).toHaveLength(1);
    const row = parsed?.rows[0] ?? [];
    expect(row.slice(0, 10)).toEqual(['119,00', 'S', '', '', '', '', '4930', '70001', '9', '0503']);
    expect(row[10]).toBe('RE202517');
    expect(row[13]).toBe(long.slice(0, 60));
    expect(row[19]).toBe(`BEDI "${documentId.toUpperCase()}"`);
    const debKred = readExtf(await bytesOf(1));
    expect(debKred?.rows.map((account) => account.slice(0, 2))).toEqual([
      ['70001', creditorName.slice(0, 50)],
    ]);

    const zip = unzipSync(await bytesOf(2));
    const guid = documentId.toUpperCase();
    expect(Object.keys(zip).sort()).toEqual([`${guid}.pdf`, `${guid}.xml`, 'document.xml'].sort());
    const schemas = sharedCorpusDir('datev-samples/xml-v060');
    if (schemas) {
      const file = (name: string) => ({
        fileName: name,
        contents: readFileSync(path.join(schemas, name), 'utf8'),
      });
      const documentCheck = await validateXML({
        xml: [
          {
            fileName: 'document.xml',
            contents: Buffer.from(zip['document.xml'] as Uint8Array).toString('utf8'),
          },
        ],
        schema: [file('Document_v060.xsd')],
        preload: [file('Document_types_v060.xsd')],
      });
      expect(documentCheck.errors).toEqual([]);
      const ledgerCheck = await validateXML({
        xml: [
          {
            fileName: `${guid}.xml`,
            contents: Buffer.from(zip[`${guid}.xml`] as Uint8Array).toString('utf8'),
          },
        ],
        schema: [file('Belegverwaltung_online_ledger_import_v060.xsd')],
        preload: [file('Belegverwaltung_online_ledger_types_v060.xsd')],
      });
      expect(ledgerCheck.errors).toEqual([]);
    }

    const downloads = (
      await admin.get('/api/man/DownloadManager/GetDownloadableContentEntriesforUser')
    ).json();
    const entries = downloads.Result as {
      DOWNLOAD_NAME: string;
      CONTENT_TYPE: number;
      CONTENT_STATE: number;
    }[];
    expect(
      entries.filter((entry) => entry.DOWNLOAD_NAME.startsWith('EXTF_')).map((entry) => entry.CONTENT_TYPE),
    ).toEqual([2, 2]);
    expect(entries.find((entry) => entry.DOWNLOAD_NAME.startsWith('Belege_'))).toMatchObject({
      CONTENT_TYPE: 1,
      CONTENT_STATE: 2,
    });

    const audit = await auditActions();
    expect(audit.map((entry) => entry.action)).toEqual(['export.completed']);
    expect(audit[0]?.data).toMatchObject({
      documentIds: [documentId],
      files: run.files.map((file: { fileName: string; sha256: string }) => ({
        fileName: file.fileName,
        sha256: file.sha256,
      })),
    });

    const locked = await admin.post('/api/cap/CapIndex/SaveBooking', {
      mandantId,
      documentId,
      creditor: '70001',
      lines: [line()],
    });
    expect(locked.json().error.code).toBe('export.document_locked');
    const again = await admin.post(`${base}/export`, { mandantId, ...period });
    expect(again.json().error.code).toBe('export.nothing_to_export');

    const noReason = await admin.post(`${base}/reset`, { mandantId, documentIds: [documentId], reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    const reset = await admin.post(`${base}/reset`, {
      mandantId,
      documentIds: [documentId],
      reason: 'Stapel in DATEV gelöscht',
    });
    expect(reset.json()).toEqual({ reset: 1 });
    expect((await auditActions()).at(-1)).toMatchObject({
      action: 'export.reset',
      data: { reason: 'Stapel in DATEV gelöscht' },
    });
    const second = await runExport();
    expect(second.documents).toBe(1);
    const rerun = (await admin.get(`${base}/state`, { mandantId })).json().runs[0];
    expect(rerun.files.map((file: { fileName: string }) => file.fileName)).not.toContain(
      'EXTF_DebKred_Stamm_DATEV_10001.csv',
    );
  });

  it('leaves out a document whose workflow ended rejected, names it in English, and resets a whole run', async () => {
    const may = { from: '2025-05-01', to: '2025-05-31' };
    const kept = await bookedInvoice('Rechnung Mai', 'RE-MAI-1', [line()], '2025-05-06');
    const rejected = await bookedInvoice('Rechnung abgelehnt', 'RE-MAI-2', [line()], '2025-05-07');
    const started = await admin.post('/api/wf/workflows/sendworkflowmulti', {
      mandantId,
      DocIDs: [rejected],
      Users: [{ Id: await userIdOf(t, 'freigeber'), Step: 1 }],
    });
    expect(started.statusCode, started.body).toBe(200);
    const freigeber = createCaller(t, await t.login('freigeber'));
    const refused = await freigeber.post(
      `/api/wf/workflows/submit/${started.json().Result[0].WF_INSTANCEID as string}`,
      { sDocUID: rejected, bApproveResult: 'Abgelehnt', sAnmerkung: 'Nicht bestellt' },
    );
    expect(refused.statusCode, refused.body).toBe(200);

    const english = createCaller(t, await t.login('admin'), 'en');
    const check = (await english.post(`${base}/datevchecks`, { mandantId, ...may })).json();
    expect(check).toMatchObject({ documents: 1, exportable: true, autoJobsRunning: false });
    expect(check.issues).toContainEqual(
      expect.objectContaining({
        documentId: rejected,
        stackId: expect.any(String),
        code: 'export.workflow_rejected',
        message: 'The document was rejected in the workflow and is not exported.',
      }),
    );
    const exported = await admin.post(`${base}/export`, { mandantId, ...may });
    expect(exported.statusCode, exported.body).toBe(200);
    expect((await t.deps.jobs.waitForJob(exported.json().jobId)).state).toBe('finished');
    const { runId } = exported.json() as { runId: string };
    const state = (await admin.get(`${base}/state`, { mandantId })).json();
    expect(state.runs[0]).toMatchObject({ id: runId, state: 'done', documents: 1 });

    const unknown = await admin.post(`${base}/reset`, {
      mandantId,
      runId: '00000000-0000-4000-8000-000000000000',
      reason: 'Falscher Stapel',
    });
    expect(unknown.json().error.code).toBe('export.run_not_found');
    const both = await admin.post(`${base}/reset`, {
      mandantId,
      runId,
      documentIds: [kept],
      reason: 'Falscher Stapel',
    });
    expect(both.statusCode).toBe(400);
    const reset = await admin.post(`${base}/reset`, { mandantId, runId, reason: 'Falscher Stapel' });
    expect(reset.json()).toEqual({ reset: 1 });
    expect((await auditActions()).at(-1)).toMatchObject({
      action: 'export.reset',
      data: { documentIds: [kept], runIds: [runId], reason: 'Falscher Stapel' },
    });
    const listed = (await admin.get(`${base}/state`, { mandantId })).json();
    expect(listed.resets[0]).toMatchObject({ runId, documents: 1, reason: 'Falscher Stapel' });
    const again = (await admin.post(`${base}/datevchecks`, { mandantId, ...may })).json();
    expect(again.documents).toBe(1);
  });
});
