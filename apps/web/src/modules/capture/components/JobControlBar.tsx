import { Alert, Button, Group, Paper, Text } from '@mantine/core';
import type { JobCtrlSettings } from '@belegfluss/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../kernel/api-client.js';
import { captureApi } from '../capture.api.js';
import { JobPanel } from './JobPanel.js';

/** How often the job server connection is tested while the capture screen is open. */
const JOB_SERVER_POLL_MS = 15_000;

type Props = {
  mandantId: string | null;
  settings: JobCtrlSettings | undefined;
  onToggle: () => void;
  onChanged: () => void;
};

/**
 * The job list with its toggle (Alt+J) and the job dialog; "Keine Verbindung zum Job-Server!" stays
 * on top while the job server cannot be reached (tested every 15 seconds).
 */
export function JobControlBar({ mandantId, settings, onToggle, onChanged }: Props) {
  const { t } = useTranslation();
  const visible = settings?.showJobList ?? true;
  const connection = useQuery({
    queryKey: ['capture', 'job-server', mandantId],
    queryFn: () => captureApi.testJobServer(mandantId as string),
    enabled: !!mandantId,
    refetchInterval: JOB_SERVER_POLL_MS,
    retry: false,
  });
  const jobs = useQuery({
    queryKey: ['capture', 'jobs', mandantId],
    queryFn: () => captureApi.jobs(mandantId as string),
    enabled: !!mandantId && visible,
    refetchInterval: (settings?.refreshSeconds ?? 5) * 1000,
  });
  const offline =
    connection.error instanceof ApiRequestError
      ? connection.error.message
      : connection.error
        ? t('api-errors.jobs.server_unavailable')
        : null;

  return (
    <Paper
      withBorder
      p={4}
      style={{ gridColumn: '1 / span 4', minHeight: 0, display: 'flex', flexDirection: 'column' }}
    >
      <Group justify="space-between">
        <Text size="xs" fw={600}>
          {t('capture.jobs.title')}
        </Text>
        <Button size="compact-xs" variant="subtle" data-testid="toggle-jobs" onClick={onToggle}>
          {visible ? t('capture.jobs.hide') : t('capture.jobs.show')}
        </Button>
      </Group>
      {offline && (
        <Alert color="red" p={4} role="alert" data-testid="job-server-offline">
          {offline}
        </Alert>
      )}
      {visible && mandantId && (
        <div style={{ flex: 1, minHeight: 0 }}>
          <JobPanel mandantId={mandantId} jobs={jobs.data ?? []} onChanged={onChanged} />
        </div>
      )}
    </Paper>
  );
}
