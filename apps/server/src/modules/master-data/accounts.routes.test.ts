import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createCaller, demoMandanten } from './testing.js';

let t: TestApp;
let admin: ReturnType<typeof createCaller>;
let mandantId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = createCaller(t, await t.login('admin'));
  mandantId = (await demoMandanten(t))[10001] as string;
});
afterAll(async () => t.close());

describe('/konten: ledger accounts and sub-accounts', () => {
  it('adds, finds, lists, changes and deletes a ledger account', async () => {
    const added = await admin.post('/api/man/konten/add', {
      mandantId,
      kind: 'SACHKONTO',
      number: '4930',
      name: 'Bürobedarf',
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      number: 4930,
      name: 'Bürobedarf',
      kind: 'SACHKONTO',
      origin: 'manual',
    });
    const exists = await admin.get('/api/man/konten/exists', { mandantId, number: '04930' });
    expect(exists.json()).toEqual({ exists: true, kind: 'SACHKONTO', name: 'Bürobedarf' });
    const list = await admin.get('/api/man/konten/list', { mandantId, kind: 'SACHKONTO', search: 'büro' });
    expect(list.json()).toMatchObject({ total: 1, page: 0, items: [{ number: 4930 }] });
    const id = added.json().id;
    const edited = await admin.post('/api/man/konten/edit', {
      mandantId,
      id,
      number: '4930',
      name: 'Bürobedarf und Porto',
    });
    expect(edited.json().name).toBe('Bürobedarf und Porto');
    const deleted = await admin.post('/api/man/konten/delete', { mandantId, ids: [id] });
    expect(deleted.json()).toEqual({ deleted: 1 });
    const again = await admin.post('/api/man/konten/delete', { mandantId, ids: [id] });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('Beim Löschen wurden keine Einträge gefunden.');
  });

  it('says what is wrong with number and name', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { number: '', name: 'Kasse' },
        'masterdata.account_number_required',
        'Bitte geben Sie eine Kontonummer ein.',
      ],
      [
        { number: '10a0', name: 'Kasse' },
        'masterdata.account_number_not_numeric',
        'Die Kontonummer muss numerisch sein.',
      ],
      [
        { number: '1000', name: '  ' },
        'masterdata.account_name_required',
        'Bitte geben Sie eine Bezeichnung ein.',
      ],
    ];
    for (const [input, code, message] of cases) {
      const response = await admin.post('/api/man/konten/add', { mandantId, kind: 'SACHKONTO', ...input });
      expect(response.statusCode, code).toBe(400);
      expect(response.json().error).toMatchObject({ code, message });
      expect(response.json().error.fields[0].issue).toBe(code);
    }
  });

  it('refuses a number that any account of the Mandant already has, in every language', async () => {
    await admin.post('/api/man/konten/add', { mandantId, kind: 'SACHKONTO', number: '1000', name: 'Kasse' });
    const twice = await admin.post('/api/man/konten/add', {
      mandantId,
      kind: 'SACHKONTO',
      number: 1000,
      name: 'Kasse 2',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('Ein Konto mit dieser Nummer existiert bereits.');
    const english = await createCaller(t, await t.login('admin'), 'en').post('/api/man/konten/add', {
      mandantId,
      kind: 'SACHKONTO',
      number: '1000',
      name: 'Cash',
    });
    expect(english.json().error.message).toBe('An account with this number already exists.');
  });

  it('adds a sub-account only under an existing ledger account', async () => {
    const orphan = await admin.post('/api/man/konten/add', {
      mandantId,
      kind: 'UNTERKONTO',
      number: '120001',
      name: 'Bank Unterkonto',
      parentNumber: '1200',
    });
    expect(orphan.json().error.message).toBe('Das übergeordnete Sachkonto existiert nicht.');
    await admin.post('/api/man/konten/add', { mandantId, kind: 'SACHKONTO', number: '1200', name: 'Bank' });
    const child = await admin.post('/api/man/konten/add', {
      mandantId,
      kind: 'UNTERKONTO',
      number: '120001',
      name: 'Bank Unterkonto',
      parentNumber: '1200',
    });
    expect(child.json()).toMatchObject({ kind: 'UNTERKONTO', parentNumber: 1200 });
  });

  it('adds debtors and creditors through /konten inside their number ranges', async () => {
    const creditor = await admin.post('/api/man/konten/add', {
      mandantId,
      kind: 'KREDITOR',
      number: '70100',
      name: 'Mehl & Co',
    });
    expect(creditor.json()).toMatchObject({ kind: 'KREDITOR', number: 70100 });
    const wrongRange = await admin.post('/api/man/konten/add', {
      mandantId,
      kind: 'DEBITOR',
      number: '70200',
      name: 'Kunde',
    });
    expect(wrongRange.json().error.message).toBe(
      'Die Kontonummer liegt nicht im Nummernbereich für Debitoren bzw. Kreditoren.',
    );
    const list = await admin.get('/api/man/konten/list', { mandantId, kind: 'KREDITOR' });
    expect(list.json().items.map((item: { number: number }) => item.number)).toContain(70100);
  });

  it('starts a Mandant from SKR03 and adds only what is missing the second time', async () => {
    const frames = await admin.get('/api/man/konten/frames');
    expect(frames.json().map((frame: { frame: string }) => frame.frame)).toEqual(['SKR03', 'SKR04']);
    const other = (await demoMandanten(t))[10003] as string;
    const first = await admin.post('/api/man/konten/applyframe', { mandantId: other, frame: 'SKR03' });
    expect(first.json().created).toBeGreaterThan(80);
    expect(first.json().skipped).toBe(0);
    const second = await admin.post('/api/man/konten/applyframe', { mandantId: other, frame: 'SKR03' });
    expect(second.json()).toEqual({ created: 0, skipped: first.json().created });
    const kasse = await admin.get('/api/man/konten/exists', { mandantId: other, number: '1000' });
    expect(kasse.json()).toMatchObject({ exists: true, name: 'Kasse' });
  });

  it('lets users without the administration or account right read but not change accounts', async () => {
    const approver = createCaller(t, await t.login('freigeber'));
    expect((await approver.get('/api/man/konten/list', { mandantId })).statusCode).toBe(200);
    const refused = await approver.post('/api/man/konten/add', {
      mandantId,
      kind: 'SACHKONTO',
      number: '4910',
      name: 'Porto',
    });
    expect(refused.statusCode).toBe(403);
    const clerk = createCaller(t, await t.login('erfasser'));
    const allowed = await clerk.post('/api/man/konten/add', {
      mandantId,
      kind: 'SACHKONTO',
      number: '4910',
      name: 'Porto',
    });
    expect(allowed.statusCode).toBe(200);
  });
});
