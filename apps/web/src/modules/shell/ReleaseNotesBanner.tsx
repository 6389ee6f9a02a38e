import { Alert, Button, Checkbox, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shouldShowReleaseNotes } from '@belegfluss/shared';
import { useSession } from '../auth/index.js';
import { shellApi } from './shell.api.js';

/**
 * Shown after sign-in when the product version differs from the last one the user was told
 * about; 'nicht wieder anzeigen' plus Schließen remembers the version (spec 000, section 2).
 */
export function ReleaseNotesBanner({ onShow }: { onShow: () => void }) {
  const { t } = useTranslation();
  const { snapshot } = useSession();
  const enabled = snapshot.state === 'LOGGED_IN';
  const subject = snapshot.web?.subject;
  const version = useQuery({ queryKey: ['version'], queryFn: shellApi.version, enabled });
  const last = useQuery({
    queryKey: ['last-notified-release', subject],
    queryFn: shellApi.lastNotifiedRelease,
    enabled,
  });
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [doNotShowAgain, setDoNotShowAgain] = useState(false);

  if (!enabled || !version.data || !last.isSuccess || dismissed === subject) return null;
  if (!shouldShowReleaseNotes(version.data, last.data)) return null;

  function handleClose() {
    if (doNotShowAgain && version.data)
      void shellApi.setLastNotifiedRelease(version.data).then(() => last.refetch());
    setDismissed(subject ?? null);
  }

  return (
    <Alert color="blue" variant="light" data-testid="release-notes-banner" mb="sm">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm">{t('shell.release-notes.banner', { version: version.data })}</Text>
        <Group gap="sm">
          <Button size="xs" variant="light" onClick={onShow}>
            {t('shell.release-notes.show')}
          </Button>
          <Checkbox
            size="xs"
            label={t('shell.release-notes.do-not-show-again')}
            checked={doNotShowAgain}
            onChange={(event) => setDoNotShowAgain(event.currentTarget.checked)}
          />
          <Button size="xs" onClick={handleClose}>
            {t('common.close')}
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
