import { useDroppable } from '@dnd-kit/core';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { nearBottom, rowsOf } from '../../lists/pagedCache';
import { useLaneTickets, type LaneKey } from './api';
import { KanbanCard } from './KanbanCard';

interface KanbanLaneProps {
  lane: LaneKey;
  title: string;
  color: string;
}

/** One lane in its tag's colour; it scrolls on its own and loads more cards near its bottom. */
export function KanbanLane({ lane, title, color }: KanbanLaneProps) {
  const { t } = useTranslation();
  const tickets = useLaneTickets(lane);
  const { setNodeRef, isOver } = useDroppable({ id: `lane-${lane}`, data: { lane } });
  const rows = rowsOf(tickets.data);
  const count = tickets.data?.pages[0]?.count ?? 0;
  return (
    <Paper
      ref={setNodeRef}
      variant="outlined"
      data-testid={`kanban-lane-${lane}`}
      data-over={isOver}
      sx={{ width: 290, flexShrink: 0, display: 'flex', flexDirection: 'column', maxHeight: '100%', bgcolor: isOver ? 'action.hover' : 'background.default', borderTop: 4, borderTopColor: color }}
    >
      <Box sx={{ px: 1.5, py: 1, display: 'flex', alignItems: 'center', justifyContent: 'space-between', bgcolor: color, color: '#fff' }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {title}
        </Typography>
        <Typography variant="body2" data-testid={`kanban-lane-count-${lane}`}>
          {count}
        </Typography>
      </Box>
      <Stack
        sx={{ gap: 1, p: 1, overflowY: 'auto', flex: 1, minHeight: 120 }}
        onScroll={(event) => {
          if (nearBottom(event.currentTarget) && tickets.hasNextPage && !tickets.isFetchingNextPage) void tickets.fetchNextPage();
        }}
      >
        {rows.map((ticket) => (
          <KanbanCard key={ticket.id} ticket={ticket} lane={lane} />
        ))}
        {tickets.isSuccess && rows.length === 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center', py: 2 }}>
            {t('kanban.empty')}
          </Typography>
        )}
        {(tickets.isLoading || tickets.isFetchingNextPage) && <CircularProgress size={20} sx={{ alignSelf: 'center' }} />}
      </Stack>
    </Paper>
  );
}
