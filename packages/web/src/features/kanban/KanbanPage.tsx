import { DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import Box from '@mui/material/Box';
import type { Ticket } from '@prosa/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { PageTitle } from '../../app/components/PageTitle';
import { toastApiError } from '../../api/toastApiError';
import { useKanbanLanes, useMoveCard, type LaneKey } from './api';
import { KanbanLane } from './KanbanLane';
import { laneKeyboardCoordinates } from './laneKeyboard';
import { useKanbanEvents } from './useKanbanEvents';

const OPEN_LANE_COLOUR = '#5C59A0';

/**
 * Kanban: 'Em aberto' (tickets without a kanban tag) and one lane per kanban tag;
 * dragging a card, with the mouse, a finger or the keyboard, moves the ticket to that tag.
 */
export function KanbanPage() {
  const { t } = useTranslation();
  const lanes = useKanbanLanes();
  const laneIds = useMemo(() => new Set((lanes.data ?? []).map((tag) => tag.id)), [lanes.data]);
  useKanbanEvents(laneIds);
  const move = useMoveCard(laneIds, lanes.data ?? [], { removed: () => toast.success(t('kanban.removed')), added: () => toast.success(t('kanban.added')) });
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: laneKeyboardCoordinates }));

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const from = active.data.current?.lane as LaneKey | undefined;
    const to = over?.data.current?.lane as LaneKey | undefined;
    const ticket = active.data.current?.ticket as Ticket | undefined;
    if (!ticket || from === undefined || to === undefined || from === to) return;
    move.mutate({ ticket, from, to }, { onError: toastApiError });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: { xs: 'auto', md: 'calc(100vh - 140px)' } }}>
      <PageTitle>{t('menu.kanban')}</PageTitle>
      <DndContext sensors={sensors} onDragEnd={onDragEnd} accessibility={{ screenReaderInstructions: { draggable: t('kanban.keyboardHelp') } }}>
        <Box sx={{ display: 'flex', gap: 2, overflowX: 'auto', flex: 1, minHeight: 0, pb: 1, alignItems: 'stretch' }} data-testid="kanban-board">
          <KanbanLane lane="open" title={t('kanban.openLane')} color={OPEN_LANE_COLOUR} />
          {(lanes.data ?? []).map((tag) => (
            <KanbanLane key={tag.id} lane={tag.id} title={tag.name} color={tag.color} />
          ))}
        </Box>
      </DndContext>
    </Box>
  );
}
