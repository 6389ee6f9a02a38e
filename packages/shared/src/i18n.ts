export const languages = ['de', 'en', 'ru'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'de';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** Picks the first supported language from an Accept-Language header; German when none matches. */
export function pickLanguage(acceptLanguage: string | undefined | null): Language {
  if (!acceptLanguage) return defaultLanguage;
  for (const part of acceptLanguage.split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (isLanguage(tag)) return tag;
  }
  return defaultLanguage;
}

export type LocalizedText = Record<Language, string>;
