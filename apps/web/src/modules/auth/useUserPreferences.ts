import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Language, ThemeName } from '@belegfluss/shared';
import { setLanguage } from '../../i18n/index.js';
import { useAppTheme } from '../../kernel/ThemeContext.js';
import { accountApi } from './account.api.js';
import { useSession } from './SessionContext.js';

/** Query keys of the signed-in user's stored language and theme (loaded after sign-in). */
export const userLanguageQueryKey = (subject: string | null) => ['user-language', subject] as const;
export const userThemeQueryKey = (subject: string | null) => ['user-theme', subject] as const;

/**
 * The user's own choice of language and theme: applied at once, saved for the user, and written
 * into the loaded value after cancelling a load still under way, so a late answer of the
 * after-sign-in load cannot put the old choice back.
 */
export function useUserPreferences() {
  const queryClient = useQueryClient();
  const { snapshot } = useSession();
  const { setTheme } = useAppTheme();
  const signedIn = snapshot.state === 'LOGGED_IN';
  const subject = snapshot.web?.subject ?? null;

  const chooseLanguage = useCallback(
    (language: Language) => {
      void setLanguage(language);
      if (!signedIn) return;
      const key = userLanguageQueryKey(subject);
      void queryClient.cancelQueries({ queryKey: key }).then(() => queryClient.setQueryData(key, language));
      void accountApi.saveUserLanguage(language).catch(() => undefined);
    },
    [queryClient, signedIn, subject],
  );

  const chooseTheme = useCallback(
    (theme: ThemeName) => {
      setTheme(theme);
      if (!signedIn) return;
      const key = userThemeQueryKey(subject);
      void queryClient.cancelQueries({ queryKey: key }).then(() => queryClient.setQueryData(key, theme));
      void accountApi.saveUserTheme(theme).catch(() => undefined);
    },
    [queryClient, setTheme, signedIn, subject],
  );

  return { chooseLanguage, chooseTheme };
}
