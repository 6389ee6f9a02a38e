import { useQuery } from '@tanstack/react-query';
import { DOWNLOAD_POLL_INTERVAL_MS } from '@belegfluss/shared';
import { downloadsApi } from './downloads.api.js';

/** The user's download entries, polled every 10 s while the dialog is open (spec 000, section 9). */
export function useDownloadEntries() {
  return useQuery({
    queryKey: ['downloads', 'entries'],
    queryFn: downloadsApi.entries,
    refetchInterval: DOWNLOAD_POLL_INTERVAL_MS,
    retry: false,
  });
}
