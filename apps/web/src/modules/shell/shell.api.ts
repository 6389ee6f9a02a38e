import type {
  ClientStatus,
  DownloadEntry,
  PasswordSettings,
  ReleaseNotesVersion,
  SystemData,
  SystemSettings,
  ThemeName,
} from '@belegfluss/shared';
import { apiBlob, apiRequest, apiResult, apiUpload } from '../../kernel/api-client.js';
import { environment } from '../../kernel/environment.js';

const MAN = environment.services.management;
const SYSTEM = `${MAN}/system`;
const INITIAL = `${MAN}/initialsettings`;

/** The query of the uploaded logo; uploading or removing a logo refreshes it. */
export const CUSTOM_LOGO_QUERY_KEY = ['shell', 'custom-logo'] as const;

export type MaintenanceInfo = { activatesAt: string; active: boolean; message: string | null } | null;

export const shellApi = {
  globalTheme: () =>
    apiResult<ThemeName>(`${INITIAL}/getselectedglobaltheme`, { anonymous: true, background: true }),
  version: () => apiResult<string>(`${INITIAL}/version`, { anonymous: true, background: true }),
  /** The uploaded header logo, or null when none is set (the server answers 204). */
  customLogo: async (): Promise<Blob | null> => {
    const { blob } = await apiBlob(`${INITIAL}/getselectedlogo`, {
      anonymous: true,
      background: true,
      errors: 'caller',
    });
    return blob.size > 0 ? blob : null;
  },

  systemData: () => apiResult<SystemData>(`${SYSTEM}/getsystemdata`, { background: true }),
  saveGlobalTheme: (theme: ThemeName) =>
    apiResult<ThemeName>(`${SYSTEM}/saveglobaltheme`, { method: 'POST', body: { theme } }),
  uploadLogo: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return apiUpload<{ Result: { contentType: string; size: number } }>(`${SYSTEM}/uploadcustomlogo`, form);
  },
  deleteLogo: () => apiResult<boolean>(`${SYSTEM}/deletecustomlogo`, { method: 'POST' }),
  writeErrorLog: (message: string, url: string) =>
    apiResult<boolean>(`${SYSTEM}/WriteErrorLog`, {
      method: 'POST',
      body: { message: message.slice(0, 8000), url: url.slice(0, 2000) },
      anonymous: true,
      background: true,
      errors: 'caller',
    }),

  globalRights: () => apiResult<string[]>(`${MAN}/user/globalrights`, { background: true }),
  lastNotifiedRelease: () =>
    apiResult<string | null>(`${MAN}/settings/getlastnotifiedreleaseversion`, { background: true }),
  setLastNotifiedRelease: (version: string) =>
    apiResult<string>(`${MAN}/settings/setlastnotifiedreleaseversion`, {
      method: 'POST',
      body: { version },
    }),
  releaseNotes: () => apiResult<ReleaseNotesVersion[]>(`${MAN}/releasenotes/getreleasenotes`),

  status: () =>
    apiRequest<ClientStatus>(`${environment.services.auth}/status`, { background: true, audience: 'web' }),

  passwordSettings: () => apiResult<PasswordSettings>(`${SYSTEM}/getpasswordsettings`),
  savePasswordSettings: (settings: PasswordSettings) =>
    apiResult<PasswordSettings>(`${SYSTEM}/setpasswordsettings`, { method: 'POST', body: settings }),
  systemSettings: () => apiResult<SystemSettings>(`${SYSTEM}/getsystemsettings`),
  saveSystemSettings: (settings: SystemSettings) =>
    apiResult<SystemSettings>(`${SYSTEM}/setsystemsettings`, { method: 'POST', body: settings }),
  maintenance: () => apiResult<MaintenanceInfo>(`${SYSTEM}/getmaintenance`),
  announceMaintenance: (message: string) =>
    apiResult<MaintenanceInfo>(`${SYSTEM}/announcemaintenance`, { method: 'POST', body: { message } }),
  endMaintenance: () => apiResult<boolean>(`${SYSTEM}/endmaintenance`, { method: 'POST' }),
  exportErrorLog: () => apiResult<DownloadEntry>(`${SYSTEM}/exporterrorlog`, { method: 'POST' }),
};
