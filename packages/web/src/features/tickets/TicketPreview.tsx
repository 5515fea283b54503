import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Ticket } from '@prosa/contract';
import { useMemo } from 'react';
import { AckIcon } from '../conversation/AckIcon';
import { fromFirstMatch, highlightParts, previewText } from './ticketPreview';

interface TicketPreviewProps {
  ticket: Pick<Ticket, 'lastMessage' | 'lastMessageAck' | 'searchMatch'>;
  /** The list's search text: the matched message is shown instead, its words highlighted. */
  search?: string;
  testId: string;
}

/**
 * The row's message line: the last message (or, in a search, the one that matched) as plain text,
 * with the ticks of our own last message (0 clock, 1–2 single, 3 double, 4–5 read).
 */
export function TicketPreview({ ticket, search = '', testId }: TicketPreviewProps) {
  const matched = search !== '' ? ticket.searchMatch : undefined;
  const parts = useMemo(() => fromFirstMatch(highlightParts(previewText(matched?.body ?? ticket.lastMessage), search)), [matched?.body, ticket.lastMessage, search]);
  const ack = matched ? null : ticket.lastMessageAck;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flex: 1, minWidth: 0, color: 'text.secondary' }}>
      {ack !== null && <AckIcon ack={ack} testId={`${testId}-ack`} />}
      <Typography variant="body2" noWrap data-testid={`${testId}-last-message`} data-matched-message={matched?.messageId} sx={{ flex: 1, minWidth: 0, color: 'inherit' }}>
        {parts.length === 0
          ? '\u00a0'
          : parts.map((part, index) =>
              part.match ? (
                <Box component="mark" key={index} data-testid={`${testId}-highlight`} sx={{ bgcolor: 'warning.light', color: 'warning.contrastText', borderRadius: 0.5, px: 0.25, fontWeight: 600 }}>
                  {part.text}
                </Box>
              ) : (
                part.text
              ),
            )}
      </Typography>
    </Box>
  );
}
