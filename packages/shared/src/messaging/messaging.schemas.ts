import { z } from 'zod';

/** The product instances that exchange messages (spec 002, "Application message"). */
export const InstanceType = {
  unides: 'UD',
  uniCapture: 'UC',
  uniView: 'UV',
  workflow: 'WF',
  deepLink: 'DEEP_LINK',
} as const;
export type InstanceTypeValue = (typeof InstanceType)[keyof typeof InstanceType];
export const instanceTypes = Object.values(InstanceType) as [InstanceTypeValue, ...InstanceTypeValue[]];

/**
 * Message types; the spec names them and leaves the numbers open. Codes below 100 are what one
 * instance tells the user's other instances (SendMessage); codes from 100 only the server sends,
 * where the event happens.
 */
export const MessageType = {
  documentSelectionChanged: 1,
  pageSelectionChanged: 2,
  mandantSelectionChanged: 3,
  workflowSelectionChanged: 4,
  archiveSearchQuery: 10,
  journalSearchQuery: 11,
  ruleEditStarted: 20,
  ruleEditFinished: 21,
  ruleChanged: 22,
  maskDirtyChanged: 30,
  instanceDeactivated: 90,
  workflowSubmitted: 100,
  workflowRedirected: 101,
  workflowInquiry: 102,
  workflowPostback: 103,
  ocrTextReceived: 110,
  stackChanged: 111,
  jobPickedUp: 112,
  processPickedUp: 113,
  keySettingsChanged: 120,
  activeFieldSettingsChanged: 121,
  sessionTerminated: 130,
  systemStatusChanged: 131,
} as const;
export type MessageTypeValue = (typeof MessageType)[keyof typeof MessageType];
const messageTypeValues = Object.values(MessageType) as MessageTypeValue[];

/** Only the server sends these: an instance cannot claim that a workflow moved or a session ended. */
export function isServerMessageType(type: number): boolean {
  return type >= 100;
}

const uid = z.string().min(1).max(100);
const shortText = z.string().max(255);

/**
 * The payload fields of spec 002 ("Application message"), plus the keys a receiver needs to act:
 * the Mandant a message is about, the stack, the module audience a termination ended and why.
 */
export const messageCustomDataSchema = z
  .object({
    mandantId: z.uuid(),
    documentUID: uid,
    pageUID: uid,
    stackId: z.uuid(),
    jobInfo: z.object({
      jobId: z.uuid().optional(),
      kind: shortText.optional(),
      state: shortText.optional(),
    }),
    comment: z.string().max(999),
    bearbeiter: shortText,
    locked: z.boolean(),
    isGroup: z.boolean(),
    identity: shortText,
    fullName: shortText,
    elapsedTime: z
      .number()
      .int()
      .min(0)
      .max(10 ** 12),
    stampSignal: shortText,
    workflowInstanceID: uid,
    konto: shortText,
    kontoType: shortText,
    bookingPeriod: shortText,
    searchMaskName: shortText,
    owner: shortText,
    searchEntries: z
      .array(z.object({ field: shortText, operator: shortText.optional(), value: z.string().max(1000) }))
      .max(100),
    resultFieldNames: z.array(shortText).max(200),
    showRevision: z.boolean(),
    showSystemFields: z.boolean(),
    maskDirty: z.boolean(),
    settingKeys: z.array(shortText).max(50),
    audience: shortText,
    reason: shortText,
  })
  .partial()
  .strict();
export type MessageCustomData = z.infer<typeof messageCustomDataSchema>;

export const messageInfoSchema = z.object({
  messageUID: z.uuid(),
  instanceType: z.enum(instanceTypes).nullable(),
  /** The sending instance (a window's own random id), or 'server'. */
  senderUID: uid,
  messageType: z.number().int(),
});

/** One message as ListenMessages answers it. */
export const appMessageSchema = z.object({
  messageInfo: messageInfoSchema,
  customData: messageCustomDataSchema,
  /** The sign-in (shell session) the message stays within; null when it is for all of the user's sign-ins. */
  sessionUID: z.uuid().nullable(),
});
export type AppMessage = z.infer<typeof appMessageSchema>;

/** PUT /AppInstance/SendMessage: the server assigns the messageUID and keeps the message within the sender's sign-in. */
export const sendMessageRequestSchema = z.object({
  messageInfo: z.object({
    instanceType: z.enum(instanceTypes),
    senderUID: uid,
    messageType: z
      .number()
      .int()
      .refine((type) => messageTypeValues.includes(type as MessageTypeValue) && !isServerMessageType(type), {
        message: 'messaging.type_not_sendable',
      }),
  }),
  customData: messageCustomDataSchema.default({}),
  /** Optional; when given it must be the caller's own sign-in. */
  sessionUID: z.uuid().nullish(),
});
export type SendMessageRequest = z.infer<typeof sendMessageRequestSchema>;

export const sendMessageResponseSchema = z.object({ messageUID: z.uuid() });

export const listenMessagesQuerySchema = z.object({
  /**
   * The last message this instance received, or the position a 204 answer gave; absent: only
   * messages from now on.
   */
  lastMsgUID: z.uuid().optional(),
  /** How long the server holds the call open when nothing arrives (then 204); 0 answers at once. */
  waitSeconds: z.coerce.number().int().min(0).max(55).default(25),
});

/** The header of a 204 answer to ListenMessages: the lastMsgUID to resume from. */
export const LAST_MSG_UID_HEADER = 'x-last-msg-uid';

/** Consecutive failed calls after which a listener goes offline (spec 002, section 9). */
export const LISTENER_MAX_ERRORS = 3;
/** Longest an instance waits for its deactivation signal (spec 002, section 9). */
export const DEACTIVATION_TIMEOUT_MS = 5000;
