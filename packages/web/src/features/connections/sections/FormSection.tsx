import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled group of fields; `columns` lays them out two by two from the `sm` breakpoint. */
export function FormSection({ title, columns = false, children }: { title: string; columns?: boolean; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="overline" component="h3" sx={{ display: 'block', color: 'text.secondary', mb: 1, lineHeight: 2 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: columns ? { xs: '1fr', sm: '1fr 1fr' } : '1fr' }}>{children}</Box>
    </Box>
  );
}
