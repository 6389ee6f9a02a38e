import {
  instanceTypes,
  messageCustomDataSchema,
  type AppMessage,
  type InstanceTypeValue,
} from '@belegfluss/shared';
import type { MessageRow } from './messaging.repository.js';

function instanceTypeOf(value: string | null): InstanceTypeValue | null {
  return value && (instanceTypes as readonly string[]).includes(value) ? (value as InstanceTypeValue) : null;
}

/** A stored message as ListenMessages answers it. */
export function toAppMessage(row: MessageRow): AppMessage {
  const customData = messageCustomDataSchema.safeParse(row.customData);
  return {
    messageInfo: {
      messageUID: row.uid,
      instanceType: instanceTypeOf(row.instanceType),
      senderUID: row.senderUid,
      messageType: row.messageType,
    },
    customData: customData.success ? customData.data : {},
    sessionUID: row.deviceSessionId,
  };
}
