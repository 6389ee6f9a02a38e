import type { AppMessage } from '@belegfluss/shared';

type Handler = (message: AppMessage) => void;
const handlers = new Set<Handler>();

/** Where the window's listener hands each message on; modules subscribe with `useAppMessage`. */
export const messageBus = {
  subscribe(handler: Handler) {
    handlers.add(handler);
    return () => {
      handlers.delete(handler);
    };
  },
  dispatch(message: AppMessage) {
    for (const handler of handlers) handler(message);
  },
};

const positionedHandlers = new Set<() => void>();

/** Where the listener says it has its position (see `onPositioned` of the listener). */
export const listenerPositioned = {
  subscribe(handler: () => void) {
    positionedHandlers.add(handler);
    return () => {
      positionedHandlers.delete(handler);
    };
  },
  dispatch() {
    for (const handler of positionedHandlers) handler();
  },
};
