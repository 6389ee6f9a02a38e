import { MessageType, type MessageTypeValue, type SettingKey } from '@belegfluss/shared';

/**
 * Settings whose change the user's open capture masks follow (spec 002: key and active-field
 * settings changed): the hotkeys, and the mask's fields (required, active, tab order).
 */
const messageOfSetting: Partial<Record<SettingKey, MessageTypeValue>> = {
  hotkeys: MessageType.keySettingsChanged,
  requiredFields: MessageType.activeFieldSettingsChanged,
  activeFields: MessageType.activeFieldSettingsChanged,
  tabOrder: MessageType.activeFieldSettingsChanged,
};

export function settingChangedMessage(key: SettingKey): MessageTypeValue | undefined {
  return messageOfSetting[key];
}
