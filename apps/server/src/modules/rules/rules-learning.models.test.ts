import { describe, expect, it } from 'vitest';
import { syntheticDocument } from '../../test/synthetic-page.js';
import { learnAnchor, locateValue } from './rules-learning.models.js';
import { printedForms, valuePatternFor } from './rules.models.js';
import { compilePattern } from './rules.patterns.js';

const pages = syntheticDocument([
  { x: 60, y: 60, text: 'Papierwerk Müller KG' },
  { x: 60, y: 170, text: 'Vorgangskennung XK-4711-Z' },
  { x: 60, y: 190, text: 'Datum: 12.03.2026' },
  { x: 400, y: 230, text: 'Gesamt' },
  { x: 400, y: 245, text: '1.238,00 EUR' },
]).pages;

describe('learning from a correction', () => {
  it('finds a typed value by its printed form and takes the label left of it', () => {
    const location = locateValue(pages, 'invoiceNumber', 'XK-4711-Z', null);
    expect(location?.words.map((word) => word.text)).toEqual(['XK-4711-Z']);
    expect(learnAnchor(location!)).toEqual({
      anchorText: 'Vorgangskennung',
      directions: ['same-line', 'right'],
      valueText: 'XK-4711-Z',
    });
    const date = locateValue(pages, 'dueDate', '2026-03-12', null);
    expect(learnAnchor(date!)?.anchorText).toBe('Datum:');
  });

  it('takes the line above when nothing is left of the value', () => {
    const location = locateValue(pages, 'grossTotal', '1238.00', null);
    expect(learnAnchor(location!)).toMatchObject({ anchorText: 'Gesamt', directions: ['below'] });
  });

  it('uses the area the value was picked from, and learns nothing without a label', () => {
    const picked = locateValue(pages, 'invoiceNumber', 'ignored', {
      pageIndex: 0,
      area: { x0: 135, y0: 168, x1: 200, y1: 182 },
    });
    expect(picked?.words.map((word) => word.text)).toEqual(['XK-4711-Z']);
    expect(locateValue(pages, 'invoiceNumber', 'NICHT-DA', null)).toBeNull();
    const bare = syntheticDocument([{ x: 60, y: 60, text: '4711' }]).pages;
    expect(learnAnchor(locateValue(bare, 'invoiceNumber', '4711', null)!)).toBeNull();
  });

  it('generalises a value to the shape of the next invoice of the layout', () => {
    const pattern = compilePattern(valuePatternFor('invoiceNumber', 'XK-4711-Z'));
    expect(pattern.matches('XK-5820-Q')).toHaveLength(1);
    expect(pattern.matches('AB-5820-Q')).toEqual([]);
    expect(printedForms('grossTotal', '1238.00')).toContain('1.238,00');
    expect(printedForms('invoiceDate', '2026-03-12')).toContain('12.03.2026');
  });
});
