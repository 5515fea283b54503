import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import StopCircleOutlinedIcon from '@mui/icons-material/StopCircleOutlined';
import PlayCircleOutlinedIcon from '@mui/icons-material/PlayCircleOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { campaignEditability, type Campaign } from '@prosa/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { campaignActions, type CampaignAction } from './campaignActions';

export interface CampaignRowHandlers {
  onCommand: (campaign: Campaign, command: 'cancel' | 'restart') => void;
  onReport: (campaign: Campaign) => void;
  onEdit: (campaign: Campaign) => void;
  onDelete: (campaign: Campaign) => void;
}

/** The row's icon buttons, by status; edit shows as view when the campaign is read-only. */
export function CampaignRowActions({ campaign, handlers }: { campaign: Campaign; handlers: CampaignRowHandlers }) {
  const { t } = useTranslation();
  const readOnly = campaignEditability(campaign, new Date()) === 'none';
  const button = (action: CampaignAction, label: string, icon: ReactNode, onClick: () => void) => (
    <Tooltip key={action} title={label}>
      <IconButton size="small" onClick={onClick} aria-label={label} data-testid={`campaign-${action}-${campaign.id}`}>
        {icon}
      </IconButton>
    </Tooltip>
  );
  const render: Record<CampaignAction, () => ReactNode> = {
    cancel: () => button('cancel', t('campaigns.actions.cancel'), <StopCircleOutlinedIcon fontSize="small" />, () => handlers.onCommand(campaign, 'cancel')),
    restart: () => button('restart', t('campaigns.actions.restart'), <PlayCircleOutlinedIcon fontSize="small" />, () => handlers.onCommand(campaign, 'restart')),
    report: () => button('report', t('campaigns.actions.report'), <AssessmentOutlinedIcon fontSize="small" />, () => handlers.onReport(campaign)),
    edit: () =>
      readOnly
        ? button('edit', t('campaigns.actions.view'), <VisibilityOutlinedIcon fontSize="small" />, () => handlers.onEdit(campaign))
        : button('edit', t('campaigns.actions.edit'), <EditIcon fontSize="small" />, () => handlers.onEdit(campaign)),
    delete: () => button('delete', t('campaigns.actions.delete'), <DeleteOutlineIcon fontSize="small" />, () => handlers.onDelete(campaign)),
  };
  return <>{campaignActions(campaign.status).map((action) => render[action]())}</>;
}
