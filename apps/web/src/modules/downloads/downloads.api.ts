import { ZIP_FILENAME_HEADER, type DownloadEntry } from '@belegfluss/shared';
import { apiBlob, apiRequest, apiResult, saveBlob } from '../../kernel/api-client.js';
import { environment } from '../../kernel/environment.js';

const BASE = `${environment.services.management}/DownloadManager`;

export const downloadsApi = {
  count: () =>
    apiResult<number>(`${BASE}/CheckIfDownloadableContentsExists`, { background: true, audience: 'web' }),
  hasUnseen: () =>
    apiResult<boolean>(`${BASE}/CheckIfUnseenDownloadsExists`, { background: true, audience: 'web' }),
  entries: () =>
    apiRequest<{ Result: DownloadEntry[] }>(`${BASE}/GetDownloadableContentEntriesforUser`, {
      background: true,
      audience: 'web',
    }).then((answer) => answer.Result),
  autoDownloadEnabled: () =>
    apiResult<boolean>(`${BASE}/GetAutoDownloadEnabledForUser`, { background: true, audience: 'web' }),
  setAutoDownloadEnabled: (enabled: boolean) =>
    apiResult<boolean>(`${BASE}/SetAutoDownloadEnabledForUser`, {
      method: 'POST',
      body: { enabled },
      audience: 'web',
    }),
  autoDownloadReady: () =>
    apiResult<DownloadEntry[]>(`${BASE}/GetAutoDownloadReadyContentEntries`, {
      background: true,
      audience: 'web',
    }),
  resetUnseen: () =>
    apiResult<number>(`${BASE}/resetUnseenFlagsForUser`, {
      method: 'POST',
      background: true,
      audience: 'web',
    }),
  deleteEntries: (ids: string[]) =>
    apiResult<number>(`${BASE}/DeleteContentEntries`, { method: 'POST', body: { ids }, audience: 'web' }),

  /** Downloads the entries as a zip named by the server's zipfilename header. */
  async download(ids: string[]) {
    const { blob, headers } = await apiBlob(`${BASE}/StartContentDownload`, {
      method: 'POST',
      body: { ids },
      audience: 'web',
    });
    const encoded = headers.get(ZIP_FILENAME_HEADER);
    const fileName = encoded ? decodeURIComponent(encoded) : 'Download.zip';
    saveBlob(new Blob([blob], { type: 'application/zip' }), fileName);
    return fileName;
  },
};
