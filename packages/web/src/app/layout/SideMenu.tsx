import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import { useTranslation } from 'react-i18next';
import { AREA_RULES, type AccessContext, type AreaId } from '../areas';
import { useConnectionAlert } from '../../features/connections/useConnectionAlert';
import { useUnreadChatList } from '../../features/chats/useUnreadChatCount';
import { MENU_ENTRIES } from './menuEntries';
import { isMenuEntryVisible } from './menuVisibility';
import { SideMenuItem } from './SideMenuItem';

interface SideMenuProps {
  builtAreas: ReadonlySet<AreaId>;
  context: AccessContext;
  /** A collapsed drawer shows icons only, so headings would be noise. */
  collapsed: boolean;
  onNavigate: () => void;
}

export function SideMenu({ builtAreas, context, collapsed, onNavigate }: SideMenuProps) {
  const { t } = useTranslation();
  const connectionAlert = useConnectionAlert();
  const unreadChats = useUnreadChatList().count > 0;
  const visible = MENU_ENTRIES.filter((entry) => isMenuEntryVisible(entry.area, builtAreas, context));
  const main = visible.filter((entry) => entry.section === 'main');
  const admin = visible.filter((entry) => entry.section === 'admin');

  const render = (entries: typeof visible) =>
    entries.map((entry) => (
      <SideMenuItem
        key={entry.area}
        entry={entry}
        label={t(AREA_RULES[entry.area].labelKey)}
        collapsed={collapsed}
        badge={entry.area === 'connections' && connectionAlert ? '!' : undefined}
        dot={entry.area === 'chats' && unreadChats}
        onNavigate={onNavigate}
      />
    ));

  return (
    <List component="nav" aria-label={t('menu.label')} data-testid="side-menu">
      {render(main)}
      {admin.length > 0 && (
        <>
          <Divider sx={{ my: 1 }} />
          {!collapsed && <ListSubheader sx={{ bgcolor: 'transparent' }}>{t('menu.administration')}</ListSubheader>}
          {render(admin)}
        </>
      )}
    </List>
  );
}
