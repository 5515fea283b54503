import Avatar from '@mui/material/Avatar';
import type { Ticket } from '@prosa/contract';

/** The contact's picture, or the first letter of the name when there is none. */
export function TicketAvatar({ contact }: { contact: Ticket['contact'] }) {
  const initial = Array.from(contact.name.trim())[0]?.toUpperCase() ?? '?';
  return (
    <Avatar src={contact.profilePicUrl || undefined} alt={contact.name} sx={{ width: 44, height: 44 }}>
      {initial}
    </Avatar>
  );
}
