import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Setting } from '@prosa/contract';
import { useTranslation } from 'react-i18next';
import { AppsUrlField } from '../apps/AppsUrlField';
import { PaymentSettings } from '../billing/PaymentSettings';
import { useCurrentUser } from '../auth/api';
import { SELECT_SETTINGS, TEXT_SETTINGS, timeZoneChoices } from './settingOptions';
import { SettingSelect } from './SettingSelect';
import { SettingText } from './SettingText';
import { settingValue } from './settingsList';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } } as const;

/** Every setting key: choices as selects, the time zone, integration credentials. */
export function OptionsTab({ settings }: { settings: readonly Setting[] }) {
  const { t } = useTranslation();
  const { data: viewer } = useCurrentUser();
  const timezone = settingValue(settings, 'timezone');
  return (
    <Box data-testid="settings-options">
      <Box sx={grid}>
        {SELECT_SETTINGS.filter((setting) => !setting.superOnly || viewer?.super === true).map((setting) => (
          <SettingSelect
            key={setting.key}
            settingKey={setting.key}
            value={settingValue(settings, setting.key) ?? ''}
            choices={setting.choices.map((choice) => ({ value: choice.value, label: t(choice.labelKey) }))}
          />
        ))}
        <SettingSelect settingKey="timezone" value={timezone ?? ''} choices={timeZoneChoices(timezone).map((zone) => ({ value: zone, label: zone }))} />
      </Box>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 3, mb: 2 }}>
        {t('settings.integrations')}
      </Typography>
      <Box sx={grid}>
        {TEXT_SETTINGS.map((key) => (
          <SettingText key={`${key}:${settingValue(settings, key) ?? ''}`} settingKey={key} value={settingValue(settings, key) ?? ''} />
        ))}
      </Box>
      {viewer?.super === true && (
        <>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 3, mb: 2 }}>
            {t('apps.platform')}
          </Typography>
          <Box sx={grid}>
            <AppsUrlField />
          </Box>
          <PaymentSettings settings={settings} />
        </>
      )}
    </Box>
  );
}
