import { formatAmount, parseAmountToCents, type Language } from '@belegfluss/shared';

/** A decimal amount of the booking data in the language's form ("1.190,00"). */
export function money(text: string, language: Language): string {
  const cents = parseAmountToCents(text);
  return cents === null ? text : formatAmount(cents, language);
}
