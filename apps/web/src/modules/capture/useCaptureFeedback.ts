import { useCallback, useState } from 'react';
import { ApiRequestError } from '../../kernel/api-client.js';

/** A success, or a warning when a save left the document flawed. */
export type CaptureInfo = { text: string; warning: boolean };

export const failureMessage = (failure: unknown) =>
  failure instanceof ApiRequestError ? failure.message : String(failure);

/**
 * The capture screen's one message line (an error, or a success/warning) and `run`, which performs an
 * action, reports its outcome there and reloads the screen's data.
 */
export function useCaptureFeedback(refresh: () => Promise<void>) {
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<CaptureInfo | null>(null);

  const clear = useCallback(() => {
    setError(null);
    setInfo(null);
  }, []);

  const run = useCallback(
    async (work: () => Promise<unknown>, success?: string) => {
      clear();
      try {
        await work();
        if (success) setInfo({ text: success, warning: false });
        await refresh();
        return true;
      } catch (failure) {
        setError(failureMessage(failure));
        return false;
      }
    },
    [clear, refresh],
  );

  return { error, info, setError, setInfo, clear, run };
}

export type CaptureFeedback = ReturnType<typeof useCaptureFeedback>;
