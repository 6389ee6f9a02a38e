import { readdirSync } from 'node:fs';
import { fileURLToPath, URL as NodeURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildResources } from './index.js';

const localesDir = fileURLToPath(new NodeURL('./locales', import.meta.url));

describe('translations', () => {
  it('have the same files for de, en and ru', () => {
    const de = readdirSync(`${localesDir}/de`).sort();
    expect(readdirSync(`${localesDir}/en`).sort()).toEqual(de);
    expect(readdirSync(`${localesDir}/ru`).sort()).toEqual(de);
  });

  it('have exactly the German key set in English and Russian, with no empty text', () => {
    const resources = buildResources();
    const germanKeys = Object.keys(resources.de).sort();
    expect(germanKeys.length).toBeGreaterThan(20);
    for (const language of ['en', 'ru'] as const) {
      expect(Object.keys(resources[language]).sort(), language).toEqual(germanKeys);
      for (const [key, text] of Object.entries(resources[language]))
        expect(text.trim(), `${language} ${key}`).not.toBe('');
    }
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
