import Badge from '@mui/material/Badge';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { NavLink, useMatch } from 'react-router';
import type { MenuEntry } from './menuEntries';

interface SideMenuItemProps {
  entry: MenuEntry;
  label: string;
  badge: string | undefined;
  /** A dot instead of a text (the internal chat's unread messages). */
  dot?: boolean;
  collapsed: boolean;
  onNavigate: () => void;
}

/** One entry: highlighted on its own pages, named by a tooltip when the drawer is collapsed. */
export function SideMenuItem({ entry, label, badge, dot = false, collapsed, onNavigate }: SideMenuItemProps) {
  const { Icon } = entry;
  const active = useMatch({ path: entry.path, end: entry.path === '/' }) !== null;
  return (
    <Tooltip title={collapsed ? label : ''} placement="right" disableInteractive>
      <ListItemButton
        component={NavLink}
        to={entry.path}
        selected={active}
        onClick={onNavigate}
        data-testid={`menu-${entry.area}`}
      >
        <ListItemIcon>
          <Badge
            badgeContent={badge}
            variant={dot ? 'dot' : 'standard'}
            color="error"
            invisible={badge === undefined && !dot}
            slotProps={{ badge: { 'data-testid': dot ? `menu-${entry.area}-dot` : undefined } as object }}
          >
            <Icon />
          </Badge>
        </ListItemIcon>
        <ListItemText primary={label} slotProps={{ primary: { noWrap: true } }} />
      </ListItemButton>
    </Tooltip>
  );
}
