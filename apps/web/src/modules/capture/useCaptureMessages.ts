import { MessageType } from '@belegfluss/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sendAppMessage, useAppMessage } from '../messaging/index.js';
import { useRuleChangedOffer } from '../rules/index.js';

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
 * fields, hotkeys) reload what the page shows, so the mask is rebuilt from the new settings; changed
 * rules are offered for evaluating the Mandant's documents again.
 */
export function useCaptureMessages(mandantId: string | null, documentId: string | null) {
  const queryClient = useQueryClient();
  useRuleChangedOffer(mandantId);
  useAppMessage(REFRESHING, () => void queryClient.invalidateQueries({ queryKey: ['capture'] }));
  useEffect(() => {
    if (!mandantId || !documentId) return;
    void sendAppMessage(MessageType.documentSelectionChanged, { mandantId, documentUID: documentId });
  }, [mandantId, documentId]);
}
