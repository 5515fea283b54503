import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ThemeToggle } from './ThemeToggle';
import { Copyright } from './Copyright';
import { LanguageMenu } from './LanguageMenu';
import { ProsaLogo } from './ProsaLogo';

interface PublicPageLayoutProps {
  title: string;
  /** Wider pages (signup with its plan cards) need more room than the login form. */
  maxWidth?: 'xs' | 'sm' | 'md';
  children: ReactNode;
}

/** The frame of /login, /signup and /forgetpsw: logo, title, one card, language and theme, footer. */
export function PublicPageLayout({ title, maxWidth = 'xs', children }: PublicPageLayoutProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', p: 1, gap: 0.5, color: 'text.secondary' }}>
        <LanguageMenu />
        <ThemeToggle />
      </Stack>
      <Container component="main" maxWidth={maxWidth} sx={{ flex: 1, display: 'flex', alignItems: 'center', py: 2 }}>
        <Paper variant="outlined" sx={{ width: '100%', p: { xs: 2.5, sm: 4 } }}>
          <Stack sx={{ alignItems: 'center', gap: 1, mb: 3 }}>
            <ProsaLogo />
            <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
              {title}
            </Typography>
          </Stack>
          {children}
        </Paper>
      </Container>
      <Copyright />
    </Box>
  );
}
