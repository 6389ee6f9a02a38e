import { Alert, List, Progress, Stack, Text } from '@mantine/core';
import { finalJobStates, JobState, type ExportRun } from '@belegfluss/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { exportApi } from './export.api.js';

/** How often the dialog asks for the export job's progress. */
const JOB_POLL_MS = 1000;

type Props = {
  mandantId: string;
  jobId: string;
  onFinished: (run: ExportRun | null) => void;
};

/**
 * The export job as it runs: progress and step, then the files it wrote (they are entries of the
 * download manager now) or why it failed.
 */
export function ExportJobProgress({ mandantId, jobId, onFinished }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const job = useQuery({
    queryKey: ['export', 'job', jobId],
    queryFn: () => exportApi.job(jobId),
    refetchInterval: (query) =>
      query.state.data && finalJobStates.includes(query.state.data.state) ? false : JOB_POLL_MS,
  });
  const finished = job.data?.state === JobState.finished;
  const run = useQuery({
    queryKey: ['export', 'run-of-job', jobId],
    queryFn: async () =>
      (await exportApi.state(mandantId)).runs.find((candidate) => candidate.jobId === jobId) ?? null,
    enabled: finished,
  });
  useEffect(() => {
    if (!finished || run.data === undefined) return;
    void queryClient.invalidateQueries({ queryKey: ['downloads'] });
    onFinished(run.data);
  }, [finished, run.data, queryClient, onFinished]);

  const failed = job.data && job.data.state !== JobState.finished && finalJobStates.includes(job.data.state);
  return (
    <Stack gap="xs" data-testid="export-job">
      <Text size="sm">{t('export.job.title')}</Text>
      <Progress value={job.data?.progress ?? 0} animated={!finished && !failed} />
      <Text size="xs" c="dimmed" data-testid="export-job-state">
        {job.data ? t(`export.job.state-${job.data.state}`) : t('export.job.state-waiting')}
        {job.data?.progressText ? ` – ${job.data.progressText}` : ''}
      </Text>
      {failed && (
        <Alert color="red" p="xs" data-testid="export-job-failed">
          {t('export.job.failed', { reason: job.data?.errorText ?? '' })}
        </Alert>
      )}
      {job.error && (
        <Alert color="red" p="xs">
          {job.error.message}
        </Alert>
      )}
      {finished && run.data && (
        <Stack gap={4} data-testid="export-files">
          <Alert color="green" p="xs">
            {t('export.job.done', { documents: run.data.documents, rows: run.data.rows })}
          </Alert>
          <List size="xs">
            {run.data.files.map((file) => (
              <List.Item key={file.sha256 + file.fileName}>{file.fileName}</List.Item>
            ))}
          </List>
          <Text size="xs">{t('export.job.in-downloads')}</Text>
        </Stack>
      )}
    </Stack>
  );
}
