import { Alert, Box, Button, Group, List, Progress, Text } from '@mantine/core';
import type { UploadResult } from '@belegfluss/shared';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../kernel/api-client.js';
import { uploadFiles } from '../capture.api.js';

type Props = { mandantId: string; stackId: string | null; onUploaded: () => void };

/** Drag and drop (or choose) files into the chosen stack, with progress and each file's outcome. */
export function UploadZone({ mandantId, stackId, onUploaded }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<UploadResult | null>(null);
  const [error, setError] = useState<string | null>(null);

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
      {result && result.files.some((file) => file.accepted) && (
        <Text size="xs" c="green" mt={4} data-testid="upload-accepted">
          {t('capture.upload.accepted', { count: result.files.filter((file) => file.accepted).length })}
        </Text>
      )}
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
