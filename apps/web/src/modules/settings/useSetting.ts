import { settingDefinitions, type SettingKey, type SettingValue } from '@belegfluss/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getSetting, setSetting } from './settings.api.js';

/** The cache key of a setting: the Einstellungen pages and the screens that follow it share it. */
export function settingQueryKey(key: SettingKey, mandantId: string | null) {
  return ['setting', key, settingDefinitions[key].scope === 'mandant' ? mandantId : null];
}

/** A setting as a screen reads it (user settings need no Mandant; Mandant settings wait for one). */
export function useSetting<K extends SettingKey>(key: K, mandantId: string | null = null) {
  return useQuery({
    queryKey: settingQueryKey(key, mandantId),
    queryFn: () => getSetting(key, mandantId) as Promise<SettingValue<K>>,
    enabled: settingDefinitions[key].scope !== 'mandant' || mandantId !== null,
  });
}

/** Stores a setting from a screen and updates every screen that shows it. */
export function useSaveSetting<K extends SettingKey>(key: K, mandantId: string | null = null) {
  const client = useQueryClient();
  return useCallback(
    async (value: SettingValue<K>) => {
      const saved = (await setSetting(key, mandantId, value)) as SettingValue<K>;
      client.setQueryData(settingQueryKey(key, mandantId), saved);
      return saved;
    },
    [client, key, mandantId],
  );
}
