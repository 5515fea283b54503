import { createTheme, type PaletteMode, type Theme } from '@mui/material/styles';

/** Prosa's look: a calm teal close to WhatsApp's, readable in both modes. */
export function createAppTheme(mode: PaletteMode): Theme {
  const dark = mode === 'dark';
  return createTheme({
    palette: {
      mode,
      // Dark mode's lighter teal needs dark text on it to stay readable.
      primary: dark ? { main: '#3fbfa8', contrastText: '#0b1f1b' } : { main: '#0f7b6c', contrastText: '#ffffff' },
      secondary: { main: dark ? '#8fb4ff' : '#2457c5' },
      background: dark ? { default: '#11181c', paper: '#182227' } : { default: '#f3f6f6', paper: '#ffffff' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiTextField: { defaultProps: { fullWidth: true, size: 'small' } },
    },
  });
}
