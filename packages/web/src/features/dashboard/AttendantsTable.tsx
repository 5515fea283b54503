import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { DashboardAttendant } from '@prosa/contract';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { FORMAT_LOCALE } from '../../i18n/languages';
import { durationLabel } from './dashboardFilter';
import { TableSkeletonRows } from './TableSkeletonRows';

/** Name, rating (1 to 3 stars), average service time and an online dot. */
export function AttendantsTable({ attendants }: { attendants: DashboardAttendant[] | undefined }) {
  const { t } = useTranslation();
  const locale = FORMAT_LOCALE[currentLanguage()];
  return (
    <TableContainer>
      <Table size="small" data-testid="dashboard-attendants">
        <TableHead>
          <TableRow>
            <TableCell>{t('dashboard.attendants.name')}</TableCell>
            <TableCell>
              <Tooltip title={t('dashboard.definitions.rating')}>
                <span>{t('dashboard.attendants.rating')}</span>
              </Tooltip>
            </TableCell>
            <TableCell align="right">{t('dashboard.attendants.tickets')}</TableCell>
            <TableCell align="right">
              <Tooltip title={t('dashboard.definitions.avgSupportTime')}>
                <span>{t('dashboard.attendants.avgSupportTime')}</span>
              </Tooltip>
            </TableCell>
            <TableCell align="center">{t('dashboard.attendants.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {attendants === undefined && <TableSkeletonRows columns={5} />}
          {attendants?.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>
                <Typography color="text.secondary">{t('dashboard.attendants.empty')}</Typography>
              </TableCell>
            </TableRow>
          )}
          {attendants?.map((attendant) => (
            <TableRow key={attendant.id} data-testid={`dashboard-attendant-${attendant.id}`}>
              <TableCell>{attendant.name}</TableCell>
              <TableCell>
                {attendant.rating === null ? (
                  <Typography variant="body2" color="text.secondary">
                    {t('dashboard.attendants.noRating')}
                  </Typography>
                ) : (
                  <Tooltip title={new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(attendant.rating)}>
                    <span>
                      <Rating value={attendant.rating} max={3} precision={0.1} readOnly size="small" />
                    </span>
                  </Tooltip>
                )}
              </TableCell>
              <TableCell align="right" data-testid={`dashboard-attendant-${attendant.id}-tickets`}>
                {attendant.tickets}
              </TableCell>
              <TableCell align="right">{durationLabel(attendant.avgSupportTime, locale)}</TableCell>
              <TableCell align="center">
                <Tooltip title={attendant.online ? t('dashboard.attendants.online') : t('dashboard.attendants.offline')}>
                  <Box
                    component="span"
                    role="img"
                    aria-label={attendant.online ? t('dashboard.attendants.online') : t('dashboard.attendants.offline')}
                    sx={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', bgcolor: attendant.online ? 'success.main' : 'action.disabled' }}
                  />
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
