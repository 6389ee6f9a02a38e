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
