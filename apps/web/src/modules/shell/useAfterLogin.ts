import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isLanguage } from '@belegfluss/shared';
import { useAppTheme } from '../../kernel/ThemeContext.js';
import { setLanguage } from '../../i18n/index.js';
import { useSession } from '../auth/index.js';
import { shellApi } from './shell.api.js';
import { accountApi, userLanguageQueryKey, userThemeQueryKey } from '../auth/index.js';

/**
 * What the shell loads once a user is signed in (spec 000, section 4): the user's language,
 * system data, global rights and theme. Before sign-in the global theme applies.
 */
export function useAfterLogin() {
  const { snapshot } = useSession();
  const { setTheme } = useAppTheme();
  const subject = snapshot.web?.subject ?? null;
  const enabled = snapshot.state === 'LOGGED_IN';

  const language = useQuery({
    queryKey: userLanguageQueryKey(subject),
    queryFn: accountApi.userLanguage,
    enabled,
  });
  const systemData = useQuery({ queryKey: ['system-data', subject], queryFn: shellApi.systemData, enabled });
  const globalRights = useQuery({
    queryKey: ['global-rights', subject],
    queryFn: shellApi.globalRights,
    enabled,
  });
  const userTheme = useQuery({
    queryKey: userThemeQueryKey(subject),
    queryFn: accountApi.userTheme,
    enabled,
  });
  const globalTheme = useQuery({
    queryKey: ['global-theme'],
    queryFn: shellApi.globalTheme,
    enabled: snapshot.state === 'LOGGED_OUT',
  });

  useEffect(() => {
    if (language.data && isLanguage(language.data)) void setLanguage(language.data);
  }, [language.data]);
  useEffect(() => {
    if (enabled && userTheme.data) setTheme(userTheme.data);
  }, [enabled, userTheme.data, setTheme]);
  useEffect(() => {
    if (!enabled && globalTheme.data) setTheme(globalTheme.data);
  }, [enabled, globalTheme.data, setTheme]);

  return { systemData: systemData.data, globalRights: globalRights.data ?? [] };
}
