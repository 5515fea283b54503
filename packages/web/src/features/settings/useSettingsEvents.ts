import { SECRET_SETTING_KEYS, type Setting, type SettingKey } from '@prosa/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCompanyEvent } from '../../realtime/useSocket';
import { settingKeys } from './api';
import { readSettingEvent, replaceSetting } from './settingsList';

/**
 * Keeps the settings list live. Secret values arrive blanked (every user hears the channel), so a
 * change of one makes the list refetch instead, which gives an admin the real value.
 */
export function useSettingsEvents(): void {
  const queryClient = useQueryClient();
  useCompanyEvent('settings', (payload) => {
    const setting = readSettingEvent(payload);
    if (!setting) return;
    if (SECRET_SETTING_KEYS.includes(setting.key as SettingKey)) {
      void queryClient.invalidateQueries({ queryKey: settingKeys.list });
      return;
    }
    queryClient.setQueryData<Setting[]>(settingKeys.list, (list) => replaceSetting(list, setting));
  });
}
