import type { Theme } from '@mui/material/styles';

/** Colours come from users (queues, tags): one MUI cannot read gets white text rather than a crash. */
export function textOn(theme: Theme, color: string): string {
  try {
    return theme.palette.getContrastText(color);
  } catch {
    return '#fff';
  }
}
