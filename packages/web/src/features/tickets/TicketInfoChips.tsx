import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { Ticket } from '@prosa/contract';
import { useTranslation } from 'react-i18next';
import { textOn } from '../../app/theme/textOn';

function InfoChip({ label, color, testId }: { label: string; color?: string; testId?: string }) {
  return (
    <Box
      component="span"
      data-testid={testId}
      sx={(theme) => {
        const tone = color ?? theme.palette.text.secondary;
        return {
          px: 0.75,
          borderRadius: 1,
          fontSize: 11,
          lineHeight: '18px',
          fontWeight: 600,
          maxWidth: 120,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          color: color ? textOn(theme, color) : tone,
          bgcolor: color ?? alpha(tone, 0.12),
        };
      }}
    >
      {label}
    </Box>
  );
}

/** Connection, user, queue (or 'SEM FILA') and tags of one ticket row. */
export function TicketInfoChips({ ticket, testId }: { ticket: Ticket; testId: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, minWidth: 0 }}>
      {ticket.whatsapp && <InfoChip label={ticket.whatsapp.name} testId={`${testId}-connection`} />}
      {ticket.user && <InfoChip label={ticket.user.name} testId={`${testId}-user`} />}
      <InfoChip label={ticket.queue?.name ?? t('ticketList.noQueue')} color={ticket.queue?.color || undefined} testId={`${testId}-queue`} />
      {ticket.tags.map((tag) => (
        <InfoChip key={tag.id} label={tag.name} color={tag.color || undefined} testId={`${testId}-tag-${tag.id}`} />
      ))}
    </Box>
  );
}
