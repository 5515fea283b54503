import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Announcement } from '@prosa/contract';
import { useState, type HTMLAttributes, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { nearBottom, rowsOf } from '../../lists/pagedCache';
import { useCurrentUser } from '../auth/api';
import { useBellAnnouncements } from './api';
import { AnnouncementItem } from './AnnouncementItem';
import { AnnouncementViewDialog } from './AnnouncementViewDialog';
import { readSeenAnnouncements, rememberSeenAnnouncements, unseenCount } from './seenAnnouncements';

const BADGE_TEST_ID = { 'data-testid': 'announcements-badge' } as HTMLAttributes<HTMLSpanElement>;

/**
 * The announcements bell, for every user: the active announcements with their priority colours,
 * more pages as the list scrolls, the number not yet seen in this browser; a click opens one.
 */
export function AnnouncementsBell() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const query = useBellAnnouncements();
  // The super user's list also holds the inactive ones; the bell shows what every user sees.
  const announcements = rowsOf(query.data).filter((item) => item.status);
  // The seen ids as they were when the list opened: what was new stays bold while it is open.
  const [seenAtOpen, setSeenAtOpen] = useState<ReadonlySet<number>>(new Set());
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState<Announcement | undefined>(undefined);
  if (!user) return null;
  const ids = announcements.map((item) => item.id);
  const unseen = unseenCount(ids, readSeenAnnouncements(user.id));

  const openList = (target: HTMLElement) => {
    setSeenAtOpen(readSeenAnnouncements(user.id));
    rememberSeenAnnouncements(user.id, ids);
    setAnchor(target);
  };
  const closeList = () => setAnchor(null);
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    if (query.hasNextPage && !query.isFetching && nearBottom(event.currentTarget)) void query.fetchNextPage();
  };

  return (
    <>
      <Tooltip title={t('announcements.bell.title')}>
        <IconButton
          color="inherit"
          onClick={(event) => openList(event.currentTarget)}
          aria-label={unseen > 0 ? t('announcements.bell.labelCount', { count: unseen }) : t('announcements.bell.title')}
          aria-haspopup="dialog"
          data-testid="announcements-bell"
        >
          <Badge badgeContent={unseen} color="error" max={99} slotProps={{ badge: BADGE_TEST_ID }}>
            <CampaignOutlinedIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={closeList}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { onScroll, sx: { width: 'min(380px, calc(100vw - 16px))', maxHeight: 'min(480px, calc(100vh - 96px))' } } }}
      >
        <Box data-testid="announcements-popover">
          <Typography variant="subtitle1" sx={{ px: 2, pt: 1.5, pb: 1, fontWeight: 600 }}>
            {t('announcements.bell.title')}
          </Typography>
          {query.isPending ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
              <CircularProgress size={24} />
            </Box>
          ) : announcements.length === 0 ? (
            <Typography color="text.secondary" sx={{ px: 2, pb: 2 }} data-testid="announcements-bell-empty">
              {t('announcements.bell.empty')}
            </Typography>
          ) : (
            <List disablePadding>
              {announcements.map((announcement) => (
                <AnnouncementItem
                  key={announcement.id}
                  announcement={announcement}
                  unseen={!seenAtOpen.has(announcement.id)}
                  onOpen={(item) => {
                    closeList();
                    setOpened(item);
                  }}
                />
              ))}
            </List>
          )}
        </Box>
      </Popover>
      {opened && <AnnouncementViewDialog announcement={opened} onClose={() => setOpened(undefined)} />}
    </>
  );
}
