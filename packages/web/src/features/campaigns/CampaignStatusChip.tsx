import Chip from '@mui/material/Chip';
import type { CampaignStatus } from '@prosa/contract';
import { useTranslation } from 'react-i18next';

const COLORS: Record<CampaignStatus, 'default' | 'info' | 'warning' | 'error' | 'success'> = {
  INATIVA: 'default',
  PROGRAMADA: 'info',
  EM_ANDAMENTO: 'warning',
  CANCELADA: 'error',
  FINALIZADA: 'success',
};

/** A campaign's status by its name, coloured by how far it went. */
export function CampaignStatusChip({ status, testId }: { status: CampaignStatus; testId?: string }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={t(`campaigns.status.${status}`)} data-testid={testId} data-status={status} />;
}
