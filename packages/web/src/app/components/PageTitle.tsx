import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';

/** A page heading that also names the browser tab ("Atendimentos · Prosa"). */
export function PageTitle({ children }: { children: ReactNode }) {
  useEffect(() => {
    if (typeof children === 'string') document.title = `${children} · Prosa`;
    return () => {
      document.title = 'Prosa';
    };
  }, [children]);
  return (
    <Typography component="h1" variant="h5" sx={{ fontWeight: 600, mb: 2 }}>
      {children}
    </Typography>
  );
}
