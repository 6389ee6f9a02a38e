import { MessageType, type MessageTypeValue } from '@belegfluss/shared';
import type { JobContext } from '../../../kernel/jobs.js';
import type { CaptureContext } from '../capture.context.js';

/**
 * Tells the user who started a job what it did, so their open windows show it without asking:
 * text read (OCR), or the stack's documents changed (imported, fields extracted).
 */
export async function tellJobOwner(
  ctx: CaptureContext,
  context: JobContext<{ stackId: string; documentIds?: string[] }>,
  messageType: MessageTypeValue,
  documentId?: string,
) {
  if (!context.createdBy || !context.mandantId) return;
  const document = documentId ?? context.payload.documentIds?.[0];
  await ctx.deps.appMessages.publish({
    userId: context.createdBy,
    messageType,
    customData: {
      mandantId: context.mandantId,
      stackId: context.payload.stackId,
      ...(document ? { documentUID: document } : {}),
      jobInfo: { jobId: context.jobId, state: 'finished' },
    },
  });
}

export const JobMessage = { textRead: MessageType.ocrTextReceived, stackChanged: MessageType.stackChanged };
