import type {
  IntakeMailbox,
  MailboxPollStarted,
  MailboxUpdate,
  MailMessage,
  MailMessageList,
  Stack,
} from '@belegfluss/shared';
import {
  apiBlob,
  apiRequest as platformRequest,
  saveBlob,
  type RequestOptions,
} from '../../kernel/api-client.js';

/** The intake page shows errors itself (under the fields, above the list). */
const apiRequest = <T>(path: string, options: RequestOptions = {}) =>
  platformRequest<T>(path, { errors: 'caller', ...options });

export const getMailbox = (mandantId: string) =>
  apiRequest<IntakeMailbox>('/api/mail/mailbox', { query: { mandantId } });
export const saveMailbox = (update: MailboxUpdate) =>
  apiRequest<IntakeMailbox>('/api/mail/mailbox', { method: 'PUT', body: update });
export const startPoll = (mandantId: string) =>
  apiRequest<MailboxPollStarted>('/api/mail/mailbox/poll', { method: 'POST', body: { mandantId } });
export const listStacks = (mandantId: string) =>
  apiRequest<Stack[]>('/api/cap/stack/list', { query: { mandantId } });
export const listMessages = (mandantId: string, filter: 'all' | 'attention') =>
  apiRequest<MailMessageList>('/api/mail/messages', { query: { mandantId, filter, limit: 200 } });
export const retryMessage = (mandantId: string, messageId: string) =>
  apiRequest<MailMessage>('/api/mail/messages/retry', { method: 'POST', body: { mandantId, messageId } });
export const dismissMessage = (mandantId: string, messageId: string) =>
  apiRequest<MailMessage>('/api/mail/messages/dismiss', { method: 'POST', body: { mandantId, messageId } });

export async function downloadEml(mandantId: string, messageId: string) {
  const { blob } = await apiBlob('/api/mail/messages/eml', {
    query: { mandantId, messageId },
    errors: 'caller',
  });
  saveBlob(blob, `E-Mail-${messageId.slice(0, 8)}.eml`);
}
