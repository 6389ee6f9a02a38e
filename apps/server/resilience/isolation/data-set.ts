import { randomUUID } from 'node:crypto';
import { invoicePdf } from '../../src/modules/capture/test/capture-fixtures.js';
import { buildUblInvoice } from '../../src/modules/einvoice/testing/invoice-builder.js';
import { expectOk, type Caller } from '../lib/caller.js';
import type { DataClass, DataSet, IdKind } from './id-kinds.js';

export type DataSetActors = {
  mandantId: string;
  /** Captures, books and starts the workflow (capture and workflow rights in the Mandant). */
  clerk: Caller;
  /** Administrator: master data, settings, groups. */
  admin: Caller;
  /** Recipients of the workflow, one step each; the first also edits its split lines (needs the accounts right). */
  approvers: { id: string; caller: Caller }[];
  /** The user whose personal data (deputy, JSON data, sessions) belongs to the set. */
  owner: { id: string; caller: Caller };
  /** Marks are `<prefix>-<class>`; no answer to an outsider may contain one. */
  prefix: string;
};

type Collector = { add: (kind: IdKind, id: unknown) => void; ids: DataSet['ids'] };

function collector(): Collector {
  const ids: DataSet['ids'] = {};
  return {
    ids,
    add(kind, id) {
      if (typeof id !== 'string' || !id) throw new Error(`data set: no id for ${kind}`);
      (ids[kind] ??= []).push(id);
    },
  };
}

