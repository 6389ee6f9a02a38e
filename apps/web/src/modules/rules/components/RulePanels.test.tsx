import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { LearnedRule, RuleTemplate } from '@belegfluss/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/index.js';
import { fakeServer, json, renderInApp, signedInManager } from '../../../test/harness.js';
import { LearnedRulesPanel } from './LearnedRulesPanel.js';
import { TemplatesPanel } from './TemplatesPanel.js';

beforeAll(async () => {
  await initI18n('de');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const BASE = '/api/cap/RuleMan';
const mandantId = '11111111-1111-4111-8111-111111111111';
const maskId = '22222222-2222-4222-8222-222222222222';
const manager = () => signedInManager(['UA_CAN_START_UNIDES;TRUE']);

const template = (id: string, name: string): RuleTemplate => ({
  id,
  name,
  description: '',
  profileKind: 'Default',
  ruleCount: 2,
  imported: true,
  createdAt: '2026-03-01T10:00:00.000Z',
  createdByName: 'Erika Erfasser',
});

const learned: LearnedRule = {
  id: '33333333-3333-4333-8333-333333333333',
  creditorKey: 'vat:DE811907980',
  creditorLabel: 'USt-IdNr. DE811907980',
  fieldKind: 'Kennung',
  anchorText: 'Vorgangskennung',
  direction: 'same-line,right',
  searchPattern: '(XK-\\d+-\\pL+)',
  sampleValue: 'XK-4711-Z',
  hits: 3,
  lastUsedAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  createdByName: 'Erika Erfasser',
};

describe('templates panel', () => {
  it('adopts only exactly one chosen template into the mask and says how many rules the mask has then', async () => {
    const server = fakeServer({
      [`GET ${BASE}/GetRuleTemplates`]: () =>
        json([
          template('44444444-4444-4444-8444-444444444444', 'Müller'),
          template('55555555-5555-4555-8555-555555555555', 'Schulz'),
        ]),
      [`GET ${BASE}/GetRuleMask`]: () => json({ id: maskId, version: 1, rules: [] }),
      [`POST ${BASE}/FillMaskWithRules`]: () => json({ id: maskId, profileKind: 'Default', rules: [{}, {}] }),
    });
    renderInApp(
      <TemplatesPanel mandantId={mandantId} choice={{ scope: 'mandant', profileKind: 'Default' }} />,
      {
        manager: manager(),
      },
    );
    await screen.findByText('Müller');
    fireEvent.click(screen.getByTestId('rule-adopt'));
    expect(await screen.findByText('Bitte wählen Sie genau eine Vorlage zur Übernahme aus.')).toBeTruthy();
    expect(server.calls('POST', `${BASE}/FillMaskWithRules`)).toHaveLength(0);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Müller' }));
    fireEvent.click(screen.getByTestId('rule-adopt'));
    expect(await screen.findByText(/hat jetzt 2 Regeln/)).toBeTruthy();
    const [call] = server.calls('POST', `${BASE}/FillMaskWithRules`);
    expect(await call!.json()).toMatchObject({
      mandantId,
      maskId,
      templateIds: ['44444444-4444-4444-8444-444444444444'],
    });
  });

  it('shows the server’s German refusal of a file that is no rule export', async () => {
    fakeServer({
      [`GET ${BASE}/GetRuleTemplates`]: () => json([]),
      [`POST ${BASE}/ImportMasks`]: () =>
        json(
          {
            error: {
              code: 'rules.import_not_rule_export',
              message:
                'Die Datei ist kein Regelexport (erwartet wird eine mit „Exportieren“ erstellte JSON-Datei des Regelmanagers).',
            },
          },
          400,
        ),
    });
    renderInApp(
      <TemplatesPanel mandantId={mandantId} choice={{ scope: 'mandant', profileKind: 'Default' }} />,
      {
        manager: manager(),
      },
    );
    await screen.findByText('Noch keine Vorlagen.');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['a;b'], 'konten.csv', { type: 'text/csv' })] } });
    await waitFor(() =>
      expect((screen.getByTestId('rule-import') as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByTestId('rule-import'));
    expect(await screen.findByText(/^Die Datei ist kein Regelexport/)).toBeTruthy();
  });
});

describe('learned rules panel', () => {
  it('lists a creditor’s learned rule and deletes it with "löschen"', async () => {
    let rules = [learned];
    const server = fakeServer({
      [`GET ${BASE}/GetLearnedRules`]: () => json(rules),
      [`POST ${BASE}/DeleteLearnedRule`]: () => {
        rules = [];
        return json({ deleted: 1 });
      },
    });
    renderInApp(<LearnedRulesPanel mandantId={mandantId} />, { manager: manager() });
    const row = await screen.findByTestId('rule-learned-row');
    expect(row.textContent).toContain('USt-IdNr. DE811907980');
    expect(row.textContent).toContain('Vorgangskennung');
    expect(row.textContent).toContain('gleiche Zeile, rechts');
    fireEvent.click(screen.getByRole('button', { name: 'löschen' }));
    expect(await screen.findByText('Die gelernte Regel wurde gelöscht.')).toBeTruthy();
    expect(await screen.findByText('Noch keine gelernten Regeln.')).toBeTruthy();
    const [call] = server.calls('POST', `${BASE}/DeleteLearnedRule`);
    expect(await call!.json()).toEqual({ mandantId, learnedRuleId: learned.id });
  });
});
