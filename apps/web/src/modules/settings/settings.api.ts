import {
  settingDefinitions,
  type HealthResponse,
  type SettingKey,
  type SmtpSettings,
} from '@belegfluss/shared';
import { apiRequest as platformRequest, type RequestOptions } from '../../kernel/api-client.js';

/** Screens of this module show errors themselves (under the fields, in the dialog). */
const apiRequest = <T>(path: string, options: RequestOptions = {}) =>
  platformRequest<T>(path, { errors: 'caller', ...options });

function settingQuery(key: SettingKey, mandantId: string | null) {
  return settingDefinitions[key].scope === 'mandant' && mandantId ? { mandantId } : {};
}

export const getSetting = (key: SettingKey, mandantId: string | null) => {
  const definition = settingDefinitions[key];
  return apiRequest<unknown>(`/api/man/${definition.base}/get${definition.call}`, {
    query: settingQuery(key, mandantId),
  });
};

export const setSetting = (key: SettingKey, mandantId: string | null, value: unknown) => {
  const definition = settingDefinitions[key];
  return apiRequest<unknown>(`/api/man/${definition.base}/set${definition.call}`, {
    method: 'POST',
    body: { ...settingQuery(key, mandantId), value },
  });
};

export const getSmtp = () => apiRequest<SmtpSettings>('/api/man/system/getsmtp');
export const updateSmtp = (input: Record<string, unknown>) =>
  apiRequest<SmtpSettings>('/api/man/system/updatesmtp', { method: 'POST', body: input });
export const getStartModule = () => apiRequest<{ startModule: number }>('/api/man/user/getstartmodule');
export const setStartModule = (startModule: number) =>
  apiRequest<{ startModule: number }>('/api/man/user/setstartmodule', {
    method: 'POST',
    body: { startModule },
  });
export const getHealth = () => apiRequest<HealthResponse>('/api/health');
