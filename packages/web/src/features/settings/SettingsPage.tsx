import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../app/components/PageLoading';
import { PageTitle } from '../../app/components/PageTitle';
import { useSettings } from './api';
import { OptionsTab } from './OptionsTab';
import { SchedulesTab } from './SchedulesTab';
import { settingValue } from './settingsList';
import { useSettingsEvents } from './useSettingsEvents';

/**
 * The settings page: Opções, and Horários only while `scheduleType` is `company`. The super user's
 * tabs (Empresas, Planos, Ajuda) belong to the companies and plans areas.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  useSettingsEvents();
  const settings = useSettings();
  const [tab, setTab] = useState<'options' | 'schedules'>('options');
  const showSchedules = settingValue(settings.data, 'scheduleType') === 'company';
  const current = tab === 'schedules' && !showSchedules ? 'options' : tab;

  return (
    <>
      <PageTitle>{t('settings.title')}</PageTitle>
      {settings.isPending && <PageLoading />}
      {settings.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void settings.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('common.loadFailed')}
        </Alert>
      )}
      {settings.data && (
        <>
          <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
            <Tabs value={current} onChange={(_event, value: 'options' | 'schedules') => setTab(value)} variant="scrollable" allowScrollButtonsMobile>
              <Tab value="options" label={t('settings.tabs.options')} data-testid="settings-tab-options" />
              {showSchedules && <Tab value="schedules" label={t('settings.tabs.schedules')} data-testid="settings-tab-schedules" />}
            </Tabs>
          </Box>
          {current === 'options' ? <OptionsTab settings={settings.data} /> : <SchedulesTab />}
        </>
      )}
    </>
  );
}
