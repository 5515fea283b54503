import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A centred pill between messages: day separators and the conversation ended/started markers. */
export function TimelineMarker({ testId, tone, children }: { testId: string; tone: 'day' | 'ticket'; children: ReactNode }) {
  return (
    <Box data-testid={testId} sx={{ display: 'flex', justifyContent: 'center', py: 0.75, px: 2 }}>
      <Box
        component="span"
        sx={{
          typography: 'caption',
          px: 1.5,
          py: 0.4,
          borderRadius: 2,
          bgcolor: tone === 'day' ? 'background.paper' : 'action.selected',
          color: tone === 'day' ? 'text.secondary' : 'text.primary',
          fontWeight: tone === 'ticket' ? 600 : 500,
          boxShadow: tone === 'day' ? '0 1px 0.5px rgba(0,0,0,0.13)' : 'none',
          textAlign: 'center',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
