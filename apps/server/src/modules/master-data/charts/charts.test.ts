import { describe, expect, it } from 'vitest';
import { parseChart, parseTaxFunction } from './chart.models.js';
import { chartAccount, chartOf } from './charts.js';

describe('standard charts SKR03 and SKR04', () => {
  it('hold well over 1,000 accounts each, every class 0–9 of the chart present, numbers unique', () => {
    for (const frame of ['SKR03', 'SKR04'] as const) {
      const { accounts, byNumber } = chartOf(frame);
      expect(accounts.length).toBeGreaterThan(1100);
      expect(byNumber.size).toBe(accounts.length);
      const classes = new Set(accounts.map((account) => account.accountClass));
      expect([...classes].sort()).toEqual(
        frame === 'SKR03' ? [0, 1, 2, 3, 4, 7, 8, 9] : [0, 1, 2, 3, 4, 5, 6, 7, 9],
      );
    }
  });

  it.each([
    ['SKR03', 3400, 'Wareneingang 19 % Vorsteuer', { kind: 'automatic', vatCase: 'input', rate: 19 }],
    ['SKR03', 3300, 'Wareneingang 7 % Vorsteuer', { kind: 'automatic', vatCase: 'input', rate: 7 }],
    ['SKR03', 8400, 'Erlöse 19 % USt', { kind: 'automatic', vatCase: 'output', rate: 19 }],
    ['SKR03', 8300, 'Erlöse 7 % USt', { kind: 'automatic', vatCase: 'output', rate: 7 }],
    [
      'SKR03',
      3425,
      'Innergemeinschaftlicher Erwerb 19 % Vorsteuer und 19 % Umsatzsteuer',
      { kind: 'automatic', vatCase: 'intraEuAcquisition', rate: 19 },
    ],
    ['SKR03', 1571, 'Abziehbare Vorsteuer 7 %', { kind: 'taxAccount', side: 'input', rate: 7 }],
    ['SKR03', 1576, 'Abziehbare Vorsteuer 19 %', { kind: 'taxAccount', side: 'input', rate: 19 }],
    ['SKR03', 1771, 'Umsatzsteuer 7 %', { kind: 'taxAccount', side: 'output', rate: 7 }],
    ['SKR03', 1776, 'Umsatzsteuer 19 %', { kind: 'taxAccount', side: 'output', rate: 19 }],
    ['SKR03', 1600, 'Verbindlichkeiten aus Lieferungen und Leistungen', { kind: 'noTaxKey' }],
    ['SKR03', 4930, 'Bürobedarf', { kind: 'plain' }],
    ['SKR04', 5400, 'Wareneingang 19 % Vorsteuer', { kind: 'automatic', vatCase: 'input', rate: 19 }],
    ['SKR04', 4400, 'Erlöse 19 % USt', { kind: 'automatic', vatCase: 'output', rate: 19 }],
    ['SKR04', 4300, 'Erlöse 7 % USt', { kind: 'automatic', vatCase: 'output', rate: 7 }],
    [
      'SKR04',
      5425,
      'Innergemeinschaftlicher Erwerb 19 % Vorsteuer und 19 % Umsatzsteuer',
      { kind: 'automatic', vatCase: 'intraEuAcquisition', rate: 19 },
    ],
    [
      'SKR04',
      5920,
      'Bauleistungen eines im Inland ansässigen Unternehmers 19 % Vorsteuer und 19 % Umsatzsteuer',
      { kind: 'automatic', vatCase: 'reverseCharge', rate: 19 },
    ],
    ['SKR04', 1401, 'Abziehbare Vorsteuer 7 %', { kind: 'taxAccount', side: 'input', rate: 7 }],
    ['SKR04', 1406, 'Abziehbare Vorsteuer 19 %', { kind: 'taxAccount', side: 'input', rate: 19 }],
    ['SKR04', 3801, 'Umsatzsteuer 7 %', { kind: 'taxAccount', side: 'output', rate: 7 }],
    ['SKR04', 3806, 'Umsatzsteuer 19 %', { kind: 'taxAccount', side: 'output', rate: 19 }],
    ['SKR04', 1200, 'Forderungen aus Lieferungen und Leistungen', { kind: 'noTaxKey' }],
    ['SKR04', 6815, 'Bürobedarf', { kind: 'plain' }],
  ] as const)('%s %i is "%s" with its tax function', (frame, number, name, tax) => {
    expect(chartAccount(frame, number)).toEqual({
      number,
      name,
      accountClass: Math.floor(number / 1000),
      tax,
    });
  });

  it('keeps the accounts the former starting charts had, under the same numbers', () => {
    expect(chartAccount('SKR03', 1000)?.name).toBe('Kasse');
    expect(chartAccount('SKR03', 1200)?.name).toBe('Bank');
    expect(chartAccount('SKR04', 1600)?.name).toBe('Kasse');
    expect(chartAccount('SKR04', 1800)?.name).toBe('Bank');
    expect(chartAccount('SKR04', 6300)?.name).toBe('Sonstige betriebliche Aufwendungen');
  });

  it('refuses a malformed chart: a bad number, a duplicate, an unknown function code', () => {
    expect(() => parseChart('SKR03', '123|Zu kurz')).toThrow('bad chart line');
    expect(() => parseChart('SKR03', '1000|Kasse\n1000|Kasse')).toThrow('twice');
    expect(() => parseTaxFunction('XY19')).toThrow('unknown account function');
    expect(() => parseTaxFunction('AV')).toThrow('needs a rate');
  });
});
