// Messages between the user's windows (spec 002): the listener the shell runs, and what modules use.
export {
  instanceTypeOf,
  sendAppMessage,
  useAppMessage,
  useListenerPositioned,
  useMessageListener,
  WINDOW_SENDER_UID,
} from './useMessaging.js';
