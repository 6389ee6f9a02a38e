import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { invoicePdf, sampleInvoice } from './test/capture-fixtures.js';
import {
  captureClient,
  createStack,
  mandantIdOf,
  uploadAndImport,
  type CaptureClient,
} from './test/capture-test-helpers.js';

let t: TestApp;
let admin: CaptureClient;
let mandantId: string;

beforeAll(async () => {
  t = await createTestApp({ jobs: 'work' });
  admin = captureClient(t, await t.login('admin'));
  mandantId = await mandantIdOf(t, 10001);
});
afterAll(async () => t.close());

describe('stack services /api/cap/stack/*', () => {
  it('lists the reserved e-invoice stacks of every Mandant', async () => {
    const response = await admin.get('/api/cap/stack/list', { mandantId });
    expect(response.statusCode).toBe(200);
    const stacks = response.json() as { name: string; type: string; reserved: boolean }[];
    expect(stacks.filter((stack) => stack.reserved).map((stack) => [stack.name, stack.type])).toEqual([
      ['E-Rechnung', 'einvoice'],
      ['XRechnung', 'einvoice'],
    ]);
  });

  it('creates stacks with unique names and answers the spec messages in German', async () => {
    const created = await createStack(admin, mandantId, 'Eingangsrechnungen März');
    expect(created.type).toBe('standard');
    const duplicate = await admin.post('/api/cap/stack/create', {
      mandantId,
      name: ' eingangsrechnungen märz ',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toMatchObject({
      code: 'capture.stack_name_exists',
      message: 'Der Stapelname ist bereits vorhanden.',
    });
    const reserved = await admin.post('/api/cap/stack/create', { mandantId, name: 'XRechnung' });
    expect(reserved.json().error.code).toBe('capture.stack_name_exists');
    const empty = await admin.post('/api/cap/stack/create', { mandantId, name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatchObject({
      code: 'capture.stack_name_missing',
      message: 'Es wurde kein Name angegeben.',
    });
  });

  it('gives a new stack OCR, analysis and extraction unless its auto jobs are named; e-invoice stacks none', async () => {
    const plain = await admin.post('/api/cap/stack/create', { mandantId, name: 'Ohne Angabe' });
    expect(plain.json().autoJobs).toEqual(['ocr', 'analyse', 'extraction']);
    const chosen = await admin.post('/api/cap/stack/create', {
      mandantId,
      name: 'Nur OCR',
      autoJobs: ['ocr'],
    });
    expect(chosen.json().autoJobs).toEqual(['ocr']);
    const einvoice = await admin.post('/api/cap/stack/create', {
      mandantId,
      name: 'Weitere E-Rechnungen',
      type: 'einvoice',
    });
    expect(einvoice.json().autoJobs).toEqual([]);
  });

  it('counts the documents of each stack in the stack list', async () => {
    const stack = await createStack(admin, mandantId, 'Gezählt');
    await uploadAndImport(t, admin, mandantId, stack.id, [
      { name: 'a.pdf', content: await invoicePdf() },
      { name: 'b.pdf', content: await invoicePdf({ ...sampleInvoice, number: 'RE-2' }) },
    ]);
    const stacks = (await admin.get('/api/cap/stack/list', { mandantId })).json() as {
      id: string;
      documentCount: number;
    }[];
    expect(stacks.find((candidate) => candidate.id === stack.id)?.documentCount).toBe(2);
  });

  it('renames stacks but never the reserved ones', async () => {
    const stack = await createStack(admin, mandantId, 'Umbenennen');
    const renamed = await admin.post('/api/cap/stack/rename', {
      mandantId,
      stackId: stack.id,
      name: 'Umbenannt',
    });
    expect(renamed.json()).toMatchObject({ name: 'Umbenannt' });
    const stacks = (await admin.get('/api/cap/stack/list', { mandantId })).json() as {
      id: string;
      name: string;
    }[];
    const xrechnung = stacks.find((candidate) => candidate.name === 'XRechnung') as { id: string };
    const refused = await admin.post('/api/cap/stack/rename', {
      mandantId,
      stackId: xrechnung.id,
      name: 'Anders',
    });
    expect(refused.json().error.code).toBe('capture.stack_reserved');
    const taken = await admin.post('/api/cap/stack/rename', {
      mandantId,
      stackId: stack.id,
      name: 'E-Rechnung',
    });
    expect(taken.json().error.code).toBe('capture.stack_name_exists');
  });

  it('stores properties (capture mask, auto jobs, sort) and journals every change', async () => {
    const stack = await createStack(admin, mandantId, 'Eigenschaften');
    const updated = await admin.post('/api/cap/stack/update', {
      mandantId,
      stackId: stack.id,
      captureMask: 'Eingangsrechnung',
      autoJobs: ['ocr', 'extraction'],
      sortField: 'UMSATZ',
      sortAscending: false,
    });
    expect(updated.json()).toMatchObject({
      captureMask: 'Eingangsrechnung',
      autoJobs: ['ocr', 'extraction'],
      sortField: 'UMSATZ',
    });
    const journal = (await admin.get('/api/cap/stack/journal', { mandantId, stackId: stack.id })).json() as {
      action: string;
      actor: string;
    }[];
    expect(journal.map((entry) => entry.action)).toEqual(['stack.properties', 'stack.created']);
    expect(journal[0]?.actor).toBeTruthy();
  });

  it('refuses deleting a stack with running jobs or undeletable items, deletes it otherwise', async () => {
    const stack = await createStack(admin, mandantId, 'Zum Löschen');
    const { jobs } = await uploadAndImport(t, admin, mandantId, stack.id, [
      { name: 'r.pdf', content: await invoicePdf() },
    ]);
    const documentId = (jobs[0]?.result as { documentId: string }).documentId;
    await admin.post('/api/cap/stack/setstate', {
      mandantId,
      documentIds: [documentId],
      flag: 'fibuExported',
      value: true,
    });
    const refused = await admin.post('/api/cap/stack/delete', { mandantId, stackId: stack.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('capture.stack_has_undeletable_items');

    const blockedByJob = await t.deps.jobs.enqueue(
      'capture.extraction',
      { stackId: stack.id, documentIds: [] },
      { mandantId, createdBy: null },
    );
    await t.deps.jobs.cancel(blockedByJob.id);
    await admin.post('/api/cap/stack/setstate', {
      mandantId,
      documentIds: [documentId],
      flag: 'fibuExported',
      value: false,
    });
    const deleted = await admin.post('/api/cap/stack/delete', { mandantId, stackId: stack.id });
    expect(deleted.statusCode).toBe(200);
    const read = await admin.get('/api/cap/stack/read', { mandantId, stackId: stack.id });
    expect(read.json().error.code).toBe('capture.stack_not_found');
  });

  it('transfers documents only into a chosen stack of the same type', async () => {
    const source = await createStack(admin, mandantId, 'Quelle');
    const target = await createStack(admin, mandantId, 'Ziel');
    const special = await createStack(admin, mandantId, 'Sonder', { type: 'special' });
    await uploadAndImport(t, admin, mandantId, source.id, [{ name: 'a.pdf', content: await invoicePdf() }]);
    const noTarget = await admin.post('/api/cap/stack/transfer', { mandantId, stackId: source.id });
    expect(noTarget.json().error).toMatchObject({
      code: 'capture.transfer_target_missing',
      message: 'Bitte wählen Sie einen Stapel aus.',
    });
    const mismatch = await admin.post('/api/cap/stack/transfer', {
      mandantId,
      stackId: source.id,
      targetStackId: special.id,
    });
    expect(mismatch.json().error.code).toBe('capture.stack_type_mismatch');
    const moved = await admin.post('/api/cap/stack/transfer', {
      mandantId,
      stackId: source.id,
      targetStackId: target.id,
    });
    expect(moved.json()).toMatchObject({ transferred: 1 });
    const stats = (await admin.get('/api/cap/stack/statistics', { mandantId, stackId: target.id })).json();
    expect(stats).toMatchObject({ documents: 1, pages: 1, folders: 1 });
    expect(
      (await admin.get('/api/cap/stack/statistics', { mandantId, stackId: source.id })).json(),
    ).toMatchObject({ documents: 0 });
  });

  it('empties a stack, keeping the stack', async () => {
    const stack = await createStack(admin, mandantId, 'Leeren');
    await uploadAndImport(t, admin, mandantId, stack.id, [
      { name: 'a.pdf', content: await invoicePdf() },
      {
        name: 'b.pdf',
        content: await invoicePdf({
          ...(await import('./test/capture-fixtures.js')).sampleInvoice,
          number: 'B-2',
        }),
      },
    ]);
    const emptied = await admin.post('/api/cap/stack/empty', { mandantId, stackId: stack.id });
    expect(emptied.json()).toEqual({ deleted: 2 });
    const tree = (await admin.get('/api/cap/stack/read', { mandantId, stackId: stack.id })).json();
    expect(tree.folders).toEqual([]);
  });

  it('keeps other Mandanten and users without the capture right out', async () => {
    const freigeber = captureClient(t, await t.login('freigeber'));
    const forbidden = await freigeber.get('/api/cap/stack/list', { mandantId });
    expect(forbidden.statusCode).toBe(403);
    const mandantUser = captureClient(t, await t.login('mandant'));
    const otherMandant = await mandantUser.get('/api/cap/stack/list', {
      mandantId: await mandantIdOf(t, 10002),
    });
    expect([403, 404]).toContain(otherMandant.statusCode);
    const unauthenticated = await t.app.inject({
      method: 'GET',
      url: `/api/cap/stack/list?mandantId=${mandantId}`,
    });
    expect(unauthenticated.statusCode).toBe(401);
  });
});
