import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { mandantIdOf, type CaptureClient } from '../capture/test/capture-test-helpers.js';
import { firstInvoice, secondInvoice } from './test/rules-fixtures.js';
import {
  captureClient,
  extractAgain,
  fieldOrigins,
  importOddInvoice,
  indexValues,
  ruleMan,
} from './test/rules-test-helpers.js';

/** Rules in extraction over HTTP: a drawn anchor rule fills a missed number and says so; learning per creditor. */
let t: TestApp;
let mandantId: string;
let erfasser: CaptureClient;

beforeAll(async () => {
  t = await createTestApp({ jobs: 'work' });
  mandantId = await mandantIdOf(t, 10001);
  erfasser = captureClient(t, await t.login('erfasser'));
});
afterAll(async () => t.close());

describe('a user rule in extraction', () => {
  it('fills the invoice number the built-in extraction misses after a re-run, and explains the rule', async () => {
    const { stackId, documentId } = await importOddInvoice(t, erfasser, mandantId, firstInvoice, 'Regeltest');
    expect((await indexValues(erfasser, mandantId, documentId)).get('Kennung')).toBeUndefined();

    const mask = (await erfasser.get(`${ruleMan}/GetRuleMask`, { mandantId, lock: 'true' })).json();
    expect(mask).toMatchObject({ profileKind: 'Default', lockedByMe: true, rules: [] });
    const rule = {
      name: 'Rechnungsnr. Fa. Müller',
      fieldKind: 'Kennung',
      type: 'Anchor',
      anchorPattern: 'Vorgangskennung',
      searchPattern: '([A-Z0-9-]+)',
    };
    const tested = await erfasser.post(`${ruleMan}/onViewCommand`, {
      mandantId,
      command: 'TestRule',
      documentId,
      rule,
    });
    expect(tested.statusCode, tested.body).toBe(200);
    expect(tested.json()).toMatchObject({ value: 'XK-4711-Z', hits: [{ value: 'XK-4711-Z', pageIndex: 0 }] });
    expect(tested.json().hits[0].box.x0).toBeGreaterThan(60);

    const saved = await erfasser.post(`${ruleMan}/SaveRules`, {
      mandantId,
      maskId: mask.id,
      version: mask.version,
      rules: [rule],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().rules).toMatchObject([{ name: 'Rechnungsnr. Fa. Müller', position: 0 }]);
    await erfasser.post(`${ruleMan}/UnlockMask`, { mandantId, maskId: mask.id });

    const rerun = await erfasser.post(`${ruleMan}/onViewCommand`, {
      mandantId,
      command: 'RerunExtraction',
      stackId,
    });
    expect(rerun.statusCode, rerun.body).toBe(200);
    expect(rerun.json().documents).toBe(1);
    await t.deps.jobs.waitForJob((await latestExtractionJob(stackId)) as string);

    expect((await indexValues(erfasser, mandantId, documentId)).get('Kennung')).toMatchObject({
      value: 'XK-4711-Z',
      source: 'extraction',
    });
    const origins = await fieldOrigins(erfasser, mandantId, documentId);
    expect(origins.get('Kennung')?.origin).toMatchObject({
      kind: 'user',
      label: "Regel 'Rechnungsnr. Fa. Müller' (Mandant 10001)",
    });
    expect(origins.get('Betrag')?.origin.kind).toBe('builtin');
  });
});

async function latestExtractionJob(stackId: string) {
  const { rows } = await t.deps.database.execute(
    `SELECT id FROM job WHERE kind = 'capture.extraction' AND payload ->> 'stackId' = $1 ORDER BY created_at DESC LIMIT 1`,
    [stackId],
  );
  return rows[0]?.id as string | undefined;
}

describe('learning per creditor', () => {
  it('reads the second invoice of a layout right after the first was corrected, and the learned rule can be deleted', async () => {
    const mandant = await mandantIdOf(t, 10003);
    const first = await importOddInvoice(t, erfasser, mandant, firstInvoice, 'Lernen 1');
    expect((await indexValues(erfasser, mandant, first.documentId)).get('Kennung')).toBeUndefined();

    const corrected = await erfasser.post('/api/cap/CapIndex/SaveIndexData', {
      mandantId: mandant,
      documentId: first.documentId,
      values: [{ field: 'Kennung', value: 'XK-4711-Z', source: 'manual' }],
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const learned = (await erfasser.get(`${ruleMan}/GetLearnedRules`, { mandantId: mandant })).json();
    expect(learned).toMatchObject([
      { fieldKind: 'Kennung', anchorText: 'Vorgangskennung', sampleValue: 'XK-4711-Z', hits: 0 },
    ]);
    expect(learned[0].creditorLabel).toMatch(/DE811907980|Kreditor|IBAN|Layout/);

    const second = await importOddInvoice(t, erfasser, mandant, secondInvoice, 'Lernen 2');
    expect((await indexValues(erfasser, mandant, second.documentId)).get('Kennung')?.value).toBe('XK-5820-Q');
    const origin = (await fieldOrigins(erfasser, mandant, second.documentId)).get('Kennung')?.origin;
    expect(origin).toMatchObject({ kind: 'learned' });
    expect(origin?.label).toContain("Gelernte Regel 'Vorgangskennung'");
    expect((await erfasser.get(`${ruleMan}/GetLearnedRules`, { mandantId: mandant })).json()[0].hits).toBe(1);

    // Other Mandanten neither see nor delete it.
    const other = await mandantIdOf(t, 10002);
    expect((await erfasser.get(`${ruleMan}/GetLearnedRules`, { mandantId: other })).json()).toEqual([]);
    const foreign = await erfasser.post(`${ruleMan}/DeleteLearnedRule`, {
      mandantId: other,
      learnedRuleId: learned[0].id,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe(
      'Die gelernte Regel wurde für diesen Mandanten nicht gefunden.',
    );

    const deleted = await erfasser.post(`${ruleMan}/DeleteLearnedRule`, {
      mandantId: mandant,
      learnedRuleId: learned[0].id,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await erfasser.get(`${ruleMan}/GetLearnedRules`, { mandantId: mandant })).json()).toEqual([]);
    await extractAgain(t, erfasser, mandant, second.stackId, second.documentId);
    expect((await fieldOrigins(erfasser, mandant, second.documentId)).get('Kennung')).toBeUndefined();
  });
});
