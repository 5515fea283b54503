import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { DashboardQueue } from '@prosa/contract';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { FORMAT_LOCALE } from '../../i18n/languages';
import { durationLabel } from './dashboardFilter';
import { TableSkeletonRows } from './TableSkeletonRows';

const TIMES = ['avgWaitTime', 'avgSupportTime', 'avgFirstResponseTime'] as const;

/** The period's figures per queue (beyond the reference): finished tickets and the three averages. */
export function QueuesFiguresTable({ queues }: { queues: DashboardQueue[] | undefined }) {
  const { t } = useTranslation();
  const locale = FORMAT_LOCALE[currentLanguage()];
  return (
    <TableContainer>
      <Table size="small" data-testid="dashboard-queues">
        <TableHead>
          <TableRow>
            <TableCell>{t('dashboard.queues.name')}</TableCell>
            <TableCell align="right">{t('dashboard.queues.tickets')}</TableCell>
            {TIMES.map((key) => (
              <TableCell key={key} align="right">
                <Tooltip title={t(`dashboard.definitions.${key}`)}>
                  <span>{t(`dashboard.queues.${key}`)}</span>
                </Tooltip>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {queues === undefined && <TableSkeletonRows columns={5} />}
          {queues?.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>
                <Typography color="text.secondary">{t('dashboard.queues.empty')}</Typography>
              </TableCell>
            </TableRow>
          )}
          {queues?.map((queue) => (
            <TableRow key={queue.queueId ?? 'none'}>
              <TableCell>{queue.queueId === null ? t('dashboard.queues.noQueue') : queue.name}</TableCell>
              <TableCell align="right">{queue.tickets}</TableCell>
              {TIMES.map((key) => (
                <TableCell key={key} align="right">
                  {durationLabel(queue[key], locale)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
