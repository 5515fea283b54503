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
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }} data-testid={testId}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <Stack sx={{ minWidth: 0 }}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
            <Typography variant="body2" color="text.secondary" noWrap title={label}>
              {label}
            </Typography>
            <Tooltip title={definition} arrow>
              <InfoOutlinedIcon sx={{ fontSize: 16, color: 'text.disabled', cursor: 'help' }} aria-label={definition} tabIndex={0} />
            </Tooltip>
          </Stack>
          {value === undefined ? (
            <Skeleton variant="text" width={80} sx={{ fontSize: '2rem' }} />
          ) : (
            <Typography variant="h4" component="p" sx={{ fontWeight: 600 }} data-testid={`${testId}-value`}>
              {value}
            </Typography>
          )}
        </Stack>
        <Stack sx={{ color: 'primary.main', opacity: 0.8 }}>{icon}</Stack>
      </Stack>
    </Paper>
  );
}
