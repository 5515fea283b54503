import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageTitle } from '../../app/components/PageTitle';
import { Conversation } from '../conversation/Conversation';
import { TicketsManager } from './TicketsManager';
import { TicketsPlaceholder } from './TicketsPlaceholder';
import { useTicketEvents } from './useTicketEvents';
import { useTicketViewer } from './useTicketViewer';

type NarrowTab = 'ticket' | 'list';

/** Kept for screen readers and the browser tab's title; the panes need the height more than a heading. */
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/**
 * The tickets area, the landing page after login: from the md breakpoint the list
 * takes a third and the conversation two thirds; below it, two tabs (the ticket, Atendimentos).
 */
export function TicketsPage() {
  const { t } = useTranslation();
  const { ticketUuid } = useParams();
  const viewer = useTicketViewer();
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const [narrowTab, setNarrowTab] = useState<NarrowTab>(ticketUuid ? 'ticket' : 'list');
  // Choosing a ticket shows it: the tab follows the route (state adjusted during render, not in an effect).
  const [shownUuid, setShownUuid] = useState(ticketUuid);
  if (shownUuid !== ticketUuid) {
    setShownUuid(ticketUuid);
    setNarrowTab(ticketUuid ? 'ticket' : 'list');
  }
  useTicketEvents(viewer, ticketUuid);

  const conversation = ticketUuid ? <Conversation key={ticketUuid} ticketUuid={ticketUuid} /> : <TicketsPlaceholder />;
  const list = viewer && <TicketsManager viewer={viewer} selectedUuid={ticketUuid} />;
  const pane = { height: '100%', minHeight: 0, overflow: 'hidden', display: 'flex', flexDirection: 'column' } as const;

  return (
    <Box data-testid="tickets-page" sx={{ height: '100%', minHeight: 420, display: 'flex', flexDirection: 'column' }}>
      <Box sx={visuallyHidden}>
        <PageTitle>{t('ticketList.title')}</PageTitle>
      </Box>
      {wide ? (
        <Box sx={{ flex: 1, minHeight: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)', gap: 1.5 }}>
          <Paper variant="outlined" sx={pane}>
            {list}
          </Paper>
          <Paper variant="outlined" sx={pane}>
            {conversation}
          </Paper>
        </Box>
      ) : (
        <Paper variant="outlined" sx={{ ...pane, flex: 1 }}>
          <Tabs value={narrowTab} onChange={(_event, next: NarrowTab) => setNarrowTab(next)} variant="fullWidth" sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <Tab value="ticket" data-testid="tickets-narrow-tab-ticket" label={t('ticketList.narrowTabs.ticket')} />
            <Tab value="list" data-testid="tickets-narrow-tab-list" label={t('ticketList.narrowTabs.list')} />
          </Tabs>
          {/* Both stay mounted so the list keeps its place and the conversation its draft. */}
          <Box sx={{ ...pane, flex: 1, display: narrowTab === 'list' ? 'flex' : 'none' }}>{list}</Box>
          <Box sx={{ ...pane, flex: 1, display: narrowTab === 'ticket' ? 'flex' : 'none' }}>{conversation}</Box>
        </Paper>
      )}
    </Box>
  );
}
