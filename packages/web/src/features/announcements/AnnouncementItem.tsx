import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { Announcement } from '@prosa/contract';
import { useTranslation } from 'react-i18next';
import { ticketTimeLabel } from '../tickets/ticketItemFormat';
import { PRIORITY_COLORS, PRIORITY_LABEL_KEYS, priorityOf } from './priority';

interface AnnouncementItemProps {
  announcement: Announcement;
  unseen: boolean;
  onOpen: (announcement: Announcement) => void;
}

/** One announcement of the bell: its priority's colour on the edge, title, the start of the text, the date. */
export function AnnouncementItem({ announcement, unseen, onOpen }: AnnouncementItemProps) {
  const { t } = useTranslation();
  const level = priorityOf(announcement.priority);
  return (
    <ListItemButton
      onClick={() => onOpen(announcement)}
      data-testid={`announcement-item-${announcement.id}`}
      data-priority={level}
      sx={{ borderLeft: 5, borderColor: PRIORITY_COLORS[level], alignItems: 'flex-start' }}
    >
      <ListItemText
        primary={announcement.title}
        // The priority in words too: its colour alone says nothing to a screen reader or a colour-blind reader.
        secondary={`${t(PRIORITY_LABEL_KEYS[level])} · ${ticketTimeLabel(announcement.createdAt)} · ${announcement.text}`}
        slotProps={{ primary: { noWrap: true, sx: { fontWeight: unseen ? 700 : 500 } }, secondary: { noWrap: true } }}
        sx={{ minWidth: 0, my: 0 }}
      />
    </ListItemButton>
  );
}
