import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { TicketNote } from '@prosa/contract';
import { useTranslation } from 'react-i18next';
import { noteDateTime } from './noteDate';

interface NoteItemProps {
  note: TicketNote;
  /** Absent when the viewer may not delete it. */
  onDelete: (() => void) | undefined;
}

export function NoteItem({ note, onDelete }: NoteItemProps) {
  const { t } = useTranslation();
  return (
    <ListItem
      disableGutters
      divider
      alignItems="flex-start"
      data-testid={`note-${note.id}`}
      secondaryAction={
        onDelete ? (
          <IconButton edge="end" size="small" onClick={onDelete} aria-label={t('contactDrawer.notes.delete')} data-testid={`note-${note.id}-delete`}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        ) : undefined
      }
      sx={{ pr: onDelete ? 5 : 0 }}
    >
      <ListItemText
        primary={note.note}
        secondary={`${note.user?.name ?? t('contactDrawer.notes.unknownAuthor')} · ${noteDateTime(note.createdAt)}`}
        slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap', wordBreak: 'break-word' }, variant: 'body2' }, secondary: { variant: 'caption' } }}
      />
    </ListItem>
  );
}
