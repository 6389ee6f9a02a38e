import { Alert, Box, Button, Group, List, Progress, Text } from '@mantine/core';
import { openJobStates, type CaptureJob, type UploadResult } from '@belegfluss/shared';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../kernel/api-client.js';
import { captureApi, uploadFiles } from '../capture.api.js';

/** How often the job list is read while an upload's files are still being processed. */
const PROCESSING_POLL_MS = 2000;

/**
 * Whether jobs still wait or run on the stacks an upload put files into (the imports and the auto
 * jobs they start). Reads the job list the job panel reads, so both show the same state.
 */
function useStillProcessing(mandantId: string, result: UploadResult | null, stackId: string | null) {
  const stackIds = new Set(
    (result?.files ?? [])
      .filter((file) => file.accepted)
      .map((file) => file.routedTo?.stackId ?? stackId)
      .filter((id): id is string => id !== null),
  );
  const openOnStacks = (jobs: CaptureJob[]) =>
    jobs.some(
      (job) => job.stackId !== null && stackIds.has(job.stackId) && openJobStates.includes(job.state),
    );
  const jobs = useQuery({
    queryKey: ['capture', 'jobs', mandantId],
    queryFn: () => captureApi.jobs(mandantId),
    enabled: stackIds.size > 0,
    refetchInterval: (query) =>
      query.state.data && !openOnStacks(query.state.data) ? false : PROCESSING_POLL_MS,
  });
  return stackIds.size > 0 && (!jobs.data || openOnStacks(jobs.data));
}

type Props = { mandantId: string; stackId: string | null; onUploaded: () => void };

/** Drag and drop (or choose) files into the chosen stack, with progress and each file's outcome. */
export function UploadZone({ mandantId, stackId, onUploaded }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<UploadResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const processing = useStillProcessing(mandantId, result, stackId);

  async function handleFiles(files: File[]) {
    if (!stackId || files.length === 0) return;
    setError(null);
    setResult(null);
    setProgress(0);
    try {
      setResult(await uploadFiles(mandantId, stackId, files, setProgress));
      onUploaded();
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : t('capture.upload.failed'));
    } finally {
      setProgress(null);
    }
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setOver(false);
    void handleFiles([...event.dataTransfer.files]);
  }

  const accepted = result?.files.filter((file) => file.accepted) ?? [];
  const rejected = result?.files.filter((file) => !file.accepted) ?? [];
  return (
    <Box>
      <Box
        data-testid="upload-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={handleDrop}
        p="xs"
        style={{
          border: `2px dashed ${over ? '#228be6' : '#ced4da'}`,
          borderRadius: 6,
          textAlign: 'center',
          opacity: stackId ? 1 : 0.5,
        }}
      >
        <Text size="xs" c="dimmed">
          {t('capture.upload.drop')}
        </Text>
        <Group justify="center" mt={4}>
          <Button size="xs" variant="light" disabled={!stackId} onClick={() => input.current?.click()}>
            {t('capture.upload.choose')}
          </Button>
        </Group>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          data-testid="upload-input"
          accept=".pdf,.tif,.tiff,.jpg,.jpeg,.png,.xml"
          onChange={(event) => {
            void handleFiles([...(event.currentTarget.files ?? [])]);
            event.currentTarget.value = '';
          }}
        />
      </Box>
      {progress !== null && (
        <Progress mt={4} value={progress * 100} animated aria-label={t('capture.upload.progress')} />
      )}
      {accepted.length > 0 && (
        <Text size="xs" c="green" mt={4} data-testid="upload-accepted">
          {t(processing ? 'capture.upload.accepted' : 'capture.upload.processed', { count: accepted.length })}
        </Text>
      )}
      {accepted
        .filter((file) => file.routedTo)
        .map((file) => (
          <Text key={file.fileName} size="xs" mt={2} data-testid="upload-routed">
            {t('capture.upload.routed', { file: file.fileName, stack: file.routedTo?.stackName })}
          </Text>
        ))}
      {(rejected.length > 0 || error) && (
        <Alert color="red" mt={4} p="xs" role="alert" data-testid="upload-errors">
          {error}
          <List size="xs">
            {rejected.map((file) => (
              <List.Item key={file.fileName}>
                {file.fileName}: {file.error?.message}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Box>
  );
}
