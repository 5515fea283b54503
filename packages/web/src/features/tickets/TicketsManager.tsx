import CheckBoxOutlinedIcon from '@mui/icons-material/CheckBoxOutlined';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { Ticket } from '@prosa/contract';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toastApiError } from '../../api/toastApiError';
import { normaliseSearch } from '../../lists/pagedCache';
import { useDebouncedValue } from '../../lists/useDebouncedValue';
import { PeekConversationDialog } from '../conversation/PeekConversationDialog';
import { useQueues } from '../queues/api';
import { NewTicketDialog } from '../ticket-modals/NewTicketDialog';
import { useAcceptTicket, useTicketPages } from './api';
import { TabCountLabel } from './TabCountLabel';
import { listCount } from './ticketEvents';
import { panelFilters } from './ticketListFilter';
import type { TicketViewer } from './ticketListRules';
import { TicketList } from './TicketList';
import { TicketSearchFilters } from './TicketSearchFilters';
import { TicketsPanelToolbar } from './TicketsPanelToolbar';
import { UnqueuedTicketsBanner } from './UnqueuedTicketsBanner';

type PanelTab = 'open' | 'closed' | 'search';
type OpenSubTab = 'open' | 'pending';

/** The ticket list panel: tabs, filters and the lists. */
export function TicketsManager({ viewer, selectedUuid }: { viewer: TicketViewer; selectedUuid: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [tab, setTab] = useState<PanelTab>('open');
  const [subTab, setSubTab] = useState<OpenSubTab>('open');
  const [queueIds, setQueueIds] = useState<number[]>(() => [...viewer.ownQueueIds]);
  const [showAll, setShowAll] = useState(viewer.admin);
  const [searchText, setSearchText] = useState('');
  const [tagIds, setTagIds] = useState<number[]>([]);
  const [userIds, setUserIds] = useState<number[]>([]);
  const [newTicketOpen, setNewTicketOpen] = useState(false);
  const [peekId, setPeekId] = useState<number | undefined>(undefined);
  const search = useDebouncedValue(normaliseSearch(searchText));

  const filters = useMemo(() => panelFilters({ queueIds, showAll, search, tagIds, userIds }), [queueIds, showAll, search, tagIds, userIds]);
  const openList = useTicketPages(filters.open, tab === 'open');
  const pendingList = useTicketPages(filters.pending, tab === 'open');
  const closedList = useTicketPages(filters.closed, tab === 'closed');
  const searchList = useTicketPages(filters.search, tab === 'search');

  const queues = useQueues();
  const queueChoices = useMemo(() => (queues.data ?? []).filter((queue) => viewer.admin || viewer.ownQueueIds.includes(queue.id)), [queues.data, viewer]);

  const accept = useAcceptTicket();
  const { mutate: acceptTicket } = accept;
  // The accepted ticket opens and is now among the assigned ones, so that sub-tab is shown.
  const onAccept = useCallback((ticket: Ticket) => acceptTicket(ticket, { onSuccess: () => setSubTab('open'), onError: toastApiError }), [acceptTicket]);
  const onOpen = useCallback((ticket: Ticket) => void navigate(`/tickets/${ticket.uuid}`), [navigate]);
  const onPeek = useCallback((ticket: Ticket) => setPeekId(ticket.id), []);

  const onSearchText = (text: string) => {
    setSearchText(text);
    // Clearing the search text goes back to the open tab.
    if (text === '' && searchText !== '') setTab('open');
  };

  const shown = tab === 'search' ? searchList : tab === 'closed' ? closedList : subTab === 'open' ? openList : pendingList;
  const shownTestId = tab === 'open' ? `tickets-list-${subTab}` : `tickets-list-${tab}`;

  return (
    <Box data-testid="tickets-panel" sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Tabs value={tab} onChange={(_event, next: PanelTab) => setTab(next)} variant="fullWidth" sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 56 }}>
        <Tab value="open" data-testid="tickets-tab-open" icon={<MoveToInboxIcon fontSize="small" />} iconPosition="start" label={t('ticketList.tabs.open')} sx={{ minHeight: 56 }} />
        <Tab value="closed" data-testid="tickets-tab-closed" icon={<CheckBoxOutlinedIcon fontSize="small" />} iconPosition="start" label={t('ticketList.tabs.closed')} sx={{ minHeight: 56 }} />
        <Tab value="search" data-testid="tickets-tab-search" icon={<SearchIcon fontSize="small" />} iconPosition="start" label={t('ticketList.tabs.search')} sx={{ minHeight: 56 }} />
      </Tabs>
      {viewer.admin && <UnqueuedTicketsBanner />}
      <Box sx={{ p: 1, display: 'flex', flexDirection: 'column', gap: 1, borderBottom: 1, borderColor: 'divider' }}>
        {tab === 'search' && (
          <TicketSearchFilters text={searchText} onText={onSearchText} tagIds={tagIds} onTags={setTagIds} userIds={userIds} onUsers={setUserIds} withUserFilter={viewer.admin} />
        )}
        <TicketsPanelToolbar
          onNewTicket={() => setNewTicketOpen(true)}
          showAll={viewer.canShowAll ? showAll : undefined}
          onShowAll={setShowAll}
          queues={queueChoices}
          queueIds={queueIds}
          onQueueIds={setQueueIds}
        />
      </Box>
      {tab === 'open' && (
        <Tabs value={subTab} onChange={(_event, next: OpenSubTab) => setSubTab(next)} variant="fullWidth" sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 42 }}>
          <Tab value="open" data-testid="tickets-subtab-open" sx={{ minHeight: 42 }} label={<TabCountLabel label={t('ticketList.tabs.assigned')} count={listCount(openList.data)} testId="tickets-count-open" />} />
          <Tab value="pending" data-testid="tickets-subtab-pending" sx={{ minHeight: 42 }} label={<TabCountLabel label={t('ticketList.tabs.pending')} count={listCount(pendingList.data)} testId="tickets-count-pending" />} />
        </Tabs>
      )}
      <TicketList
        key={shownTestId}
        query={shown}
        testId={shownTestId}
        selectedUuid={selectedUuid}
        search={tab === 'search' ? search : ''}
        canPeek={viewer.admin}
        acceptingId={accept.isPending ? accept.variables.id : undefined}
        onOpen={onOpen}
        onAccept={onAccept}
        onPeek={onPeek}
      />
      <NewTicketDialog open={newTicketOpen} onClose={() => setNewTicketOpen(false)} />
      {peekId !== undefined && <PeekConversationDialog ticketId={peekId} open onClose={() => setPeekId(undefined)} />}
    </Box>
  );
}
