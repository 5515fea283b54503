import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import type { AccessContext, AreaId } from '../areas';
import { ProsaLogo } from '../components/ProsaLogo';
import { DRAWER_RAIL_WIDTH, DRAWER_WIDTH } from './drawerSizes';
import { SideMenu } from './SideMenu';

interface AppDrawerProps {
  open: boolean;
  /** Phones get a temporary drawer over the page; wider screens a permanent one with an icon rail. */
  temporary: boolean;
  onClose: () => void;
  builtAreas: ReadonlySet<AreaId>;
  context: AccessContext;
}

export function AppDrawer({ open, temporary, onClose, builtAreas, context }: AppDrawerProps) {
  const { t } = useTranslation();
  const width = open || temporary ? DRAWER_WIDTH : DRAWER_RAIL_WIDTH;
  return (
    <Drawer
      variant={temporary ? 'temporary' : 'permanent'}
      open={open}
      onClose={onClose}
      data-testid="app-drawer"
      sx={{
        width: temporary ? 0 : width,
        flexShrink: 0,
        '& .MuiDrawer-paper': {
          width,
          overflowX: 'hidden',
          boxSizing: 'border-box',
          transition: (theme) => theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
        },
      }}
    >
      <Toolbar sx={{ justifyContent: 'space-between', px: 1.5, minHeight: 64 }}>
        {(open || temporary) && <ProsaLogo size="small" />}
        {open && (
          <IconButton onClick={onClose} aria-label={t('appBar.closeMenu')}>
            <ChevronLeftIcon />
          </IconButton>
        )}
      </Toolbar>
      <Divider />
      <Box sx={{ overflowY: 'auto', overflowX: 'hidden' }}>
        <SideMenu
          builtAreas={builtAreas}
          context={context}
          collapsed={!open && !temporary}
          onNavigate={temporary ? onClose : () => undefined}
        />
      </Box>
    </Drawer>
  );
}
