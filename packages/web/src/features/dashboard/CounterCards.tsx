import AccessTimeIcon from '@mui/icons-material/AccessTime';
import ApartmentIcon from '@mui/icons-material/Apartment';
import CallIcon from '@mui/icons-material/Call';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import PersonAddAltIcon from '@mui/icons-material/PersonAddAlt';
import ReplyIcon from '@mui/icons-material/Reply';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DashboardCounters } from '@prosa/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { FORMAT_LOCALE } from '../../i18n/languages';
import { CounterCard } from './CounterCard';
import { durationLabel } from './dashboardFilter';

type Key = keyof DashboardCounters;
const ICONS: Record<Key, ReactNode> = {
  totalWhatsappSessions: <CallIcon />,
  totalCompanies: <ApartmentIcon />,
  supportHappening: <ForumOutlinedIcon />,
  supportPending: <HourglassEmptyIcon />,
  supportFinished: <CheckCircleOutlineIcon />,
  leads: <PersonAddAltIcon />,
  avgSupportTime: <AccessTimeIcon />,
  avgWaitTime: <TimerOutlinedIcon />,
  avgFirstResponseTime: <ReplyIcon />,
  supportTimeP50: <AccessTimeIcon />,
  supportTimeP90: <AccessTimeIcon />,
};
const DURATIONS = new Set<Key>(['avgSupportTime', 'avgWaitTime', 'avgFirstResponseTime', 'supportTimeP50', 'supportTimeP90']);
/** The dashboard's cards, in the contract's order; the two platform cards only when the server sends them (super user). */
const SEED_CARDS: Key[] = ['totalWhatsappSessions', 'totalCompanies', 'supportHappening', 'supportPending', 'supportFinished', 'leads', 'avgSupportTime', 'avgWaitTime'];
const MANAGEMENT_CARDS: Key[] = ['avgFirstResponseTime', 'supportTimeP50', 'supportTimeP90'];

const grid = { display: 'grid', gap: { xs: 1, sm: 2 }, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(210px, 1fr))' }, mb: 2 } as const;

export function CounterCards({ counters, loading }: { counters: DashboardCounters | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const locale = FORMAT_LOCALE[currentLanguage()];
  const valueOf = (key: Key) => {
    const value = counters?.[key];
    if (value === undefined) return loading ? undefined : '–';
    return DURATIONS.has(key) ? durationLabel(value, locale) : new Intl.NumberFormat(locale).format(value);
  };
  const card = (key: Key) => <CounterCard key={key} label={t(`dashboard.cards.${key}`)} definition={t(`dashboard.definitions.${key}`)} value={valueOf(key)} icon={ICONS[key]} testId={`dashboard-card-${key}`} />;
  const platform = counters?.totalCompanies !== undefined;
  return (
    <>
      <Box sx={grid}>{SEED_CARDS.filter((key) => platform || (key !== 'totalCompanies' && key !== 'totalWhatsappSessions')).map(card)}</Box>
      <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
        {t('dashboard.beyond')}
      </Typography>
      <Box sx={grid}>{MANAGEMENT_CARDS.map(card)}</Box>
    </>
  );
}
