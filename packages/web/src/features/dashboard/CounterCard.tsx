import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One figure: its name, its value (a skeleton while loading) and its definition as a tooltip. */
export function CounterCard({ label, value, definition, icon, testId }: { label: string; value: string | undefined; definition: string; icon: ReactNode; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, height: '100%' }} data-testid={testId}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <Stack sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" sx={{ minHeight: '2.5em' }}>
            {label}
            <Tooltip title={definition} arrow>
              <InfoOutlinedIcon sx={{ fontSize: 16, color: 'text.disabled', cursor: 'help', verticalAlign: 'text-bottom', ml: 0.5 }} aria-label={definition} tabIndex={0} />
            </Tooltip>
          </Typography>
          {value === undefined ? (
            <Skeleton variant="text" width={80} sx={{ fontSize: '2rem' }} />
          ) : (
            <Typography variant="h4" component="p" sx={{ fontWeight: 600, fontSize: { xs: '1.5rem', sm: '2.125rem' } }} data-testid={`${testId}-value`}>
              {value}
            </Typography>
          )}
        </Stack>
        <Stack sx={{ color: 'primary.main', opacity: 0.8, display: { xs: 'none', sm: 'flex' } }}>{icon}</Stack>
      </Stack>
    </Paper>
  );
}
