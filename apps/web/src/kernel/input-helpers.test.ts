import { describe, expect, it } from 'vitest';
import { encodeQueryValue, isAllowedNumericKey } from './input-helpers.js';

const key = (name: string, ctrl = false) => ({ key: name, ctrlKey: ctrl, metaKey: false });

describe('numeric input keys', () => {
  it('accepts digits, editing and navigation keys, comma, period, function keys and Ctrl+A/C/V/X', () => {
    for (const name of [
      '0',
      '9',
      'Delete',
      'Backspace',
      'Tab',
      'Escape',
      'Enter',
      ',',
      '.',
      'ArrowLeft',
      'Home',
      'End',
      'F1',
      'F12',
    ]) {
      expect(isAllowedNumericKey(key(name)), name).toBe(true);
    }
    for (const name of ['a', 'c', 'v', 'x']) expect(isAllowedNumericKey(key(name, true)), name).toBe(true);
  });

  it('refuses letters, signs and other shortcuts', () => {
    for (const name of ['a', 'e', '-', '+', ' ', 'F13'])
      expect(isAllowedNumericKey(key(name)), name).toBe(false);
    expect(isAllowedNumericKey(key('z', true))).toBe(false);
  });
});

describe('query-parameter encoding', () => {
  it("escapes - _ . ! ~ * ' ( ) as well", () => {
    expect(encodeQueryValue("a-b_c.d!e~f*g'h(i)")).toBe('a%2Db%5Fc%2Ed%21e%7Ef%2Ag%27h%28i%29');
    expect(encodeQueryValue('Müller & Söhne')).toBe('M%C3%BCller%20%26%20S%C3%B6hne');
    expect(decodeURIComponent(encodeQueryValue("x-y'z"))).toBe("x-y'z");
  });
});
