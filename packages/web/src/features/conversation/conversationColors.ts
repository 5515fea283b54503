import type { Theme } from '@mui/material/styles';

/** The chat's own surfaces: a tinted canvas and two bubble colours, readable in both modes. */
export function conversationColors(theme: Theme) {
  const dark = theme.palette.mode === 'dark';
  return {
    canvas: dark ? '#0e1619' : '#ece8e1',
    incoming: dark ? '#1f2c33' : '#ffffff',
    outgoing: dark ? '#0d4f45' : '#d6f5ea',
    quote: dark ? 'rgba(255,255,255,0.06)' : 'rgba(0,0,0,0.05)',
    readTick: dark ? '#5cc8f5' : '#1e88d6',
  };
}
