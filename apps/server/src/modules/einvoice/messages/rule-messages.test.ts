import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeReason, describeRule } from './rule-messages.js';

const rulesDirectory = path.join(path.dirname(fileURLToPath(import.meta.url)), '../rules');

/** Every rule ID the rule families can report, read from their `report('…')` calls. */
function reportedRuleIds(): string[] {
  const ids = new Set<string>();
  for (const file of readdirSync(rulesDirectory).filter(
    (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
  )) {
    const source = readFileSync(path.join(rulesDirectory, file), 'utf8');
    for (const match of source.matchAll(/report\(\s*'([A-Z][A-Z0-9-]+)'/g)) ids.add(match[1]!);
  }
  return [...ids].sort();
}

describe('rule messages', () => {
  it('has an own German, English and Russian text for every rule the engine reports directly', () => {
    const ids = reportedRuleIds();
    expect(ids.length).toBeGreaterThan(150);
    const generic = ids.filter((id) => describeRule(id).de === `Regel ${id} ist verletzt.`);
    expect(generic).toEqual([]);
    for (const id of ids) {
      const text = describeRule(id);
      expect(text.en).not.toBe('');
      expect(text.ru).not.toBe('');
    }
  });

  it('generates the VAT category and decimal messages with the business terms', () => {
    expect(describeRule('BR-AE-08')).toMatchObject({ terms: ['BT-116'] });
    expect(describeRule('BR-AE-08').de).toContain('Steuerschuldnerschaft des Leistungsempfängers');
    expect(describeRule('BR-DEC-18')).toEqual({
      de: 'Der Betrag BT-115 hat mehr als zwei Nachkommastellen.',
      en: 'The amount BT-115 has more than two decimals.',
      ru: 'Сумма BT-115 имеет более двух знаков после запятой.',
      terms: ['BT-115'],
    });
  });

  it('explains the reasons an invoice is refused', () => {
    expect(describeReason('pdf:no-xml-attachment').de).toBe(
      'Die PDF-Datei enthält keine eingebettete Rechnungs-XML.',
    );
    expect(describeReason('rule:BR-16').en).toBe('The invoice has no invoice line (BG-25).');
  });
});
