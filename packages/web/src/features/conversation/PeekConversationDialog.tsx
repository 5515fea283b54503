import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { useMessagePages } from './api';
import { MessageList } from './MessageList';

interface PeekConversationDialogProps {
  ticketId: number;
  open: boolean;
  onClose: () => void;
}

/**
 * The admin's read-only look into a ticket: `GET /messages/{id}?peek=true`,
 * which neither marks the ticket read nor sends receipts, and no actions on the messages.
 */
export function PeekConversationDialog({ ticketId, open, onClose }: PeekConversationDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  // The list reads the same cached query; this only names the contact in the title.
  const pages = useMessagePages(ticketId, true, open);
  const ticket = pages.data?.pages[0]?.ticket;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="peek-conversation-title" data-testid="peek-conversation">
      <DialogTitle id="peek-conversation-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        <Box component="span" sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {ticket ? t('conversation.peek.titleWith', { name: ticket.contact.name }) : t('conversation.peek.title')}
        </Box>
        <IconButton aria-label={t('conversation.peek.close')} onClick={onClose} data-testid="peek-conversation-close">
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <Box sx={{ height: phone ? '100%' : '70vh', display: 'flex', flexDirection: 'column', minHeight: 0 }}>
        {open && <MessageList ticketId={ticketId} contactName={ticket?.contact.name ?? ''} isGroup={ticket?.isGroup ?? false} peek />}
      </Box>
    </Dialog>
  );
}
