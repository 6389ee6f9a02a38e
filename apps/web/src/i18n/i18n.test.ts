import { readdirSync } from 'node:fs';
import { fileURLToPath, URL as NodeURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { languages } from '@belegfluss/shared';
import { buildResources, initI18n } from './index.js';

/** i18next plural keys: `<key>_<category>` (zero, one, two, few, many, other). */
const pluralKey = /^(.+)_(zero|one|two|few|many|other)$/;

/** The base key of a plural form; a counted text always has a `_one` form ('…locked_by_other' is no plural). */
function pluralBase(key: string, messages: Record<string, string>): string | undefined {
  const base = pluralKey.exec(key)?.[1];
  return base && `${base}_one` in messages ? base : undefined;
}

/** The keys with plural forms folded into their base key: languages differ in their plural forms only. */
const baseKeys = (messages: Record<string, string>) =>
  [...new Set(Object.keys(messages).map((key) => pluralBase(key, messages) ?? key))].sort();

const localesDir = fileURLToPath(new NodeURL('./locales', import.meta.url));

describe('translations', () => {
  it('have the same files for de, en and ru', () => {
    const de = readdirSync(`${localesDir}/de`).sort();
    expect(readdirSync(`${localesDir}/en`).sort()).toEqual(de);
    expect(readdirSync(`${localesDir}/ru`).sort()).toEqual(de);
  });

  it('have exactly the German key set in English and Russian, with no empty text', () => {
    const resources = buildResources();
    const germanKeys = baseKeys(resources.de);
    expect(germanKeys.length).toBeGreaterThan(20);
    for (const language of ['en', 'ru'] as const) {
      expect(baseKeys(resources[language]), language).toEqual(germanKeys);
      for (const [key, text] of Object.entries(resources[language]))
        expect(text.trim(), `${language} ${key}`).not.toBe('');
    }
  });

  it('give a counted text every plural form of the language and nothing else (de/en: one, other; ru: one, few, many, other)', () => {
    const resources = buildResources();
    for (const language of languages) {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const forms = new Map<string, string[]>();
      for (const key of Object.keys(resources[language])) {
        const base = pluralBase(key, resources[language]);
        if (base) forms.set(base, [...(forms.get(base) ?? []), key.slice(base.length + 1)]);
      }
      for (const [key, found] of forms)
        expect(found.sort(), `${language} ${key}`).toEqual([...categories].sort());
    }
  });

  it('count in the right plural form', async () => {
    const i18n = await initI18n('de');
    const message = (count: number) => i18n.t('shell.open-workflow-requests.message', { count });
    expect(message(1)).toBe('Sie haben 1 offene Workflow-Anfrage.');
    expect(message(2)).toBe('Sie haben 2 offene Workflow-Anfragen.');
    await i18n.changeLanguage('en');
    expect(message(1)).toBe('You have 1 open workflow request.');
    await i18n.changeLanguage('ru');
    expect(message(1)).toBe('У вас 1 открытый запрос на согласование.');
    expect(message(3)).toBe('У вас 3 открытых запроса на согласование.');
    expect(message(5)).toBe('У вас 5 открытых запросов на согласование.');
    expect(message(21)).toBe('У вас 21 открытый запрос на согласование.');
  });

  it('keep no German or English product terms in Russian where a Russian one exists ("Workflow")', () => {
    for (const [key, text] of Object.entries(buildResources().ru)) expect(text, key).not.toMatch(/Workflow/i);
  });

  it('use the same placeholders in every language', () => {
    const resources = buildResources();
    const placeholders = (text: string) => (text.match(/{{\s*\w+\s*}}/g) ?? []).sort();
    for (const [key, german] of Object.entries(resources.de)) {
      expect(placeholders(resources.en[key] ?? ''), `en ${key}`).toEqual(placeholders(german));
      expect(placeholders(resources.ru[key] ?? ''), `ru ${key}`).toEqual(placeholders(german));
    }
  });

  it('name keys <module>.<screen>.<element> in lower-case dotted form', () => {
    for (const key of Object.keys(buildResources().de)) {
      expect(key).toMatch(/^[a-z][a-z0-9-]*(\.[a-zA-Z0-9_-]+)+$/);
    }
  });
});
