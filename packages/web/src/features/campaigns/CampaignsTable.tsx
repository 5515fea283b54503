import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Campaign } from '@prosa/contract';
import { useTranslation } from 'react-i18next';
import { CampaignRowActions, type CampaignRowHandlers } from './CampaignRowActions';
import { CampaignStatusChip } from './CampaignStatusChip';
import { formatInstant } from './formatInstant';

interface CampaignsTableProps extends CampaignRowHandlers {
  campaigns: Campaign[];
  loaded: boolean;
}

const COLUMNS = 7;
/** On a phone the row keeps its name, status and actions; the report shows the rest. */
const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;

/** Name, status, contact list, connection, scheduled and completed dates, actions. */
export function CampaignsTable({ campaigns, loaded, ...handlers }: CampaignsTableProps) {
  const { t } = useTranslation();
  return (
    <Table size="small" stickyHeader data-testid="campaigns-table">
      <TableHead>
        <TableRow>
          <TableCell>{t('campaigns.columns.name')}</TableCell>
          <TableCell align="center">{t('campaigns.columns.status')}</TableCell>
          <TableCell align="center" sx={WIDE_ONLY}>
            {t('campaigns.columns.contactList')}
          </TableCell>
          <TableCell align="center" sx={WIDE_ONLY}>
            {t('campaigns.columns.whatsapp')}
          </TableCell>
          <TableCell align="center" sx={WIDE_ONLY}>
            {t('campaigns.columns.scheduledAt')}
          </TableCell>
          <TableCell align="center" sx={WIDE_ONLY}>
            {t('campaigns.columns.completedAt')}
          </TableCell>
          <TableCell align="right">{t('campaigns.columns.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {campaigns.map((campaign) => (
          <TableRow key={campaign.id} data-testid={`campaign-row-${campaign.id}`} hover>
            <TableCell>{campaign.name}</TableCell>
            <TableCell align="center">
              <CampaignStatusChip status={campaign.status} testId={`campaign-status-${campaign.id}`} />
            </TableCell>
            <TableCell align="center" sx={WIDE_ONLY}>{campaign.contactList?.name ?? t('campaigns.fallback.contactList')}</TableCell>
            <TableCell align="center" sx={WIDE_ONLY}>{campaign.whatsapp?.name ?? t('campaigns.fallback.whatsapp')}</TableCell>
            <TableCell align="center" sx={WIDE_ONLY}>{campaign.scheduledAt ? formatInstant(campaign.scheduledAt) : t('campaigns.fallback.scheduledAt')}</TableCell>
            <TableCell align="center" sx={WIDE_ONLY}>{campaign.completedAt ? formatInstant(campaign.completedAt) : t('campaigns.fallback.completedAt')}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <CampaignRowActions campaign={campaign} handlers={handlers} />
            </TableCell>
          </TableRow>
        ))}
        {loaded && campaigns.length === 0 && (
          <TableRow>
            <TableCell colSpan={COLUMNS}>
              <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }} data-testid="campaigns-empty">
                {t('campaigns.empty')}
              </Typography>
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
