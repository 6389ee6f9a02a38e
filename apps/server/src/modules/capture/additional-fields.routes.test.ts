import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createCaller, demoMandanten } from '../master-data/testing.js';
import { createSettingsService } from '../settings/index.js';
import { createCapturedInvoice } from '../workflow/workflow.testing.js';

/** The Mandant's additional mask fields (setting additionalFields): stored per document, checked by type. */
let t: TestApp;
let mandantId: string;
let erfasser: ReturnType<typeof createCaller>;

beforeAll(async () => {
  t = await createTestApp();
  mandantId = (await demoMandanten(t))[10001] as string;
  erfasser = createCaller(t, await t.login('erfasser'));
  await createSettingsService({ db: t.deps.db }).set(
    'additionalFields',
    { mandantId },
    {
      fields: [
        { name: 'Projekt', label: 'Projekt', type: 'TEXT', maxLength: 8 },
        { name: 'Menge', label: 'Menge', type: 'ZAHL', maxLength: 12 },
        { name: 'Termin', label: 'Liefertermin', type: 'DATUM', maxLength: 10 },
      ],
    },
    null,
  );
});
afterAll(async () => t.close());

const save = (documentId: string, additional: { name: string; value: string }[]) =>
  erfasser.post('/api/cap/CapIndex/SaveIndexData', { mandantId, documentId, values: [], additional });
const detail = async (documentId: string) =>
  (await erfasser.get('/api/cap/stack/document', { mandantId, documentId })).json();

describe('additional fields of the capture mask', () => {
  it('stores their values in stored form, and an empty value removes one', async () => {
    const { documentId } = await createCapturedInvoice(t, { mandantId, title: 'Zusatz' });
    const saved = await save(documentId, [
      { name: 'Projekt', value: 'P-17' },
      { name: 'menge', value: '1.234,50' },
      { name: 'Termin', value: '31.03.2026' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().additional).toEqual([
      { name: 'Menge', value: '1234.50' },
      { name: 'Projekt', value: 'P-17' },
      { name: 'Termin', value: '2026-03-31' },
    ]);
    await save(documentId, [
      { name: 'Projekt', value: 'P-18' },
      { name: 'Menge', value: '' },
      { name: 'Termin', value: '2026-03-31' },
    ]);
    expect((await detail(documentId)).additional).toEqual([
      { name: 'Projekt', value: 'P-18' },
      { name: 'Termin', value: '2026-03-31' },
    ]);
  });

  it('refuses an undefined field, an unreadable number or date and a too long text, storing nothing', async () => {
    const { documentId } = await createCapturedInvoice(t, { mandantId, title: 'Zusatz falsch' });
    await save(documentId, [{ name: 'Projekt', value: 'P-1' }]);
    const refused = await save(documentId, [
      { name: 'Kostenstelle', value: '4711' },
      { name: 'Menge', value: 'viel' },
      { name: 'Termin', value: '31.02.2026' },
      { name: 'Projekt', value: 'PROJEKT-2026' },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual([
      expect.objectContaining({
        path: 'body.additional.0.value',
        message: 'Kostenstelle: kein Zusatzfeld des Mandanten',
      }),
      expect.objectContaining({
        path: 'body.additional.1.value',
        message: expect.stringMatching(/^Menge: kein gültiger Betrag/),
      }),
      expect.objectContaining({
        path: 'body.additional.2.value',
        message: expect.stringMatching(/^Liefertermin: kein gültiges Datum/),
      }),
      expect.objectContaining({ path: 'body.additional.3.value', message: 'Projekt: länger als 8 Zeichen' }),
    ]);
    expect((await detail(documentId)).additional).toEqual([{ name: 'Projekt', value: 'P-1' }]);
  });
});
