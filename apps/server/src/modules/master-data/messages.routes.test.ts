import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createCaller, demoMandanten } from './testing.js';

/** The answers for records that do not exist (or not in this Mandant), and the rules of a few fields. */
let t: TestApp;
let admin: ReturnType<typeof createCaller>;
let mandantId: string;
const unknownId = '00000000-0000-4000-8000-00000000beef';

beforeAll(async () => {
  t = await createTestApp();
  admin = createCaller(t, await t.login('admin'));
  mandantId = (await demoMandanten(t))[10001] as string;
});
afterAll(async () => t.close());

type Call = [method: 'GET' | 'POST', url: string, input: Record<string, unknown>];

async function expectAnswer(calls: Call[], status: number, code: string, message: string) {
  for (const [method, url, input] of calls) {
    const response =
      method === 'GET' ? await admin.get(url, input as Record<string, string>) : await admin.post(url, input);
    expect(response.statusCode, url).toBe(status);
    expect(response.json().error, url).toMatchObject({ code, message });
    expect(response.json().Error.ErrorMsg, url).toBe(message);
  }
}

describe('records that are not there', () => {
  it('names a missing account, ledger or personal', async () => {
    await expectAnswer(
      [
        ['POST', '/api/man/konten/edit', { mandantId, id: unknownId, number: '4711', name: 'Porto' }],
        ['GET', '/api/man/personenkonten/get', { mandantId, id: unknownId }],
        [
          'POST',
          '/api/man/personenkonten/edit',
          { mandantId, id: unknownId, kind: 'KREDITOR', number: '70001', name: 'Nord GmbH' },
        ],
        ['POST', '/api/man/personenkonten/saveinfo', { mandantId, id: unknownId, city: 'Kiel' }],
      ],
      404,
      'masterdata.account_not_found',
      'Das Konto wurde nicht gefunden.',
    );
  });

  it('names a missing cost centre, tag and Vorgangsart', async () => {
    await expectAnswer(
      [
        [
          'POST',
          '/api/man/kostenstellen/edit',
          { mandantId, id: unknownId, number: '100', name: 'Backstube' },
        ],
      ],
      404,
      'masterdata.cost_centre_not_found',
      'Die Kostenstelle wurde nicht gefunden.',
    );
    await expectAnswer(
      [
        ['POST', '/api/man/fields/updatekeyword', { mandantId, id: unknownId, name: 'Reise' }],
        ['POST', '/api/man/fields/deletekeyword', { mandantId, id: unknownId }],
      ],
      404,
      'masterdata.tag_not_found',
      'Das Schlagwort wurde nicht gefunden.',
    );
    await expectAnswer(
      [
        ['POST', '/api/man/vorgang/edit', { mandantId, id: unknownId, kuerzel: 'ER', name: 'Eingang' }],
        ['POST', '/api/man/vorgang/delete', { mandantId, id: unknownId }],
      ],
      404,
      'masterdata.vorgang_not_found',
      'Die Vorgangsart wurde nicht gefunden.',
    );
  });

  it('names a missing bank account', async () => {
    const bank = { accountName: 'Hausbank', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' };
    await expectAnswer(
      [
        ['POST', '/api/man/mandanten/editbankaccount', { mandantId, id: unknownId, ...bank }],
        ['POST', '/api/man/mandanten/deletebankaccount', { mandantId, id: unknownId }],
        ['POST', '/api/man/mandanten/setdefaultbankaccount', { mandantId, id: unknownId }],
      ],
      404,
      'masterdata.bank_account_not_found',
      'Das Bankkonto wurde nicht gefunden.',
    );
  });

  it('does not find a record of another Mandant through this one', async () => {
    const other = (await demoMandanten(t))[10002] as string;
    const tag = await admin.post('/api/man/fields/addkeyword', { mandantId: other, name: 'Autohaus' });
    expect(tag.statusCode).toBe(200);
    await expectAnswer(
      [['POST', '/api/man/fields/updatekeyword', { mandantId, id: tag.json().id, name: 'Übernommen' }]],
      404,
      'masterdata.tag_not_found',
      'Das Schlagwort wurde nicht gefunden.',
    );
  });
});

describe('field rules', () => {
  it('refuses an unknown account frame, for the Mandant and for a new Mandant', async () => {
    await expectAnswer(
      [['POST', '/api/man/konten/applyframe', { mandantId, frame: 'SKR99' }]],
      400,
      'masterdata.account_frame_unknown',
      'Der Kontenrahmen ist unbekannt.',
    );
    const created = await admin.post('/api/man/mandanten/create', {
      mandnr: 20001,
      name: 'Neugründung GmbH',
      fibu: 'DATEV',
      accountFrame: 'IKR',
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().error).toMatchObject({
      code: 'masterdata.account_frame_unknown',
      fields: [{ path: 'body.accountFrame', issue: 'masterdata.account_frame_unknown' }],
    });
    const applied = await admin.post('/api/man/konten/applyframe', { mandantId, frame: 'SKR04' });
    expect(applied.statusCode).toBe(200);
  });

  it('checks the invoice-number pattern of a creditor', async () => {
    const creditor = { mandantId, kind: 'KREDITOR', number: '70010', name: 'Mühlenwerke Nord GmbH' };
    for (const pattern of ['*', '***', 'RE-\u0007###']) {
      const refused = await admin.post('/api/man/personenkonten/add', {
        ...creditor,
        invoiceNumberPattern: pattern,
      });
      expect(refused.statusCode, pattern).toBe(400);
      expect(refused.json().error, pattern).toMatchObject({
        code: 'masterdata.invoice_pattern_invalid',
        message: 'Das Muster für Rechnungsnummern ist ungültig.',
        fields: [{ path: 'body.invoiceNumberPattern' }],
      });
    }
    const saved = await admin.post('/api/man/personenkonten/add', {
      ...creditor,
      invoiceNumberPattern: ' MW-####/?? ',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().invoiceNumberPattern).toBe('MW-####/??');
    const info = await admin.post('/api/man/personenkonten/saveinfo', {
      mandantId,
      id: saved.json().id,
      invoiceNumberPattern: '**',
    });
    expect(info.json().error.code).toBe('masterdata.invoice_pattern_invalid');
  });
});
