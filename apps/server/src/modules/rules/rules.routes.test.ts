import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { multipart } from '../capture/test/capture-fixtures.js';
import { captureClient, mandantIdOf, type CaptureClient } from '../capture/test/capture-test-helpers.js';
import { ruleMan } from './test/rules-test-helpers.js';

/** The rule manager's calls over HTTP: masks, validation, locks, Mandant walls, templates, export and import. */
let t: TestApp;
let m1: string;
let m2: string;
let erfasser: CaptureClient;
let admin: CaptureClient;
let erfasserAuth: string;

const anchorRule = (overrides: Record<string, unknown> = {}) => ({
  name: 'Rechnungsnr. Fa. Müller',
  fieldKind: 'Kennung',
  type: 'Anchor',
  anchorPattern: 'Vorgangskennung',
  searchPattern: '([A-Z0-9-]+)',
  ...overrides,
});

async function openMask(
  client: CaptureClient,
  mandantId: string,
  call = 'GetRuleMask',
  profileKind?: string,
) {
  const response = await client.get(`${ruleMan}/${call}`, {
    mandantId,
    lock: 'true',
    ...(profileKind ? { profileKind } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: string; version: number; rules: { id: string; name: string }[] };
}

async function save(
  client: CaptureClient,
  mandantId: string,
  mask: { id: string; version: number },
  rules: unknown[],
  extra = {},
) {
  return client.post(`${ruleMan}/SaveRules`, {
    mandantId,
    maskId: mask.id,
    version: mask.version,
    rules,
    ...extra,
  });
}

function importFile(client: string, mandantId: string, name: string, content: string) {
  const body = multipart([{ name, content: Buffer.from(content), type: 'application/json' }]);
  return t.app.inject({
    method: 'POST',
    url: `${ruleMan}/ImportMasks?mandantId=${mandantId}`,
    payload: body.payload,
    headers: { authorization: client, 'accept-language': 'de', ...body.headers },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  m1 = await mandantIdOf(t, 10001);
  m2 = await mandantIdOf(t, 10002);
  erfasserAuth = await t.login('erfasser');
  erfasser = captureClient(t, erfasserAuth);
  admin = captureClient(t, await t.login('admin'));
});
afterAll(async () => t.close());

describe('rule masks', () => {
  it('keeps a mask per profile kind, a Mandant-global and a global mask, and lists them all', async () => {
    const standard = await openMask(erfasser, m1);
    expect((await save(erfasser, m1, standard, [anchorRule()])).statusCode).toBe(200);
    const lieferschein = await openMask(erfasser, m1, 'GetRuleMask', 'Lieferschein');
    const mandGlobal = await openMask(erfasser, m1, 'GetRuleMaskMandGlb');
    const global = await openMask(admin, m1, 'GetRuleMaskGlb');
    expect(new Set([standard.id, lieferschein.id, mandGlobal.id, global.id]).size).toBe(4);
    for (const mask of [standard, lieferschein, mandGlobal])
      await erfasser.post(`${ruleMan}/UnlockMask`, { mandantId: m1, maskId: mask.id });
    await admin.post(`${ruleMan}/UnlockMask`, { mandantId: m1, maskId: global.id });

    const infos = (await erfasser.get(`${ruleMan}/GetAllRuleMaskInfo`, { mandantId: m1 })).json();
    expect(infos.map((info: { profileKind: string }) => info.profileKind).sort()).toEqual(
      ['Default', 'Global', 'Lieferschein', 'Mand_Global'].sort(),
    );
    expect(infos.find((info: { profileKind: string }) => info.profileKind === 'Default')).toMatchObject({
      ruleCount: 1,
      mandantNr: 10001,
      lockedBy: null,
    });
    // Mandant 10002 sees the Kanzlei's global mask, not 10001's masks.
    const other = (await erfasser.get(`${ruleMan}/GetAllRuleMaskInfo`, { mandantId: m2 })).json();
    expect(other.map((info: { profileKind: string }) => info.profileKind)).toEqual(['Global']);
  });

  it('names the field kinds, amounts marked', async () => {
    const types = (await erfasser.get(`${ruleMan}/GetRuleFieldTypes`, { mandantId: m1 })).json();
    expect(types).toHaveLength(14);
    expect(types.find((type: { fieldKind: string }) => type.fieldKind === 'UmsatzEx')).toMatchObject({
      amount: true,
      maskField: 'Zahlbetrag',
    });
    expect(types.find((type: { fieldKind: string }) => type.fieldKind === 'Barcode')).toMatchObject({
      amount: false,
      extracted: false,
    });
    expect((await erfasser.get(`${ruleMan}/GetRuleFieldTypesGlb`, { mandantId: m1 })).json()).toEqual(types);
  });

  it('refuses rules without anchor or search pattern, bad and catastrophic-only patterns, with German messages and nothing stored', async () => {
    const mask = await openMask(erfasser, m1, 'GetRuleMask', 'KI_RECH');
    const cases: [unknown, string, string][] = [
      [
        anchorRule({ anchorPattern: '' }),
        'rules.anchor_and_search_required',
        'Ankermuster und Suchmuster müssen definiert sein.',
      ],
      [
        anchorRule({ type: 'Pattern', searchPattern: ' ' }),
        'rules.anchor_and_search_required',
        'Ankermuster und Suchmuster müssen definiert sein.',
      ],
      [
        anchorRule({ searchPattern: '([A-Z' }),
        'rules.pattern_invalid',
        'Das Muster ist kein gültiger regulärer Ausdruck.',
      ],
      [anchorRule({ searchPattern: '(\\w+)(?=EUR)' }), 'rules.pattern_unsupported', ''],
      [
        anchorRule({ alternatives: [{ type: 'Anchor', anchorPattern: '', searchPattern: '(\\d+)' }] }),
        'rules.anchor_and_search_required',
        '',
      ],
    ];
    for (const [rule, code, message] of cases) {
      const response = await save(erfasser, m1, mask, [rule]);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.code).toBe(code);
      if (message) expect(response.json().error.message).toBe(message);
    }
    const duplicate = await save(erfasser, m1, mask, [anchorRule(), anchorRule()]);
    expect(duplicate.json().error).toMatchObject({ code: 'rules.name_duplicate' });
    const shares = await save(erfasser, m1, mask, [], {
      splitRules: [
        { account: '4930', percent: '60' },
        { account: '3400', percent: '50' },
      ],
    });
    expect(shares.json().error).toMatchObject({ code: 'rules.percent_sum' });
    const stored = (
      await erfasser.get(`${ruleMan}/GetRuleMask`, { mandantId: m1, profileKind: 'KI_RECH' })
    ).json();
    expect(stored).toMatchObject({ rules: [], version: mask.version });

    // A pattern that would backtrack for ages in a JavaScript engine is RE2 and runs in linear time.
    const linear = await save(erfasser, m1, mask, [anchorRule({ searchPattern: '((a+)+)$' })], {
      basicRules: [{ field: 'Waehrung', value: 'EUR' }],
      splitRules: [
        { account: '4930', percent: '60' },
        { account: '3400', percent: '40' },
      ],
      costSplitRules: [{ kostArt: 1, kostNr: '100', percent: '100' }],
      maskData: { description: 'Rechnungen mit KI', active: true },
    });
    expect(linear.statusCode, linear.body).toBe(200);
    expect(linear.json()).toMatchObject({
      version: mask.version + 1,
      basicRules: [{ field: 'Waehrung', value: 'EUR' }],
      costSplitRules: [{ kostArt: 1, kostNr: '100', percent: '100' }],
    });
    await erfasser.post(`${ruleMan}/UnlockMask`, { mandantId: m1, maskId: mask.id });
  });

  it('locks a mask while it is edited: others cannot lock it or save, and a stale version is refused', async () => {
    const mask = await openMask(admin, m1, 'GetRuleMask', 'Ausgang');
    const locked = await erfasser.get(`${ruleMan}/GetRuleMask`, {
      mandantId: m1,
      profileKind: 'Ausgang',
      lock: 'true',
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.message).toBe(
      'Die Regelmaske wird gerade von einem anderen Benutzer bearbeitet.',
    );
    const refused = await save(erfasser, m1, mask, [anchorRule()]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('rules.change_not_adopted');
    expect((await save(admin, m1, mask, [anchorRule()])).statusCode).toBe(200);
    const stale = await save(admin, m1, mask, [anchorRule({ name: 'Zweite' })]);
    expect(stale.json().error.code).toBe('rules.change_not_adopted');
    await admin.post(`${ruleMan}/UnlockMask`, { mandantId: m1, maskId: mask.id });
    expect(
      (
        await erfasser.get(`${ruleMan}/GetRuleMask`, { mandantId: m1, profileKind: 'Ausgang', lock: 'true' })
      ).json(),
    ).toMatchObject({
      lockedByMe: true,
      rules: [{ name: 'Rechnungsnr. Fa. Müller' }],
    });
    await erfasser.post(`${ruleMan}/UnlockMask`, { mandantId: m1, maskId: mask.id });
  });

  it('keeps the global mask for administrators and every Mandant wall', async () => {
    const global = await erfasser.get(`${ruleMan}/GetRuleMaskGlb`, { mandantId: m1, lock: 'true' });
    expect(global.statusCode).toBe(403);
    expect(global.json().error.code).toBe('rules.global_admin_only');

    const foreignMask = await openMask(erfasser, m2);
    await erfasser.post(`${ruleMan}/UnlockMask`, { mandantId: m2, maskId: foreignMask.id });
    const crossSave = await save(erfasser, m1, foreignMask, [anchorRule()]);
    expect(crossSave.statusCode).toBe(404);
    expect(crossSave.json().error.message).toBe('Die Regelmaske wurde für diesen Mandanten nicht gefunden.');
    const crossDelete = await erfasser.post(`${ruleMan}/DeleteMasks`, {
      mandantId: m1,
      maskIds: [foreignMask.id],
    });
    expect(crossDelete.statusCode).toBe(404);

    const freigeber = captureClient(t, await t.login('freigeber'));
    expect((await freigeber.get(`${ruleMan}/GetAllRuleMaskInfo`, { mandantId: m1 })).statusCode).toBe(403);
    // A Mandant the user has no access to is not even named to them.
    const sba = captureClient(t, await t.login('sba'));
    expect((await sba.get(`${ruleMan}/GetRuleMask`, { mandantId: m1 })).statusCode).toBe(404);
  });

  it('deletes rules and masks', async () => {
    const mask = await openMask(erfasser, m1, 'GetRuleMask', 'Capture');
    const saved = (await save(erfasser, m1, mask, [anchorRule(), anchorRule({ name: 'Zweite' })])).json();
    const afterDelete = await erfasser.post(`${ruleMan}/DeleteRules`, {
      mandantId: m1,
      maskId: mask.id,
      ruleIds: [saved.rules[0].id],
    });
    expect(afterDelete.json().rules.map((rule: { name: string }) => rule.name)).toEqual(['Zweite']);
    expect(
      (await erfasser.post(`${ruleMan}/DeleteMasks`, { mandantId: m1, maskIds: [mask.id] })).json(),
    ).toEqual({ deleted: 1 });
    const infos = (await erfasser.get(`${ruleMan}/GetAllRuleMaskInfo`, { mandantId: m1 })).json();
    expect(infos.some((info: { id: string }) => info.id === mask.id)).toBe(false);
  });
});

describe('templates, export and import', () => {
  it('exports a mask, imports it as a template and adopts it into another Mandant', async () => {
    const source = await openMask(erfasser, m1, 'GetRuleMask', 'Ausgang_Liefer');
    await save(erfasser, m1, source, [
      anchorRule(),
      anchorRule({ name: 'Lieferschein', fieldKind: 'LieferKennung', anchorPattern: 'Lieferschein' }),
    ]);
    await erfasser.post(`${ruleMan}/UnlockMask`, { mandantId: m1, maskId: source.id });

    const exported = await erfasser.get(`${ruleMan}/ExportMasks`, { mandantId: m1, maskIds: source.id });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/attachment; filename="Regelexport-/);
    const file = exported.json();
    expect(file).toMatchObject({
      format: 'belegfluss-rule-export',
      version: 1,
      masks: [{ profileKind: 'Ausgang_Liefer' }],
    });
    expect(file.masks[0].rules).toHaveLength(2);
    expect(JSON.stringify(file)).not.toContain(m1);

    const imported = await importFile(
      erfasserAuth,
      m2,
      'regeln.json',
      JSON.stringify({ ...file, masks: [{ ...file.masks[0], name: 'Müller-Regeln' }] }),
    );
    expect(imported.statusCode, imported.body).toBe(200);
    const [template] = imported.json().templates;
    expect(template).toMatchObject({ name: 'Müller-Regeln', ruleCount: 2, imported: true });

    const target = await openMask(erfasser, m2);
    const none = await erfasser.post(`${ruleMan}/FillMaskWithRules`, {
      mandantId: m2,
      maskId: target.id,
      templateIds: [],
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('Bitte wählen Sie genau eine Vorlage zur Übernahme aus.');
    const two = await erfasser.post(`${ruleMan}/FillMaskWithRules`, {
      mandantId: m2,
      maskId: target.id,
      templateIds: [template.id, template.id],
    });
    expect(two.json().error.code).toBe('rules.choose_one_template');

    const adopted = await erfasser.post(`${ruleMan}/FillMaskWithRules`, {
      mandantId: m2,
      maskId: target.id,
      templateIds: [template.id],
    });
    expect(adopted.statusCode, adopted.body).toBe(200);
    expect(adopted.json()).toMatchObject({
      mandantNr: 10002,
      rules: [{ name: 'Rechnungsnr. Fa. Müller' }, { name: 'Lieferschein' }],
    });
    // Adopting again appends nothing already there.
    const again = await erfasser.post(`${ruleMan}/FillMaskWithRules`, {
      mandantId: m2,
      maskId: target.id,
      templateIds: [template.id],
    });
    expect(again.json().rules).toHaveLength(2);
    await erfasser.post(`${ruleMan}/UnlockMask`, { mandantId: m2, maskId: target.id });

    const templates = (await erfasser.get(`${ruleMan}/GetRuleTemplates`, { mandantId: m1 })).json();
    expect(templates.map((entry: { name: string }) => entry.name)).toContain('Müller-Regeln');
  });

  it('saves a mask as a template under a unique name', async () => {
    const mask = await openMask(erfasser, m1);
    await erfasser.post(`${ruleMan}/UnlockMask`, { mandantId: m1, maskId: mask.id });
    const first = await erfasser.post(`${ruleMan}/SaveMaskRulesAsTemplate`, {
      mandantId: m1,
      maskId: mask.id,
      name: 'Standard 10001',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ name: 'Standard 10001', imported: false, profileKind: 'Default' });
    const second = await erfasser.post(`${ruleMan}/SaveMaskRulesAsTemplate`, {
      mandantId: m1,
      maskId: mask.id,
      name: 'standard 10001',
    });
    expect(second.json().error.code).toBe('rules.template_name_duplicate');
  });

  it('refuses files that are not rule exports, in German, and imports nothing', async () => {
    const before = (await erfasser.get(`${ruleMan}/GetRuleTemplates`, { mandantId: m1 })).json().length;
    const bad = [
      'Kontonummer;Name\n4930;Bürobedarf',
      JSON.stringify({ format: 'anderes-format', masks: [] }),
      JSON.stringify({
        format: 'belegfluss-rule-export',
        version: 1,
        exportedAt: '2026-01-01',
        masks: [
          {
            name: 'X',
            profileKind: 'Default',
            rules: [
              {
                name: 'R',
                fieldKind: 'Kennung',
                type: 'Anchor',
                anchorPattern: '(?=a)',
                searchPattern: '(\\d+)',
              },
            ],
          },
        ],
      }),
    ];
    for (const content of bad) {
      const response = await importFile(erfasserAuth, m1, 'kein-export.json', content);
      expect(response.statusCode, response.body).toBe(400);
      expect(['rules.import_not_rule_export', 'rules.pattern_unsupported']).toContain(
        response.json().error.code,
      );
    }
    const csv = await importFile(erfasserAuth, m1, 'konten.csv', bad[0]!);
    expect(csv.json().error.message).toMatch(/^Die Datei ist kein Regelexport/);
    expect((await erfasser.get(`${ruleMan}/GetRuleTemplates`, { mandantId: m1 })).json()).toHaveLength(
      before,
    );
  });
});
