import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { useAnnouncementEvents } from '../../features/announcements/useAnnouncementEvents';
import { useAuthEvents } from '../../features/auth/useAuthEvents';
import { useChatEnabled } from '../../features/chats/useChatEnabled';
import { useChatEvents } from '../../features/chats/useChatEvents';
import { useDecideConnectionAlert } from '../../features/connections/useConnectionAlert';
import { useWhatsappEvents } from '../../features/connections/useWhatsappEvents';
import { useNewMessageAlerts } from '../../features/notifications/useNewMessageAlerts';
import { useQueueEvents } from '../../features/queues/useQueueEvents';
import { useQuickMessageEvents } from '../../features/quick-messages/useQuickMessageEvents';
import { useTagEvents } from '../../features/tags/useTagEvents';
import { useUserEvents } from '../../features/users/useUserEvents';
import type { AreaId } from '../areas';
import { Copyright } from '../components/Copyright';
import { PageLoading } from '../components/PageLoading';
import { useAccessContext } from '../useAccessContext';
import { AppDrawer } from './AppDrawer';
import { AppTopBar } from './AppTopBar';
import { drawerOpenByDefault, TEMPORARY_DRAWER_BELOW_PX } from './drawerSizes';

/** The signed-in frame: drawer, top bar, the page, the footer. */
export function AppLayout({ builtAreas }: { builtAreas: ReadonlySet<AreaId> }) {
  const temporary = useMediaQuery(`(max-width:${TEMPORARY_DRAWER_BELOW_PX - 0.05}px)`, { noSsr: true });
  const [drawer, setDrawer] = useState(() => ({ open: drawerOpenByDefault(window.innerWidth), temporary }));
  // Crossing into the phone layout closes the drawer (an open temporary drawer would cover the page);
  // crossing back takes the default for the width. Adjusted while rendering, React's pattern for this.
  if (drawer.temporary !== temporary) setDrawer({ open: temporary ? false : drawerOpenByDefault(window.innerWidth), temporary });
  const { open } = drawer;
  const setOpen = (next: boolean | ((current: boolean) => boolean)) => setDrawer((current) => ({ ...current, open: typeof next === 'function' ? next(current.open) : next }));
  const { context } = useAccessContext();
  useAuthEvents();
  // Here rather than in the side menu: a phone's closed drawer unmounts the menu, and the badge
  // must still be right when it opens.
  useWhatsappEvents();
  useDecideConnectionAlert();
  useNewMessageAlerts();
  // The lists a conversation reads (tags, quick replies, users, queues) follow their events on every
  // page, so a tag created elsewhere is offered at once, not when a cache goes stale.
  useTagEvents();
  useQuickMessageEvents();
  useUserEvents();
  useQueueEvents();
  // The chat popover, the menu dot and the announcements bell are in the frame of every page.
  useChatEvents(useChatEnabled());
  useAnnouncementEvents();

  if (!context) return <PageLoading />;
  return (
    <Box sx={{ display: 'flex', height: '100vh', bgcolor: 'background.default' }}>
      <AppDrawer
        open={open}
        temporary={temporary}
        onClose={() => setOpen(false)}
        builtAreas={builtAreas}
        context={context}
      />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppTopBar drawerOpen={open} onToggleDrawer={() => setOpen((current) => !current)} />
        <Box component="main" sx={{ flex: 1, overflow: 'auto', p: { xs: 1.5, md: 3 } }}>
          <Outlet />
        </Box>
        <Copyright />
      </Box>
    </Box>
  );
}
