import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { errorCatalog, isLanguage, languages, passwordPolicyTexts, type Language } from '@belegfluss/shared';

/** Local storage key of the last chosen language (spec 000: LAST_SESSION_LANG). */
export const LANGUAGE_STORAGE_KEY = 'LAST_SESSION_LANG';

type Messages = Record<string, string>;

const files = import.meta.glob<Messages>('./locales/*/*.json', { eager: true, import: 'default' });

/**
 * One flat key table per language: every module's file, `api-errors.<code>` from the shared
 * catalogue and `auth.password-policy.<key>` from the shared password policy.
 */
export function buildResources(): Record<Language, Messages> {
  const resources = Object.fromEntries(languages.map((language) => [language, {} as Messages])) as Record<
    Language,
    Messages
  >;
  for (const [file, messages] of Object.entries(files)) {
    const language = file.split('/')[2];
    if (isLanguage(language)) Object.assign(resources[language], messages);
  }
  for (const [code, definition] of Object.entries(errorCatalog)) {
    for (const language of languages) resources[language][`api-errors.${code}`] = definition[language];
  }
  // The password-policy texts are shared with the server, which builds its NEW_PWD_INVALID text from them.
  for (const [key, text] of Object.entries(passwordPolicyTexts)) {
    for (const language of languages) resources[language][`auth.password-policy.${key}`] = text[language];
  }
  return resources;
}

/** The stored session language, else the browser's (German, Russian, otherwise English). */
export function detectLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  const browser = navigator.language.slice(0, 2).toLowerCase();
  return browser === 'de' || browser === 'ru' ? browser : 'en';
}

export function setLanguage(language: Language): Promise<unknown> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  document.documentElement.lang = language;
  return i18n.changeLanguage(language);
}

export async function initI18n(language: Language = detectLanguage()) {
  const resources = buildResources();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'de',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    resources: Object.fromEntries(languages.map((code) => [code, { translation: resources[code] }])),
  });
  document.documentElement.lang = language;
  return i18n;
}

export { i18n };
