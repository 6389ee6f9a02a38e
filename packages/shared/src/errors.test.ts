import { describe, expect, it } from 'vitest';
import { errorCatalog, errorMessage } from './error-catalog.js';

describe('error catalogue', () => {
  it('has a text in every language and an HTTP error status for every code', () => {
    for (const [code, definition] of Object.entries(errorCatalog)) {
      expect(code).toMatch(/^[a-z][a-z0-9-]*\.[a-z0-9_]+$/);
      expect(definition.status, code).toBeGreaterThanOrEqual(400);
      for (const language of ['de', 'en', 'ru'] as const)
        expect(definition[language].trim(), `${code} ${language}`).not.toBe('');
    }
  });

  it('falls back to the generic message for unknown codes', () => {
    expect(errorMessage('nothing.like_this', 'de')).toBe(errorMessage('platform.internal', 'de'));
  });
});
