import { Button, Indicator } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOWNLOAD_POLL_INTERVAL_MS } from '@belegfluss/shared';
import { useSession } from '../auth/index.js';
import { downloadsApi } from './downloads.api.js';
import { useAutoDownload } from './useAutoDownload.js';

// The grid library is large: it loads when the dialog opens for the first time.
const DownloadManagerDialog = lazy(() =>
  import('./DownloadManagerDialog.js').then((module) => ({ default: module.DownloadManagerDialog })),
);

/**
 * The header's download button: a counter of entries, highlighted while unseen ones exist; saves
 * ready entries itself while automatic download is on.
 */
export function DownloadButton() {
  const { t } = useTranslation();
  const { snapshot } = useSession();
  const [open, setOpen] = useState(false);
  const enabled = snapshot.state === 'LOGGED_IN';
  const subject = snapshot.web?.subject;
  const count = useQuery({
    queryKey: ['downloads', 'count', subject],
    queryFn: downloadsApi.count,
    enabled,
    refetchInterval: DOWNLOAD_POLL_INTERVAL_MS,
    retry: false,
  });
  const unseen = useQuery({
    queryKey: ['downloads', 'unseen', subject],
    queryFn: downloadsApi.hasUnseen,
    enabled,
    refetchInterval: DOWNLOAD_POLL_INTERVAL_MS,
    retry: false,
  });
  const highlighted = unseen.data === true;
  useAutoDownload({ enabled, hasUnseen: highlighted, checkedAt: unseen.dataUpdatedAt });
  if (!enabled) return null;
  const total = count.data ?? 0;
  return (
    <>
      <Indicator label={total} size={16} disabled={total === 0} color={highlighted ? 'orange' : 'gray'}>
        <Button
          variant={highlighted ? 'filled' : 'subtle'}
          color={highlighted ? 'orange' : undefined}
          size="compact-md"
          onClick={() => setOpen(true)}
          data-testid="download-button"
          data-count={total}
          data-unseen={highlighted}
          aria-label={t('downloads.button.label', { count: total })}
        >
          ⤓
        </Button>
      </Indicator>
      {open && (
        <Suspense fallback={null}>
          <DownloadManagerDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
