import {
  DEACTIVATION_TIMEOUT_MS,
  LAST_MSG_UID_HEADER,
  type AppMessage,
  type InstanceTypeValue,
  type MessageCustomData,
  type MessageTypeValue,
} from '@belegfluss/shared';
import { apiRequest, getApiToken } from '../../kernel/api-client.js';
import { environment } from '../../kernel/environment.js';
import type { ListenAnswer } from './message-listener.js';

const APP_INSTANCE = `${environment.services.messaging}/AppInstance`;

/** A failed long poll the listener counts (network, server error); auth answers stop it instead. */
export class ListenFailed extends Error {
  constructor(readonly status: number) {
    super(`ListenMessages failed (${status})`);
  }
}

/** Auth answers (401, 400, 403) end listening: the client then asks the server about its session. */
export class ListenRefused extends Error {}

export const messagingApi = {
  /**
   * One long poll. Sent with fetch directly: a failed poll is the listener's to count, not a
   * message box for the user (the global handler sees only what the listener gives up on).
   */
  async listen(lastMsgUID: string | null, signal: AbortSignal, immediate: boolean): Promise<ListenAnswer> {
    const path = `${APP_INSTANCE}/ListenMessages`;
    const token = await getApiToken(path);
    if (!token) throw new ListenRefused();
    const query = new URLSearchParams();
    if (lastMsgUID) query.set('lastMsgUID', lastMsgUID);
    if (immediate) query.set('waitSeconds', '0');
    const search = query.size > 0 ? `?${query.toString()}` : '';
    const response = await fetch(`${path}${search}`, {
      headers: { authorization: `Bearer ${token}`, 'cache-control': 'no-cache' },
      signal,
    });
    if (response.status === 204) {
      return { message: null, position: response.headers.get(LAST_MSG_UID_HEADER) };
    }
    if (response.ok) return { message: (await response.json()) as AppMessage };
    if (response.status >= 400 && response.status < 500) throw new ListenRefused();
    throw new ListenFailed(response.status);
  },

  /** Whether a token is there to send with (not after a sign-out). */
  async canSend(): Promise<boolean> {
    return (await getApiToken(`${APP_INSTANCE}/SendMessage`)) !== null;
  },

  send(input: {
    instanceType: InstanceTypeValue;
    senderUID: string;
    messageType: MessageTypeValue;
    customData?: MessageCustomData;
    timeoutMs?: number;
  }) {
    return apiRequest<{ messageUID: string }>(`${APP_INSTANCE}/SendMessage`, {
      method: 'PUT',
      errors: 'caller',
      background: true,
      body: {
        messageInfo: {
          instanceType: input.instanceType,
          senderUID: input.senderUID,
          messageType: input.messageType,
        },
        customData: input.customData ?? {},
      },
      ...(input.timeoutMs ? { signal: AbortSignal.timeout(input.timeoutMs) } : {}),
    });
  },
};

export { DEACTIVATION_TIMEOUT_MS };
