import CachedIcon from '@mui/icons-material/Cached';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../features/auth/api';
import { AnnouncementsBell } from '../../features/announcements/AnnouncementsBell';
import { AppsButton } from '../../features/apps/AppsButton';
import { ChatPopover } from '../../features/chats/ChatPopover';
import { NotificationsBell } from '../../features/notifications/NotificationsBell';
import { LanguageMenu } from '../components/LanguageMenu';
import { ThemeToggle } from '../components/ThemeToggle';
import { AccountMenu } from './AccountMenu';
import { VolumeControl } from './VolumeControl';

interface AppTopBarProps {
  drawerOpen: boolean;
  onToggleDrawer: () => void;
}

/**
 * The top bar: drawer toggle, greeting, language, theme, volume, refresh, apps, notifications,
 * internal chat, announcements, account.
 */
export function AppTopBar({ drawerOpen, onToggleDrawer }: AppTopBarProps) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const toggleLabel = drawerOpen ? t('appBar.closeMenu') : t('appBar.openMenu');
  return (
    <AppBar position="static" color="primary" sx={{ zIndex: 1 }}>
      {/* Ten buttons must fit a 360 px phone: tighter there, and no refresh button (phones reload by pulling down). */}
      <Toolbar sx={{ gap: { xs: 0, sm: 0.5 }, minHeight: 64, '& .MuiIconButton-root': { p: { xs: 0.75, sm: 1 } } }}>
        <IconButton
          color="inherit"
          edge="start"
          onClick={onToggleDrawer}
          aria-label={toggleLabel}
          aria-expanded={drawerOpen}
          data-testid="drawer-toggle"
        >
          <MenuIcon />
        </IconButton>
        <Typography noWrap sx={{ flex: 1, minWidth: 0, display: { xs: 'none', md: 'block' } }}>
          {user ? t('appBar.greeting', { name: user.name }) : ''}
        </Typography>
        <Typography component="span" sx={{ flex: 1, display: { xs: 'block', md: 'none' } }} />
        <LanguageMenu compact />
        <ThemeToggle />
        <VolumeControl />
        <Tooltip title={t('appBar.refresh')}>
          <IconButton
            color="inherit"
            onClick={() => window.location.reload()}
            aria-label={t('appBar.refresh')}
            data-testid="refresh-button"
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          >
            <CachedIcon />
          </IconButton>
        </Tooltip>
        <AppsButton />
        <NotificationsBell />
        <ChatPopover />
        <AnnouncementsBell />
        <AccountMenu />
      </Toolbar>
    </AppBar>
  );
}
