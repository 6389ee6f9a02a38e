import type { MessageCustomData, MessageTypeValue } from '@belegfluss/shared';

/**
 * A message the server sends to one user's instances where an event happens (a job read a
 * document's text, a workflow moved on, settings changed, a session ended). It reaches only that
 * user, and only while the user may see `customData.mandantId`.
 */
export type ServerMessage = {
  userId: string;
  messageType: MessageTypeValue;
  customData?: MessageCustomData;
  /** Keep it within one sign-in (a shell session id); absent: all of the user's sign-ins. */
  deviceSessionId?: string | null;
};

/**
 * The port modules declare in their dependencies to send messages (the messaging module implements
 * it). Sending never throws and never joins a transaction: call it after the change committed.
 */
export type AppMessages = {
  publish: (message: ServerMessage) => Promise<void>;
  /** A data-free signal to every signed-in user (maintenance announced or ended). */
  broadcast: (messageType: MessageTypeValue) => Promise<void>;
};
