import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One figure or fact of the report: an icon, its name and its value. */
export function ReportCard({ label, value, icon, testId, large }: { label: string; value: string; icon: ReactNode; testId: string; large: boolean }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, height: '100%' }} data-testid={testId}>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
        <Stack sx={{ color: 'primary.main', opacity: 0.8 }}>{icon}</Stack>
        <Stack sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="p"
            variant={large ? 'h5' : 'subtitle1'}
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            data-testid={`${testId}-value`}
          >
            {value}
          </Typography>
        </Stack>
      </Stack>
    </Paper>
  );
}
