import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createCaller, demoMandanten } from '../testing.js';

let t: TestApp;
let admin: ReturnType<typeof createCaller>;
let mandanten: Record<number, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = createCaller(t, await t.login('admin'));
  mandanten = await demoMandanten(t);
});
afterAll(async () => t.close());

describe('/konten: the Mandant chooses its chart of accounts', () => {
  it('lists both standard charts with well over 1,000 accounts each', async () => {
    const frames = await admin.get('/api/man/konten/frames');
    expect(frames.json()).toEqual([
      { frame: 'SKR03', accounts: expect.any(Number) },
      { frame: 'SKR04', accounts: expect.any(Number) },
    ]);
    for (const frame of frames.json()) expect(frame.accounts).toBeGreaterThan(1000);
  });

  it('refuses "Kontenrahmen übernehmen" before a chart is chosen, then takes the chosen chart', async () => {
    const mandantId = mandanten[10002] as string;
    expect((await admin.get('/api/man/konten/chart', { mandantId })).json()).toEqual({ frame: null });
    const refused = await admin.post('/api/man/konten/applyframe', { mandantId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      'Für den Mandanten ist noch kein Kontenrahmen gewählt. Bitte wählen Sie SKR03 oder SKR04.',
    );
    expect((await admin.get('/api/man/konten/exists', { mandantId, number: '5400' })).json().exists).toBe(
      false,
    );

    const chosen = await admin.post('/api/man/konten/chart', { mandantId, frame: 'SKR04' });
    expect(chosen.json()).toEqual({ frame: 'SKR04' });
    const applied = await admin.post('/api/man/konten/applyframe', { mandantId });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().created).toBeGreaterThan(1000);
    const wareneingang = await admin.get('/api/man/konten/exists', { mandantId, number: '5400' });
    expect(wareneingang.json()).toMatchObject({ exists: true, name: 'Wareneingang 19 % Vorsteuer' });
    expect((await admin.get('/api/man/konten/chart', { mandantId })).json()).toEqual({ frame: 'SKR04' });
  });

  it('naming a chart on "Kontenrahmen übernehmen" chooses it', async () => {
    const mandantId = mandanten[10003] as string;
    await admin.post('/api/man/konten/applyframe', { mandantId, frame: 'SKR03' });
    expect((await admin.get('/api/man/konten/chart', { mandantId })).json()).toEqual({ frame: 'SKR03' });
  });

  it('refuses an unknown chart with the field named, and a reader may not choose', async () => {
    const mandantId = mandanten[10001] as string;
    const unknown = await admin.post('/api/man/konten/chart', { mandantId, frame: 'IKR' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual([
      expect.objectContaining({ path: 'body.frame', issue: 'masterdata.account_frame_unknown' }),
    ]);
    const approver = createCaller(t, await t.login('freigeber'));
    expect((await approver.post('/api/man/konten/chart', { mandantId, frame: 'SKR04' })).statusCode).toBe(
      403,
    );
  });
});

describe('/konten: completion and tax keys follow the chosen chart', () => {
  let mandantId: string;
  beforeAll(async () => {
    mandantId = mandanten[10002] as string;
    await admin.post('/api/man/konten/applyframe', { mandantId, frame: 'SKR04' });
  });

  it('completes on a number prefix and on a name prefix, with the tax function of each account', async () => {
    const byNumber = await admin.get('/api/man/konten/complete', { mandantId, term: '540', limit: 5 });
    expect(byNumber.json()[0]).toEqual({
      number: 5400,
      name: 'Wareneingang 19 % Vorsteuer',
      kind: 'SACHKONTO',
      active: true,
      tax: { kind: 'automatic', vatCase: 'input', rate: 19 },
    });
    const leadingZero = await admin.get('/api/man/konten/complete', { mandantId, term: '054' });
    expect(leadingZero.json().map((account: { number: number }) => account.number)).toEqual([540]);
    const byName = await admin.get('/api/man/konten/complete', { mandantId, term: 'abziehbare vorsteuer 1' });
    expect(byName.json().map((account: { number: number }) => account.number)).toEqual([1406]);
    expect(byName.json()[0].tax).toEqual({ kind: 'taxAccount', side: 'input', rate: 19 });
    expect((await admin.get('/api/man/konten/complete', { mandantId, term: ' ' })).json()).toEqual([]);
  });

  it('answers the tax key of a line: key, automatic, refused', async () => {
    const key = await admin.get('/api/man/konten/taxkey', {
      mandantId,
      account: '6815',
      vatCase: 'input',
      rate: 19,
    });
    expect(key.json()).toEqual({ outcome: 'key', key: '9' });
    const automatic = await admin.get('/api/man/konten/taxkey', {
      mandantId,
      account: '5400',
      vatCase: 'input',
      rate: 19,
    });
    expect(automatic.json()).toEqual({ outcome: 'automatic', vatCase: 'input', rate: 19 });
    const refused = await admin.get('/api/man/konten/taxkey', {
      mandantId,
      account: '3806',
      vatCase: 'output',
      rate: 19,
    });
    expect(refused.json()).toMatchObject({ outcome: 'refused', code: 'masterdata.tax_key_not_allowed' });
  });

  it('refuses an unknown tax case and a non-numeric account with the field named', async () => {
    const response = await admin.get('/api/man/konten/taxkey', {
      mandantId,
      account: 'abc',
      vatCase: 'sometimes',
      rate: 19,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: 'querystring.account',
          issue: 'masterdata.account_number_not_numeric',
        }),
        expect.objectContaining({ path: 'querystring.vatCase', issue: 'masterdata.vat_case_unknown' }),
      ]),
    );
  });
});
