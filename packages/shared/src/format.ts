import type { Language } from './i18n.js';

const locales: Record<Language, string> = { de: 'de-DE', en: 'en-GB', ru: 'ru-RU' };

/** The spec's "no date" sentinel: 1 Jan 1900. Dates on or before it display as blank. */
export const NO_DATE = '1900-01-01';

function isNoDate(iso: string | null | undefined): boolean {
  return !iso || iso.slice(0, 10) <= NO_DATE;
}

/** dd.MM.yyyy for de and ru, dd/MM/yyyy for en; blank for empty or sentinel dates. */
export function formatDate(iso: string | null | undefined, language: Language = 'de'): string {
  if (isNoDate(iso)) return '';
  const [year, month, day] = (iso as string).slice(0, 10).split('-');
  return language === 'en' ? `${day}/${month}/${year}` : `${day}.${month}.${year}`;
}

/** dd.MM.yyyy HH:mm:ss (de, ru) or dd/MM/yyyy HH:mm:ss (en) in local time. */
export function formatDateTime(iso: string | null | undefined, language: Language = 'de'): string {
  if (isNoDate(iso)) return '';
  const date = new Date(iso as string);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${pad(date.getDate())}`;
  const month = `${pad(date.getMonth() + 1)}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  const datePart =
    language === 'en' ? `${day}/${month}/${date.getFullYear()}` : `${day}.${month}.${date.getFullYear()}`;
  return `${datePart} ${time}`;
}

/** Accepts DD.MM.YYYY or YYYY-MM-DD and returns ISO YYYY-MM-DD, or null when not a real date. */
export function parseDateInput(input: string): string | null {
  const text = input.trim();
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  let year: number, month: number, day: number;
  if (german) [year, month, day] = [Number(german[3]), Number(german[2]), Number(german[1])];
  else if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return date.toISOString().slice(0, 10);
}

/** Formats integer cents as an amount in the language's convention, e.g. 123456 → "1.234,56". */
export function formatAmount(cents: number | bigint, language: Language = 'de', currency?: string): string {
  const value = Number(cents) / 100;
  return new Intl.NumberFormat(locales[language], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    ...(currency ? { style: 'currency', currency } : {}),
  }).format(value);
}

/** Groups an IBAN in blocks of four for display. */
export function formatIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})/g, '$1 ')
    .trim();
}
