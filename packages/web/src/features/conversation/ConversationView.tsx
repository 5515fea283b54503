import Box from '@mui/material/Box';
import type { Message, Ticket } from '@prosa/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../api/toastApiError';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ContactDrawer } from '../contact-drawer/ContactDrawer';
import { useDeleteMessage } from './api';
import { customerWindowOf } from './composeRules';
import type { ComposerContext } from './composerContext';
import { ConversationHeader } from './ConversationHeader';
import type { MessageHandlers } from './MessageBubble';
import { MessageComposer } from './MessageComposer';
import { MessageList } from './MessageList';
import { TicketTagsEditor } from './TicketTagsEditor';
import { useConversationEvents } from './useConversationEvents';
import { useNow } from '../../app/useNow';
import { WindowNotice } from './WindowNotice';

/** The loaded conversation; keyed by ticket so another ticket starts clean. */
export function ConversationView({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [context, setContext] = useState<ComposerContext | undefined>(undefined);
  const [deleting, setDeleting] = useState<Message | undefined>(undefined);
  const deleteMessage = useDeleteMessage(ticket.id);
  const now = useNow(30_000);
  useConversationEvents(ticket);

  const window = customerWindowOf(ticket.windowExpiresAt, now);
  const blockedReason = ticket.status === 'closed' ? t('conversation.input.closed') : window.state === 'expired' ? t('conversation.input.windowExpired') : undefined;

  const blocked = blockedReason !== undefined;
  // Nothing can be sent on a closed ticket, so there is nothing to reply with or edit into either.
  const handlers = useMemo<MessageHandlers>(
    () => ({
      onReply: blocked ? undefined : (message) => setContext({ mode: 'reply', message }),
      onEdit: blocked ? undefined : (message) => setContext({ mode: 'edit', message }),
      onDelete: (message) => setDeleting(message),
    }),
    [blocked],
  );

  return (
    <Box data-testid="conversation" data-ticket-id={ticket.id} sx={{ display: 'flex', height: '100%', minHeight: 0, minWidth: 0 }}>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <ConversationHeader ticket={ticket} onContactClick={() => setDrawerOpen((open) => !open)} />
        <TicketTagsEditor ticket={ticket} />
        <WindowNotice window={window} />
        <MessageList ticketId={ticket.id} contactName={ticket.contact.name} isGroup={ticket.isGroup} handlers={handlers} />
        <MessageComposer ticket={ticket} blockedReason={blockedReason} context={blocked ? undefined : context} onContextChange={setContext} />
      </Box>
      <ContactDrawer ticket={ticket} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      <ConfirmDialog
        open={deleting !== undefined}
        title={t('conversation.deleteMessage.title')}
        message={t('conversation.deleteMessage.message')}
        confirmLabel={t('common.delete')}
        testId="confirm-delete"
        busy={deleteMessage.isPending}
        onConfirm={() => {
          if (deleting) deleteMessage.mutate(deleting.id, { onError: toastApiError, onSettled: () => setDeleting(undefined) });
        }}
        onClose={() => setDeleting(undefined)}
      />
    </Box>
  );
}
