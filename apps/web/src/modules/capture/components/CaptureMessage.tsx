import { Alert } from '@mantine/core';
import type { CaptureInfo } from '../useCaptureFeedback.js';

type Props = { error: string | null; info: CaptureInfo | null; onClose: () => void };

/** The capture screen's message line above the viewer: an error, a warning or a success. */
export function CaptureMessage({ error, info, onClose }: Props) {
  if (!error && !info) return null;
  return (
    <Alert
      color={error ? 'red' : info?.warning ? 'orange' : 'green'}
      role={error ? 'alert' : 'status'}
      withCloseButton
      onClose={onClose}
      data-testid="capture-message"
      p="xs"
    >
      {error ?? info?.text}
    </Alert>
  );
}
