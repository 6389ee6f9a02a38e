import { describe, expect, it } from 'vitest';
import { compilePattern, literalPattern, patternProblem, requiredLiteral } from './rules.patterns.js';

describe('rule patterns (RE2JS)', () => {
  it('answers a catastrophic pattern in linear time instead of backtracking forever', () => {
    // A backtracking engine needs about 2^n steps for (a+)+$ on "aaa…!"; this returns at once.
    const evil = compilePattern('(a+)+$');
    expect(evil.matches(`${'a'.repeat(5000)}!`)).toEqual([]);
    expect(compilePattern('(x+x+)+y').matches('x'.repeat(3000))).toEqual([]);
  });

  it('refuses back-references and lookarounds, and syntax errors, with their own codes', () => {
    expect(patternProblem('(?=Rechnung)\\w+')).toBe('rules.pattern_unsupported');
    expect(patternProblem('(a)\\1')).toBe('rules.pattern_unsupported');
    expect(patternProblem('(?<!Netto)Betrag')).toBe('rules.pattern_unsupported');
    expect(patternProblem('Rechnung(')).toBe('rules.pattern_invalid');
    expect(patternProblem('Rechnungs-?Nr\\.?\\s*(\\d+)')).toBeNull();
  });

  it('matches case-insensitively and reports the first capture group', () => {
    const pattern = compilePattern('nr\\.?\\s*(\\d+)');
    expect(pattern.matches('Rechnungs-NR. 4711, Kunden-Nr 99')).toEqual([
      { start: 10, end: 18, group: { start: 14, end: 18 } },
      { start: 27, end: 32, group: { start: 30, end: 32 } },
    ]);
  });

  it('finds the literal every match needs, and none where a match can do without', () => {
    expect(requiredLiteral('Rechnungs-?Nr\\.?\\s*(\\d+)')).toBe('rechnungs');
    expect(requiredLiteral('Vorgangskennung\\s*([A-Z0-9-]+)')).toBe('vorgangskennung');
    expect(requiredLiteral('Netto|Brutto')).toBeNull();
    expect(requiredLiteral('(Rechnung)\\s*Nr')).toBe('nr');
    expect(requiredLiteral('\\d{4}-\\d{2}')).toBeNull();
    // The literal only skips texts; the pattern still decides.
    const pattern = compilePattern('Beleg\\s*(\\d+)');
    expect(pattern.matches('BELEG 12')).toHaveLength(1);
    expect(pattern.matches('Rechnung 12')).toEqual([]);
  });

  it('quotes picked text and lets blanks match any whitespace', () => {
    const pattern = compilePattern(literalPattern('Rechnungs-Nr. (neu):'));
    expect(pattern.matches('Rechnungs-Nr.   (neu): 5')).toHaveLength(1);
    expect(pattern.matches('RechnungsXNr. (neu): 5')).toEqual([]);
  });
});
