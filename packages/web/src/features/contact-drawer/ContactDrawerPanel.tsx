import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Contact, Ticket } from '@prosa/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ticketKeys } from '../tickets/api';
import { ContactEditForm } from './ContactEditForm';
import { ContactSummary } from './ContactSummary';
import { latestContact } from './latestContact';
import { ExtraInfoList } from './ExtraInfoList';
import { TicketNotes } from './TicketNotes';

/** The conversation header reads the ticket caches: it shows the saved name without waiting for a socket event. */
function showContactInTicket(queryClient: QueryClient, ticket: Ticket, contact: Contact): void {
  const patch = (cached: Ticket | undefined) => (cached && cached.contactId === contact.id ? { ...cached, contact } : cached);
  queryClient.setQueryData<Ticket>(ticketKeys.byUuid(ticket.uuid), patch);
  queryClient.setQueryData<Ticket>(ticketKeys.detail(ticket.id), patch);
}

interface ContactDrawerPanelProps {
  ticket: Ticket;
  onClose: () => void;
}

/** The drawer's content: header, contact card or its inline edit form, notes, extra info. */
export function ContactDrawerPanel({ ticket, onClose }: ContactDrawerPanelProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  // The saved contact shows at once; a newer one arriving with the ticket (socket) wins.
  const [saved, setSaved] = useState<Contact | undefined>(undefined);
  const contact = latestContact(ticket.contact, saved);

  return (
    <Stack sx={{ height: '100%', minHeight: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, minHeight: 56, gap: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 600 }}>
          {t('contactDrawer.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('contactDrawer.close')} data-testid="contact-drawer-close">
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: 2, py: 2 }}>
        <Stack sx={{ gap: 3 }}>
          {editing ? (
            <ContactEditForm
              contact={contact}
              onDone={(updated) => {
                if (updated) {
                  setSaved(updated);
                  showContactInTicket(queryClient, ticket, updated);
                }
                setEditing(false);
              }}
            />
          ) : (
            <ContactSummary contact={contact} onEdit={() => setEditing(true)} />
          )}
          <TicketNotes ticketId={ticket.id} contactId={contact.id} />
          <ExtraInfoList extraInfo={contact.extraInfo} />
        </Stack>
      </Box>
    </Stack>
  );
}
