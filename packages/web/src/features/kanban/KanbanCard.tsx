import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Ticket } from '@prosa/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { phoneDisplay } from '../contacts/phoneDisplay';
import type { LaneKey } from './api';

/** Kanban card: ticket number, contact name and number, last message, 'Ver Ticket'. */
export function KanbanCard({ ticket, lane }: { ticket: Ticket; lane: LaneKey }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: ticket.id, data: { ticket, lane }, attributes: { roleDescription: t('kanban.card') } });
  return (
    <Card
      ref={setNodeRef}
      variant="outlined"
      data-testid={`kanban-card-${ticket.id}`}
      data-dragging={isDragging ? 'true' : 'false'}
      {...attributes}
      {...listeners}
      sx={{ cursor: 'grab', touchAction: 'none', opacity: isDragging ? 0.6 : 1, position: 'relative', zIndex: isDragging ? 10 : 'auto', transform: CSS.Translate.toString(transform), '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
    >
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('kanban.ticketNumber', { id: ticket.id })}
        </Typography>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {ticket.contact.name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
          {phoneDisplay(ticket.contact.number)}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5, overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' }}>
          {ticket.lastMessage || '\u00a0'}
        </Typography>
        <Button component={Link} to={`/tickets/${ticket.uuid}`} size="small" variant="outlined" sx={{ mt: 1 }} onPointerDown={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()} data-testid={`kanban-open-${ticket.id}`}>
          {t('kanban.open')}
        </Button>
      </CardContent>
    </Card>
  );
}
