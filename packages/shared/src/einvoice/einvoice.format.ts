import type { Language } from '../i18n.js';

const SEPARATORS: Record<Language, { group: string; decimal: string }> = {
  de: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
  ru: { group: '\u00a0', decimal: ',' },
};

/**
 * Formats an exact decimal string from an e-invoice (amounts, prices with up to four places,
 * quantities) in the language's convention without converting it to a binary float:
 * "1234.5" → "1.234,50" (de). Text that is no decimal is returned unchanged.
 */
export function formatDecimalString(
  value: string | null | undefined,
  language: Language = 'de',
  minFractionDigits = 2,
): string {
  if (value === null || value === undefined) return '';
  const match = /^\s*([+-]?)(\d*)(?:\.(\d*))?\s*$/.exec(value);
  if (!match || (match[2] === '' && !match[3])) return value;
  const { group, decimal } = SEPARATORS[language];
  const whole = (match[2] || '0').replace(/^0+(?=\d)/, '');
  const fraction = (match[3] ?? '').padEnd(minFractionDigits, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${match[1] === '-' ? '-' : ''}${grouped}${fraction ? `${decimal}${fraction}` : ''}`;
}
