import { describe, expect, it } from 'vitest';
import { normalizeKeyCombination } from './capture-fields.js';
import {
  settingDefinitions,
  settingKeys,
  validateDatevOptions,
  validateKeyCombinations,
} from './settings.registry.js';

const datev = {
  adviserNumber: '1001',
  clientNumber: '1',
  identityNumber: '',
  year: '2025',
  accountingNumber: '1',
};
const codes = (issues: { code: string }[]) => issues.map((found) => found.code);

describe('settings registry', () => {
  it('has a default for every setting that its own schema and rules accept', () => {
    for (const key of settingKeys) {
      const definition = settingDefinitions[key];
      expect(definition.schema.safeParse(definition.defaultValue).success, key).toBe(true);
      expect(definition.validate?.(definition.defaultValue as never) ?? [], key).toEqual([]);
    }
  });

  it('gives every setting a distinct call name per base path', () => {
    const calls = settingKeys.map((key) => `${settingDefinitions[key].base}/${settingDefinitions[key].call}`);
    expect(new Set(calls).size).toBe(calls.length);
  });

  it('validates DATEV numbers as the spec says', () => {
    expect(validateDatevOptions(datev)).toEqual([]);
    expect(
      validateDatevOptions({ ...datev, adviserNumber: '9999999', year: '25', accountingNumber: '69' }),
    ).toEqual([]);
    expect(codes(validateDatevOptions({ ...datev, adviserNumber: '1000' }))).toEqual([
      'settings.datev_adviser_number',
    ]);
    expect(codes(validateDatevOptions({ ...datev, adviserNumber: '10000000' }))).toEqual([
      'settings.datev_adviser_number',
    ]);
    expect(codes(validateDatevOptions({ ...datev, adviserNumber: '12ab' }))).toEqual([
      'settings.datev_number_invalid',
    ]);
    expect(codes(validateDatevOptions({ ...datev, identityNumber: 'x1' }))).toEqual([
      'settings.datev_number_invalid',
    ]);
    expect(codes(validateDatevOptions({ ...datev, year: '202' }))).toEqual(['settings.datev_year']);
    expect(codes(validateDatevOptions({ ...datev, accountingNumber: '70' }))).toEqual([
      'settings.datev_accounting_number',
    ]);
    expect(codes(validateDatevOptions({ ...datev, accountingNumber: '0' }))).toEqual([
      'settings.datev_accounting_number',
    ]);
  });

  it('refuses duplicated and invalid key combinations', () => {
    expect(normalizeKeyCombination('shift + strg + s')).toBe('Ctrl+Shift+S');
    expect(normalizeKeyCombination('Ctrl+')).toBeNull();
    expect(normalizeKeyCombination('Ctrl+S+T')).toBeNull();
    expect(codes(validateKeyCombinations(['Ctrl+S', 'Strg+s'], 'keys'))).toEqual([
      'settings.hotkey_duplicate',
    ]);
    expect(codes(validateKeyCombinations(['Ctrl+S', 'Hyper+Q'], 'keys'))).toEqual([
      'settings.hotkey_invalid',
    ]);
    expect(validateKeyCombinations(['F5', 'Shift+F5', 'Ctrl+Alt+1'], 'keys')).toEqual([]);
  });

  it('refuses texts of blanks where a value is required, with the catalogue code', () => {
    const choices = settingDefinitions.textChoices.schema.safeParse({ texts: ['Porto', '  '] });
    expect(choices.success).toBe(false);
    expect(choices.error?.issues.map((found) => [found.path.join('.'), found.message])).toEqual([
      ['texts.1', 'settings.value_required'],
    ]);
    expect(settingDefinitions.saveAs.schema.safeParse({ fileNamePattern: '{Belegnummer}' }).success).toBe(
      true,
    );
    expect(settingDefinitions.saveAs.schema.safeParse({ fileNamePattern: '  ' }).success).toBe(false);
  });
});