/** Waits until a job is final; the ceiling only ends a hang. */
async function waitForJob(caller: Caller, jobId: string): Promise<{ state: string; result: unknown }> {
  const deadline = Date.now() + 600_000;
  for (;;) {
    const job = await expectOk<{ state: string; result: unknown }>(
      caller.get(`/api/job/jobs/${jobId}`),
      'job',
    );
    if (['finished', 'faulty', 'canceled'].includes(job.state)) return job;
    if (Date.now() > deadline) throw new Error(`job ${jobId} did not finish`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until `done` holds; the ceiling only ends a hang. */
async function waitUntil(done: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 600_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function importFile(actors: DataSetActors, stackId: string, name: string, content: Buffer) {
  const upload = await expectOk<{ folderId: string; files: { jobId: string | null; error: unknown }[] }>(
    actors.clerk.upload(
      `/api/job/main/addfilestostack?mandantId=${actors.mandantId}&stackId=${stackId}`,
      {},
      [{ name, content }],
    ),
    `upload ${name}`,
  );
  const jobId = upload.files[0]?.jobId;
  if (!jobId) throw new Error(`upload ${name} refused: ${JSON.stringify(upload.files[0]?.error)}`);
  const job = await waitForJob(actors.clerk, jobId);
  if (job.state !== 'finished') throw new Error(`import ${name}: ${JSON.stringify(job)}`);
  return { jobId, folderId: upload.folderId, documentId: (job.result as { documentId: string }).documentId };
}

async function createDocuments(
  actors: DataSetActors,
  marks: Record<DataClass, string>,
  add: Collector['add'],
) {
  const { clerk, mandantId } = actors;
  const stack = await expectOk<{ id: string }>(
    clerk.post('/api/cap/stack/create', { mandantId, name: `${marks.documents} Stapel`, autoJobs: [] }),
    'stack',
  );
  add('stack', stack.id);
  const pdf = await invoicePdf({
    number: `${marks.documents}-1`,
    date: '05.03.2026',
    net: '100,00',
    vat: '19,00',
    gross: '119,00',
    creditor: `${marks.documents} Lieferant`,
  });
  const imported = await importFile(actors, stack.id, `${marks.documents}.pdf`, pdf);
  add('job', imported.jobId);
  add('folder', imported.folderId);
  add('document', imported.documentId);
  const detail = await expectOk<{ pages: { id: string }[] }>(
    clerk.get('/api/cap/stack/document', { mandantId, documentId: imported.documentId }),
    'document',
  );
  for (const page of detail.pages) add('page', page.id);
  const pageId = detail.pages[0]?.id as string;

  await expectOk(
    clerk.post('/api/cap/CapIndex/SaveIndexData', {
      mandantId,
      documentId: imported.documentId,
      values: [
        { field: 'Kennung', value: `${marks.documents}-Kennung` },
        { field: 'Betrag', value: '119,00' },
      ],
    }),
    'index values',
  );
  await expectOk(
    clerk.put('/api/cap/CapDocViewer/SaveNewAnnotation', {
      mandantId,
      docUid: imported.documentId,
      pageUid: pageId,
      selectedPageIndex: 0,
      jsonAnnotations: JSON.stringify([
        { type: 'note', x: 10, y: 10, width: 100, height: 40, text: `${marks.documents} Notiz` },
      ]),
    }),
    'annotation',
  );
  const attachment = await expectOk<{ id: string }>(
    clerk.upload(
      `/api/cap/stack/addattachment?mandantId=${mandantId}&documentId=${imported.documentId}`,
      {},
      [{ field: 'file', name: `${marks.documents}-Anlage.pdf`, content: pdf }],
    ),
    'attachment',
  );
  add('attachment', attachment.id);
  await expectOk(
    clerk.post('/api/cap/CapIndex/SaveBooking', {
      mandantId,
      documentId: imported.documentId,
      lines: [{ NETTO: '100.00', MWST: '19.00', BRUTTO: '119.00', BUTEXT: `${marks.documents} Buchung` }],
    }),
    'booking',
  );
  const booking = await expectOk<{ lines: { ID: string }[] }>(
    clerk.get('/api/cap/CapIndex/GetBooking', { mandantId, documentId: imported.documentId }),
    'booking read',
  );
  for (const line of booking.lines ?? []) add('bookingLine', line.ID);
  await expectOk(
    clerk.post('/api/man/wiedervorlagen/save', {
      mandantId,
      documentId: imported.documentId,
      entries: [{ dueDate: '31.12.2027', note: `${marks.mandantWide} Wiedervorlage` }],
    }),
    'resubmission',
  );
  const resubmissions = await expectOk<{ id: string }[]>(
    clerk.get('/api/man/wiedervorlagen/get', { mandantId, documentId: imported.documentId }),
    'resubmissions',
  );
  for (const entry of Array.isArray(resubmissions) ? resubmissions : []) add('resubmission', entry.id);

  const einvoiceStack = await expectOk<{ id: string }>(
    clerk.post('/api/cap/stack/create', {
      mandantId,
      name: `${marks.documents} E-Rechnung`,
      type: 'einvoice',
      autoJobs: [],
    }),
    'e-invoice stack',
  );
  add('stack', einvoiceStack.id);
  const xml = buildUblInvoice({ number: `${marks.documents}-XR` });
  const einvoice = await importFile(actors, einvoiceStack.id, `${marks.documents}.xml`, Buffer.from(xml));
  add('einvoiceDocument', einvoice.documentId);
  add('job', einvoice.jobId);
  await waitUntil(
    async () =>
      (await clerk.get(`/api/cap/CapDocViewer/EInvoiceSummary/${einvoice.documentId}`)).status === 200,
    'e-invoice validation',
  );
  const noteId = randomUUID();
  await expectOk(
    clerk.post(`/api/cap/CapDocViewer/EInvoiceAnnotation/${einvoice.documentId}/${noteId}`, {
      positionId: '1',
      text: `${marks.documents} E-Notiz`,
    }),
    'e-invoice note',
  );
  add('einvoiceNote', noteId);

  await expectOk(
    clerk.post('/api/cap/stack/downloadzip', { mandantId, documentIds: [imported.documentId] }),
    'download',
  );
  const downloads = await expectOk<{ Result: { FOLDER_REFERENCE_ID: string }[] }>(
    clerk.get('/api/man/DownloadManager/GetDownloadableContentEntriesforUser'),
    'downloads',
  );
  for (const entry of downloads.Result) add('download', entry.FOLDER_REFERENCE_ID);
  return { documentId: imported.documentId, pdf };
}

/** Goods-receipt lines of an order (their article names carry the mark), both linked to the invoice. */
async function createGoodsReceipts(
  actors: DataSetActors,
  marks: Record<DataClass, string>,
  add: Collector['add'],
  documentId: string,
) {
  const { clerk, mandantId } = actors;
  const order = `${marks.documents}-Bestellung`;
  const csv = [
    'IDENT1;IDENT2;BESTELL_DATUM;INT_LIEFERANT;EXT_LIEFERANT;EXT_ARTIKEL_NR;EXT_ARTIKEL_BEZ;EAN;MENGE;MENGE_ART;NETTO_PREIS;MWST;BESTELLER;KONTENVORSCHLAG',
    `${order};1;03.02.2026;70001;${marks.documents} Lieferant;GEHEIM-1;${marks.documents} Artikel;;10;Stk;5,00;19;Alma;3400`,
    `${order};2;03.02.2026;70001;${marks.documents} Lieferant;GEHEIM-2;${marks.documents} Zubehör;;5;Stk;10,00;19;Alma;3400`,
  ].join('\r\n');
  await expectOk(
    clerk.upload('/api/cap/wawi/ImportCsv', { mandantId }, [
      { field: 'file', name: 'bestellung.csv', content: Buffer.from(csv) },
    ]),
    'goods-receipt import',
  );
  await expectOk(
    clerk.post('/api/cap/wawi/ChangeGridViewAllFilter', {
      mandantId,
      FilterMode: 'ONLY_UNLINKED',
      Search: 'GEHEIM-',
    }),
    'goods-receipt filter',
  );
  const open = await expectOk<{ Rows: { EXT_WE_ID: string }[] }>(
    clerk.post('/api/cap/wawi/GetGridViewAllData', { mandantId, startRow: 0, endRow: 10, Sort: [] }),
    'goods-receipt lines',
  );
  const wkIds = open.Rows.map((row) => row.EXT_WE_ID);
  for (const wkId of wkIds) add('goodsReceipt', wkId);
  await expectOk(
    clerk.post('/api/cap/wawi/LinkWkToDoc', { mandantId, HeftUID: documentId, WkIds: wkIds }),
    'goods-receipt link',
  );
  const linked = await expectOk<{ Rows: { BuWkData: { ID_BU_WK: string | null } }[] }>(
    clerk.post('/api/cap/wawi/GetGridViewDocData', { mandantId, HeftUID: documentId }),
    'goods-receipt links',
  );
  for (const row of linked.Rows) add('goodsReceiptLink', row.BuWkData.ID_BU_WK);
}

/** An invoice captured with extraction and archived; a search run of the clerk that finds it. */
async function createArchive(actors: DataSetActors, marks: Record<DataClass, string>, add: Collector['add']) {
  const { clerk, mandantId } = actors;
  const stack = await expectOk<{ id: string }>(
    clerk.post('/api/cap/stack/create', {
      mandantId,
      name: `${marks.archive} Stapel`,
      autoJobs: ['extraction'],
    }),
    'archive stack',
  );
  const pdf = await invoicePdf({
    number: `${marks.archive}-1`,
    date: '06.03.2026',
    net: '200,00',
    vat: '38,00',
    gross: '238,00',
    creditor: `${marks.archive} Lieferant`,
  });
  const imported = await importFile(actors, stack.id, `${marks.archive}.pdf`, pdf);
  // The extraction auto job runs after the import; archiving waits until the clerk's jobs are final.
  await waitUntil(async () => {
    const jobs = await expectOk<{ state: string }[]>(clerk.get('/api/job/jobs'), 'jobs');
    return jobs.every((job) => ['finished', 'faulty', 'canceled'].includes(job.state));
  }, 'extraction');
  const started = await expectOk<{ jobId: string }>(
    clerk.post('/api/job/main/startarchivejobs', {
      mandantId,
      stackId: stack.id,
      documentIds: [imported.documentId],
      confirmDuplicates: true,
    }),
    'archive job',
  );
  const job = await waitForJob(clerk, started.jobId);
  if (job.state !== 'finished') throw new Error(`archive job: ${JSON.stringify(job)}`);
  add('archivedSource', imported.documentId);
  const search = await expectOk<{ runId: string; state: string }>(
    clerk.post('/api/arc/search', { mandantIds: [mandantId], fulltext: '' }),
    'archive search',
  );
  add('archiveSearchRun', search.runId);
  await waitUntil(async () => {
    const run = await expectOk<{ state: string }>(clerk.get(`/api/arc/search/${search.runId}`), 'run');
    return run.state === 'ended' || run.state === 'aborted';
  }, 'archive search');
  const rows = await expectOk<{ id: string; sourceDocumentId: string }[]>(
    clerk.get(`/api/arc/search/${search.runId}/rows`),
    'archive rows',
  );
  const row = rows.find((candidate) => candidate.sourceDocumentId === imported.documentId);
  add('archivedDocument', row?.id);
}

async function createWorkflow(
  actors: DataSetActors,
  marks: Record<DataClass, string>,
  add: Collector['add'],
  document: { documentId: string; pdf: Buffer },
) {
  const { clerk, mandantId } = actors;
  const users = actors.approvers.map((approver, index) => ({ Id: approver.id, Step: index + 1 }));
  const definition = await expectOk<{ Id?: string; Result?: { Id?: string } }>(
    actors.admin.post('/api/wf/workflows/buildapprovewf', {
      mandantId,
      Name: `${marks.workflow} Freigabe`,
      Users: users,
    }),
    'workflow definition',
  );
  add('workflowDefinition', definition.Id ?? definition.Result?.Id);
  const started = await expectOk<{ Result: { WF_INSTANCEID: string }[] }>(
    clerk.post('/api/wf/workflows/sendworkflowmulti', {
      mandantId,
      DocIDs: [document.documentId],
      Users: users,
      sAnmerkung: `${marks.workflow} Start`,
    }),
    'workflow start',
  );
  const instanceId = started.Result[0]?.WF_INSTANCEID as string;
  add('workflow', instanceId);
  await expectOk(
    clerk.post('/api/wf/WFIndex/SaveHistoryEntry', {
      InstanceId: instanceId,
      TEXT: `${marks.workflow} Notiz`,
    }),
    'workflow note',
  );
  const editor = actors.approvers[0]?.caller as Caller;
  const split = await expectOk<{ ID: string }>(
    editor.post('/api/wf/WFIndex/SaveSplitLine', {
      WF_ID: instanceId,
      BRUTTO: '19,00',
      BUTEXT: `${marks.workflow} Split`,
    }),
    'split line',
  );
  add('splitLine', split.ID);
  const allocations = await expectOk<{ ID: string }[]>(
    editor.post('/api/wf/WFIndex/SaveCostAllocation', {
      WF_ID: instanceId,
      KOST_NR: '100',
      KOST_BEZ: `${marks.workflow} Kosten`,
      MODE: 'amount',
      VALUE: '10,00',
    }),
    'cost allocation',
  );
  for (const line of allocations) add('costAllocation', line.ID);
  const file = await expectOk<{ Result: { FileIds: string[] } }>(
    editor.upload('/api/wf/workflows/addfile2workflow', { InstanceId: instanceId, ColourType: '0' }, [
      { field: 'file', name: `${marks.workflow}-Lieferschein.pdf`, content: document.pdf },
    ]),
    'workflow file',
  );
  for (const fileId of file.Result.FileIds) add('workflowFile', fileId);
  return instanceId;
}

async function createMasterData(
  actors: DataSetActors,
  marks: Record<DataClass, string>,
  add: Collector['add'],
) {
  const { admin, mandantId } = actors;
  const id = async (url: string, body: Record<string, unknown>) => {
    const answer = await expectOk<{ id: string }>(admin.post(url, { mandantId, ...body }), url);
    return answer.id;
  };
  add(
    'ledger',
    await id('/api/man/konten/add', {
      kind: 'SACHKONTO',
      number: '4711',
      name: `${marks.mandantWide} Konto`,
    }),
  );
  const creditor = await id('/api/man/personenkonten/add', {
    kind: 'KREDITOR',
    number: '70555',
    name: `${marks.mandantWide} Kreditor`,
    iban: 'DE89370400440532013000',
  });
  add('personalAccount', creditor);
  add(
    'costCentre',
    await id('/api/man/kostenstellen/add', { number: '900', name: `${marks.mandantWide} Kostenstelle` }),
  );
  add('tag', await id('/api/man/fields/addkeyword', { name: `${marks.mandantWide} Schlagwort` }));
  add('vorgang', await id('/api/man/vorgang/add', { kuerzel: 'GB', name: `${marks.mandantWide} Vorgang` }));
  add(
    'bankAccount',
    await id('/api/man/mandanten/addbankaccount', {
      accountName: `${marks.mandantWide} Bank`,
      iban: 'DE02120300000000202051',
      bic: 'BYLADEM1001',
    }),
  );
  add(
    'externalUser',
    await id('/api/man/mandanten/addexternalworkflowuser', {
      name: `${marks.mandantWide} Extern`,
      email: `${marks.mandantWide.toLowerCase()}@example.org`,
    }),
  );
  await expectOk(
    admin.post('/api/man/personenkonten/savebookingproposals', {
      mandantId,
      personalAccountId: creditor,
      proposals: [{ accountNumber: '4711', bookingText: `${marks.mandantWide} Vorschlag` }],
    }),
    'booking proposals',
  );
  await expectOk(
    admin.post('/api/man/settings/settextchoices', {
      mandantId,
      value: { texts: [`${marks.mandantWide} Text`] },
    }),
    'text choices',
  );
}

async function createPersonalData(
  actors: DataSetActors,
  marks: Record<DataClass, string>,
  add: Collector['add'],
) {
  const { owner } = actors;
  await expectOk(
    owner.caller.post('/api/man/system/setJsonData', {
      key: 'resilience',
      value: { note: `${marks.personal} Daten` },
    }),
    'JSON data',
  );
  const deputy = actors.approvers.find((approver) => approver.id !== owner.id) ?? actors.approvers[0];
  const entry = await expectOk<{ id?: string }>(
    owner.caller.post('/api/man/SV/add', {
      deputyType: 'USER',
      deputyId: deputy?.id,
      startDate: '01.01.2027',
      startTime: '08:00',
      description: `${marks.personal} Vertretung`,
      confirmRightsDifference: true,
    }),
    'deputy',
  );
  if (entry.id) add('deputy', entry.id);
  else {
    const list = await expectOk<{ id: string }[]>(owner.caller.get('/api/man/SV/list'), 'deputies');
    for (const row of list) add('deputy', row.id);
  }
  const sessions = await expectOk<{ tokenId?: string }[]>(owner.caller.get('/api/auth/sessions'), 'sessions');
  for (const session of sessions) if (session.tokenId) add('sessionToken', session.tokenId);
}

/**
 * Creates a Mandant's data set through the API, as its users would: a captured invoice with index
 * values, annotation, attachment, booking, resubmission, download and linked goods-receipt lines; an e-invoice with a note; a
 * workflow with note, split line, cost allocation and file; master data and settings; a user's
 * deputy, JSON data and session. Every text carries the mark of its data class.
 */
export async function createDataSet(actors: DataSetActors): Promise<DataSet> {
  const marks: Record<DataClass, string> = {
    documents: `${actors.prefix}-Beleg`,
    workflow: `${actors.prefix}-Workflow`,
    mandantWide: `${actors.prefix}-Mandant`,
    personal: `${actors.prefix}-Person`,
    archive: `${actors.prefix}-Archiv`,
  };
  const { add, ids } = collector();
  add('mandant', actors.mandantId);
  add('user', actors.owner.id);
  const document = await createDocuments(actors, marks, add);
  await createGoodsReceipts(actors, marks, add, document.documentId);
  await createArchive(actors, marks, add);
  await createWorkflow(actors, marks, add, document);
  await createMasterData(actors, marks, add);
  await createPersonalData(actors, marks, add);
  return { mandantId: actors.mandantId, ids, marks };
}
