import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { ContactImportState } from '@prosa/contract';
import { useTranslation } from 'react-i18next';
import { importPercent } from './importProgress';

/** What a sheet import shows while it runs and once it ended; reasons are the sheet reader's codes. */
export type ImportReportState = Pick<ContactImportState, 'status' | 'processed' | 'total' | 'created' | 'updated'> & { skipped: { row: number; reason: string }[] };

interface ImportReportProps {
  state: ImportReportState;
  /** Prefix of the test ids: `{prefix}-state`, `-progress`, `-done`, `-skipped`. */
  testIdPrefix: string;
}

/** The progress bar, the outcome and the per-row report of what was skipped, for every sheet import. */
export function ImportReport({ state, testIdPrefix }: ImportReportProps) {
  const { t, i18n } = useTranslation();
  const unknownTotal = state.status === 'running' && state.total === 0;
  const reason = (code: string) => (i18n.exists(`contacts.importDialog.reasons.${code}`) ? t(`contacts.importDialog.reasons.${code}`) : code);
  return (
    <Box data-testid={`${testIdPrefix}-state`} data-status={state.status}>
      {/* Before the server said how many rows the sheet has, the bar only says that it works. */}
      <LinearProgress variant={unknownTotal ? 'indeterminate' : 'determinate'} value={importPercent(state)} sx={{ height: 8, borderRadius: 1, mb: 1 }} data-testid={`${testIdPrefix}-progress`} />
      {state.status === 'running' && !unknownTotal && <Typography variant="body2">{t('contacts.importDialog.running', { processed: state.processed, total: state.total })}</Typography>}
      {state.status === 'done' && (
        <Alert severity={state.skipped.length > 0 ? 'warning' : 'success'} data-testid={`${testIdPrefix}-done`}>
          {t('contacts.importDialog.done', { created: state.created, updated: state.updated, skipped: state.skipped.length })}
        </Alert>
      )}
      {state.status === 'failed' && <Alert severity="error">{t('contacts.importDialog.failed')}</Alert>}
      {state.skipped.length > 0 && (
        <>
          <Typography variant="subtitle2" sx={{ mt: 2 }}>
            {t('contacts.importDialog.skippedTitle')}
          </Typography>
          <List dense sx={{ maxHeight: 200, overflowY: 'auto' }} data-testid={`${testIdPrefix}-skipped`}>
            {state.skipped.map((item) => (
              <ListItem key={item.row} disableGutters>
                {t('contacts.importDialog.row', { row: item.row })}: {reason(item.reason)}
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Box>
  );
}
