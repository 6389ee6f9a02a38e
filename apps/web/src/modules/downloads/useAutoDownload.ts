import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { downloadsApi } from './downloads.api.js';

async function withAutoDownloadLock(work: () => Promise<void>) {
  // Tabs of one browser poll alike: only one fetches the ready entries at a time, so an entry is
  // saved once (downloading marks it seen, the next tab finds nothing).
  if (typeof navigator !== 'undefined' && navigator.locks) {
    await navigator.locks.request('belegfluss-auto-download', { ifAvailable: true }, async (lock) => {
      if (lock) await work();
    });
  } else {
    await work();
  }
}

/**
 * "automatischen Download aktivieren" (hidden in the dialog, kept per user on the server): while it
 * is on, entries that became ready are saved without opening the dialog. The button's unseen poll
 * (every 10 s) says when there may be some.
 */
export function useAutoDownload({
  enabled,
  hasUnseen,
  checkedAt,
}: {
  enabled: boolean;
  hasUnseen: boolean;
  /** When the unseen poll last answered: every answer with unseen entries looks again. */
  checkedAt: number;
}) {
  const queryClient = useQueryClient();
  const autoDownload = useQuery({
    queryKey: ['downloads', 'auto'],
    queryFn: downloadsApi.autoDownloadEnabled,
    enabled,
    retry: false,
  });
  const active = enabled && hasUnseen && autoDownload.data === true;
  useEffect(() => {
    if (!active) return;
    void withAutoDownloadLock(async () => {
      const ready = await downloadsApi.autoDownloadReady();
      if (ready.length === 0) return;
      await downloadsApi.download(ready.map((entry) => entry.FOLDER_REFERENCE_ID));
      await queryClient.invalidateQueries({ queryKey: ['downloads'] });
    }).catch(() => undefined);
  }, [active, checkedAt, queryClient]);
}
