import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import GroupIcon from '@mui/icons-material/Group';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlined';
import ListAltIcon from '@mui/icons-material/ListAlt';
import PersonOffIcon from '@mui/icons-material/PersonOffOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import type { Campaign, CampaignReport } from '@prosa/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { FORMAT_LOCALE } from '../../i18n/languages';
import { formatInstant } from './formatInstant';
import { ReportCard } from './ReportCard';

const COUNTS: { key: keyof CampaignReport; icon: ReactNode }[] = [
  { key: 'validContacts', icon: <GroupIcon /> },
  { key: 'confirmationRequested', icon: <HelpOutlineIcon /> },
  { key: 'confirmed', icon: <CheckCircleOutlineIcon /> },
  { key: 'delivered', icon: <DoneAllIcon /> },
  { key: 'failed', icon: <ErrorOutlineIcon /> },
  { key: 'optedOut', icon: <PersonOffIcon /> },
];

const columns = (count: number) => `repeat(${count}, minmax(0, 1fr))`;
/** Six counts in rows of three (two on a phone), then the four facts in one row. */
const countsGrid = { display: 'grid', gap: { xs: 1, sm: 2 }, gridTemplateColumns: { xs: columns(2), md: columns(3) }, mb: 2 } as const;
const factsGrid = { ...countsGrid, gridTemplateColumns: { xs: columns(2), md: columns(4) } } as const;

/** The report's counts, then the connection, the list and the two dates (with the seed's fallbacks). */
export function ReportCards({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const number = new Intl.NumberFormat(FORMAT_LOCALE[currentLanguage()]);
  const card = (key: string, value: string, icon: ReactNode, large: boolean) => (
    <ReportCard key={key} label={t(`campaigns.report.cards.${key}`)} value={value} icon={icon} large={large} testId={`campaign-report-${key}`} />
  );
  return (
    <>
      <Box sx={countsGrid}>{COUNTS.map(({ key, icon }) => card(key, number.format(campaign.report?.[key] ?? 0), icon, true))}</Box>
      <Box sx={factsGrid}>
        {card('whatsapp', campaign.whatsapp?.name ?? t('campaigns.fallback.whatsapp'), <WhatsAppIcon />, false)}
        {card('contactList', campaign.contactList?.name ?? t('campaigns.fallback.contactList'), <ListAltIcon />, false)}
        {card('scheduledAt', campaign.scheduledAt ? formatInstant(campaign.scheduledAt) : t('campaigns.fallback.scheduledAt'), <ScheduleIcon />, false)}
        {card('completedAt', campaign.completedAt ? formatInstant(campaign.completedAt) : t('campaigns.fallback.completedAt'), <EventAvailableIcon />, false)}
      </Box>
    </>
  );
}
