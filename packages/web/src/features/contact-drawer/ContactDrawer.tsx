import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Ticket } from '@prosa/contract';
import { ContactDrawerPanel } from './ContactDrawerPanel';

/** The side panel is 320 wide. */
export const CONTACT_DRAWER_WIDTH = 320;

export interface ContactDrawerProps {
  ticket: Ticket;
  open: boolean;
  onClose: () => void;
}

/**
 * The contact side drawer. From the md breakpoint it is a panel in the page's flow (put it after the
 * conversation in a flex row: the conversation narrows instead of being covered); below md it slides
 * over the screen.
 */
export function ContactDrawer({ ticket, open, onClose }: ContactDrawerProps) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  // Keyed by ticket: another ticket starts with the form closed and an empty note field.
  const panel = <ContactDrawerPanel key={ticket.id} ticket={ticket} onClose={onClose} />;

  if (narrow) {
    return (
      <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: `min(${CONTACT_DRAWER_WIDTH}px, 100vw)` } } }}>
        <Box data-testid="contact-drawer" sx={{ height: '100%' }}>
          {panel}
        </Box>
      </Drawer>
    );
  }
  if (!open) return null;
  return (
    <Box
      component="aside"
      data-testid="contact-drawer"
      sx={{ width: CONTACT_DRAWER_WIDTH, flexShrink: 0, height: '100%', minHeight: 0, borderLeft: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      {panel}
    </Box>
  );
}
