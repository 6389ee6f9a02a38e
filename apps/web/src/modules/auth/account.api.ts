import type { Language, ThemeName } from '@belegfluss/shared';
import { apiRequest, apiResult } from '../../kernel/api-client.js';
import { environment } from '../../kernel/environment.js';

const MAN = environment.services.management;
const SYSTEM = `${MAN}/system`;

/** The signed-in user's own account: theme, language, password, keep-alive, open requests. */
export const accountApi = {
  userTheme: () => apiResult<ThemeName>(`${SYSTEM}/getUserTheme`, { background: true }),
  saveUserTheme: (theme: ThemeName) =>
    apiResult<ThemeName>(`${SYSTEM}/saveUserTheme`, { method: 'POST', body: { theme } }),
  userLanguage: () => apiResult<Language>(`${MAN}/user/getlanguage`, { background: true }),
  saveUserLanguage: (language: Language) =>
    apiResult<Language>(`${MAN}/user/setlanguage`, {
      method: 'POST',
      body: { language },
      background: true,
    }),
  passwordAge: () => apiResult<number>(`${MAN}/user/passwordage`, { background: true }),
  passwordPolicy: () => apiResult<string>(`${MAN}/user/passwordpolicy`),
  changePassword: (oldPassword: string, newPassword: string) =>
    apiResult<boolean>(`${MAN}/user/passwordset`, {
      method: 'POST',
      body: { oldPassword, newPassword },
      errors: 'caller',
    }),
  ping: () =>
    apiRequest<{ ok: true }>(`${environment.services.auth}/ping`, {
      method: 'POST',
      background: true,
      audience: 'web',
    }),
  openWorkflowRequests: () =>
    apiResult<number>(`${environment.services.workflow}/sdk/GetOpenWFRequestsCount`, { background: true }),
};
