import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../app/components/PageLoading';
import { PageTitle } from '../../app/components/PageTitle';
import { isSuper } from '@prosa/contract';
import { useCurrentUser } from '../auth/api';
import { CompaniesTab } from '../companies/CompaniesTab';
import { HelpsTab } from '../helps/HelpsTab';
import { PlansTab } from '../plans/PlansTab';
import { useSettings } from './api';
import { OptionsTab } from './OptionsTab';
import { SchedulesTab } from './SchedulesTab';
import { settingValue } from './settingsList';
import { useSettingsEvents } from './useSettingsEvents';

/**
 * Settings page: Opções, Horários only while `scheduleType` is `company`, and the
 * super user's Empresas, Planos and Ajuda.
 */
type SettingsTab = 'options' | 'schedules' | 'companies' | 'plans' | 'helps';
const SUPER_TABS = ['companies', 'plans', 'helps'] as const;

export function SettingsPage() {
  const { t } = useTranslation();
  useSettingsEvents();
  const settings = useSettings();
  const { data: user } = useCurrentUser();
  const superUser = user !== undefined && isSuper(user);
  const [tab, setTab] = useState<SettingsTab>('options');
  const showSchedules = settingValue(settings.data, 'scheduleType') === 'company';
  const hidden = (tab === 'schedules' && !showSchedules) || ((SUPER_TABS as readonly string[]).includes(tab) && !superUser);
  const current = hidden ? 'options' : tab;

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
            <Tabs value={current} onChange={(_event, value: SettingsTab) => setTab(value)} variant="scrollable" allowScrollButtonsMobile>
              <Tab value="options" label={t('settings.tabs.options')} data-testid="settings-tab-options" />
              {showSchedules && <Tab value="schedules" label={t('settings.tabs.schedules')} data-testid="settings-tab-schedules" />}
              {superUser && SUPER_TABS.map((name) => <Tab key={name} value={name} label={t(`settings.tabs.${name}`)} data-testid={`settings-tab-${name}`} />)}
            </Tabs>
          </Box>
          {current === 'options' && <OptionsTab settings={settings.data} />}
          {current === 'schedules' && <SchedulesTab />}
          {current === 'companies' && <CompaniesTab />}
          {current === 'plans' && <PlansTab />}
          {current === 'helps' && <HelpsTab />}
        </>
      )}
    </>
  );
}
