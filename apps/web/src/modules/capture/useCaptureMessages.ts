import { MessageType } from '@belegfluss/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sendAppMessage, useAppMessage } from '../messaging/index.js';

const REFRESHING = [
  MessageType.ocrTextReceived,
  MessageType.stackChanged,
  MessageType.jobPickedUp,
  MessageType.activeFieldSettingsChanged,
  MessageType.keySettingsChanged,
  MessageType.workflowSubmitted,
] as const;

/**
 * Capture and the user's other windows: the selected document goes out (a second window follows
 * it); a job's text or import, picked-up jobs, a workflow action and changed mask settings (active
 * fields, hotkeys) reload what the page shows, so the mask is rebuilt from the new settings.
 */
export function useCaptureMessages(mandantId: string | null, documentId: string | null) {
  const queryClient = useQueryClient();
  useAppMessage(REFRESHING, () => void queryClient.invalidateQueries({ queryKey: ['capture'] }));
  useEffect(() => {
    if (!mandantId || !documentId) return;
    void sendAppMessage(MessageType.documentSelectionChanged, { mandantId, documentUID: documentId });
  }, [mandantId, documentId]);
}
