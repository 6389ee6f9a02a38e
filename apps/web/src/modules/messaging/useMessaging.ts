import {
  DEACTIVATION_TIMEOUT_MS,
  InstanceType,
  MessageType,
  type Audience,
  type AppMessage,
  type InstanceTypeValue,
  type MessageCustomData,
  type MessageTypeValue,
} from '@belegfluss/shared';
import { useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../kernel/api-client.js';
import { reportApiError } from '../../kernel/global-errors.js';
import { listenerPositioned, messageBus } from './message-bus.js';
import { createMessageListener } from './message-listener.js';
import { ListenRefused, messagingApi } from './messaging.api.js';

/** This window's id as a sender: a window passes over its own messages. */
export const WINDOW_SENDER_UID = crypto.randomUUID();

/** Instance lifecycle of spec 002, section 4. */
export type InstanceState = 'not-running' | 'starting' | 'listening' | 'initialized' | 'deactivating';

let current: { instanceType: InstanceTypeValue | null; state: InstanceState } = {
  instanceType: null,
  state: 'not-running',
};

/** Where this window's last listener stopped (a module change or session check starts a new one). */
let resumeFrom: string | null = null;

export function instanceState(): InstanceState {
  return current.state;
}

/** Tells the user's other windows of this sign-in (e.g. the selected document); never throws. */
export async function sendAppMessage(messageType: MessageTypeValue, customData: MessageCustomData = {}) {
  if (!current.instanceType || current.state !== 'initialized') return;
  await messagingApi
    .send({ instanceType: current.instanceType, senderUID: WINDOW_SENDER_UID, messageType, customData })
    .catch(() => undefined);
}

/** Calls `handler` for each message of the given types this window receives. */
export function useAppMessage(types: readonly MessageTypeValue[], handler: (message: AppMessage) => void) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  const key = types.join(',');
  useEffect(() => {
    const wanted = new Set<number>(key.split(',').map(Number));
    return messageBus.subscribe((message) => {
      if (wanted.has(message.messageInfo.messageType)) latest.current(message);
    });
  }, [key]);
}

/**
 * Calls `handler` when this window's listener, started afresh, has its place in the message stream:
 * state read from then on misses no change that a message announces.
 */
export function useListenerPositioned(handler: () => void) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => listenerPositioned.subscribe(() => latest.current()), []);
}

/**
 * Runs this window's instance: once its token and the system data are there (`ready`) it listens
 * and is initialized; it deactivates when the user signs out or changes module: it stops listening
 * and tells the other windows, waiting at most 5 s for that. After a shutdown message or a refusal
 * `onSessionCheck` asks the server about the session; after 3 failed calls in a row the client
 * shows "Keine Verbindung zum Nachrichtenserver!" and signs out (spec 000, section 8).
 */
export function useMessageListener(options: {
  active: boolean;
  instanceType: InstanceTypeValue | null;
  /** Asks the server about this window's session; true when it is still live. */
  onSessionCheck: () => Promise<boolean>;
}) {
  const { active, instanceType } = options;
  const check = useRef(options.onSessionCheck);
  useEffect(() => {
    check.current = options.onSessionCheck;
  });
  // A new generation starts listening again after a session check found the session live.
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (!active) {
      resumeFrom = null;
      return;
    }
    current = { instanceType, state: 'starting' };
    const listener = createMessageListener({
      senderUID: WINDOW_SENDER_UID,
      resumeFrom,
      fetchMessage: (last, signal, immediate) => messagingApi.listen(last, signal, immediate),
      onPositioned: () => listenerPositioned.dispatch(),
      isRefusal: (error) => error instanceof ListenRefused,
      onMessage: (message) => messageBus.dispatch(message),
      onOffline: (reason) => {
        resumeFrom = listener.lastMsgUID;
        if (reason === 'no-connection') {
          reportApiError(
            new ApiRequestError(503, 'messaging.no_connection', 'Keine Verbindung zum Nachrichtenserver!'),
            {},
          );
        } else {
          void check.current().then((live) => {
            if (live) setGeneration((value) => value + 1);
          });
        }
      },
    });
    current = { instanceType, state: 'initialized' };
    return () => {
      resumeFrom = listener.lastMsgUID;
      const ending = current;
      current = { instanceType: null, state: 'deactivating' };
      void listener.stop().then(async () => {
        // After a sign-out no token is left to sign with: the server's session-end message tells the other windows.
        if (ending.instanceType && listener.state === 'stopped' && (await messagingApi.canSend())) {
          await messagingApi
            .send({
              instanceType: ending.instanceType,
              senderUID: WINDOW_SENDER_UID,
              messageType: MessageType.instanceDeactivated,
              timeoutMs: DEACTIVATION_TIMEOUT_MS,
            })
            .catch(() => undefined);
        }
        if (current.state === 'deactivating') current = { instanceType: null, state: 'not-running' };
      });
    };
  }, [active, instanceType, generation]);
}

const instanceTypeOfAudience: Partial<Record<Audience, InstanceTypeValue>> = {
  Unides: InstanceType.unides,
  Capture: InstanceType.uniCapture,
  UniView: InstanceType.uniView,
  Workflow: InstanceType.workflow,
  WfSearch: InstanceType.workflow,
};

/** The instance type a window has in a module (none in the shell's own pages). */
export function instanceTypeOf(audience: Audience | undefined): InstanceTypeValue | null {
  return (audience && instanceTypeOfAudience[audience]) ?? null;
}
