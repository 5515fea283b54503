import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCompanyEvent, useSocket } from '../../realtime/useSocket';
import { kanbanKeys, patchBoard } from './api';

const BOARD_STATUSES = ['open', 'pending'] as const;

/**
 * Follows the open and pending ticket rooms while the board is mounted (the server gives each user
 * only the rooms of tickets they may see) and moves cards as tickets change anywhere; a kanban
 * tag created, renamed or removed re-reads the lanes.
 */
export function useKanbanEvents(laneIds: ReadonlySet<number>): void {
  const queryClient = useQueryClient();
  const { socket } = useSocket();
  useEffect(() => {
    if (!socket) return undefined;
    const join = () => {
      for (const status of BOARD_STATUSES) socket.emit('joinTickets', status);
    };
    if (socket.connected) join();
    socket.on('connect', join);
    return () => {
      socket.off('connect', join);
      if (socket.connected) for (const status of BOARD_STATUSES) socket.emit('leaveTickets', status);
    };
  }, [socket]);

  useCompanyEvent('ticket', (event) => {
    if (event.action === 'update') patchBoard(queryClient, { ticket: event.ticket }, laneIds);
    else if (event.action === 'delete') patchBoard(queryClient, { deletedId: event.ticketId }, laneIds);
  });
  useCompanyEvent('tag', (event) => {
    // Counts change on every drag; only a lane's own change reshapes the board.
    if (event.action === 'update' && laneIds.has(event.tag.id) && event.tag.kanban === 1) return;
    if (event.action !== 'delete' && event.tag.kanban !== 1 && !laneIds.has(event.tag.id)) return;
    void queryClient.invalidateQueries({ queryKey: kanbanKeys.lanes });
  });
}
