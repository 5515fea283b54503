import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Announcement } from '@prosa/contract';
import { useTranslation } from 'react-i18next';
import { PRIORITY_COLORS, priorityOf } from './priority';

/** A clicked announcement opens with its title, its image (when it has one) and its text. */
export function AnnouncementViewDialog({ announcement, onClose }: { announcement: Announcement; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="announcement-view-title" data-testid="announcement-view">
      <DialogTitle id="announcement-view-title" sx={{ borderLeft: 6, borderColor: PRIORITY_COLORS[priorityOf(announcement.priority)], overflowWrap: 'anywhere' }} data-testid="announcement-view-title">
        {announcement.title}
      </DialogTitle>
      <DialogContent dividers>
        {announcement.mediaPath && (
          <Box component="img" src={announcement.mediaPath} alt={announcement.mediaName ?? ''} data-testid="announcement-view-image" sx={{ display: 'block', maxWidth: '100%', maxHeight: 360, mx: 'auto', mb: 2, borderRadius: 1 }} />
        )}
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="announcement-view-text">
          {announcement.text}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="announcement-view-close">
          {t('announcements.view.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
