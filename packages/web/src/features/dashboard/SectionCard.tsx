import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled panel of the dashboard, with its own actions (export, date pickers) on the right. */
export function SectionCard({ title, actions, children, testId }: { title: string; actions?: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2, minWidth: 0 }} data-testid={testId}>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' }, gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {actions && <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>{actions}</Stack>}
      </Stack>
      {children}
    </Paper>
  );
}
