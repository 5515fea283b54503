import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import AllInclusiveIcon from '@mui/icons-material/AllInclusive';
import AnnouncementOutlinedIcon from '@mui/icons-material/AnnouncementOutlined';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CodeRoundedIcon from '@mui/icons-material/CodeRounded';
import ContactPhoneOutlinedIcon from '@mui/icons-material/ContactPhoneOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import EventIcon from '@mui/icons-material/Event';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import HelpOutlinedIcon from '@mui/icons-material/HelpOutlined';
import ListIcon from '@mui/icons-material/List';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import LoyaltyRoundedIcon from '@mui/icons-material/LoyaltyRounded';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import PeopleIcon from '@mui/icons-material/People';
import QuestionAnswerOutlinedIcon from '@mui/icons-material/QuestionAnswerOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import ViewKanbanOutlinedIcon from '@mui/icons-material/ViewKanbanOutlined';
import WhatshotOutlinedIcon from '@mui/icons-material/WhatshotOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import type { AreaId } from '../areas';

export interface MenuEntry {
  area: AreaId;
  path: string;
  Icon: typeof SvgIcon;
  /** `admin` entries sit under the "Administração" heading. */
  section: 'main' | 'admin';
}

/** The side menu in display order; visibility is decided by `isMenuEntryVisible`. */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  { area: 'dashboard', path: '/', Icon: DashboardOutlinedIcon, section: 'main' },
  { area: 'tickets', path: '/tickets', Icon: WhatshotOutlinedIcon, section: 'main' },
  { area: 'quickMessages', path: '/quick-messages', Icon: QuestionAnswerOutlinedIcon, section: 'main' },
  { area: 'kanban', path: '/kanban', Icon: ViewKanbanOutlinedIcon, section: 'main' },
  { area: 'todolist', path: '/todolist', Icon: EventAvailableIcon, section: 'main' },
  { area: 'contacts', path: '/contacts', Icon: ContactPhoneOutlinedIcon, section: 'main' },
  { area: 'schedules', path: '/schedules', Icon: EventIcon, section: 'main' },
  { area: 'tags', path: '/tags', Icon: LocalOfferIcon, section: 'main' },
  { area: 'chats', path: '/chats', Icon: ForumOutlinedIcon, section: 'main' },
  { area: 'helps', path: '/helps', Icon: HelpOutlinedIcon, section: 'main' },
  { area: 'files', path: '/files', Icon: AttachFileIcon, section: 'main' },
  { area: 'connections', path: '/connections', Icon: SyncAltIcon, section: 'main' },
  { area: 'campaigns', path: '/campaigns', Icon: ListIcon, section: 'admin' },
  { area: 'contactLists', path: '/contact-lists', Icon: PeopleIcon, section: 'admin' },
  { area: 'campaignsConfig', path: '/campaigns-config', Icon: SettingsOutlinedIcon, section: 'admin' },
  { area: 'announcements', path: '/announcements', Icon: AnnouncementOutlinedIcon, section: 'admin' },
  { area: 'prompts', path: '/prompts', Icon: AllInclusiveIcon, section: 'admin' },
  { area: 'queueIntegration', path: '/queue-integration', Icon: SmartToyOutlinedIcon, section: 'admin' },
  { area: 'messagesApi', path: '/messages-api', Icon: CodeRoundedIcon, section: 'admin' },
  { area: 'queues', path: '/queues', Icon: AccountTreeOutlinedIcon, section: 'admin' },
  { area: 'users', path: '/users', Icon: PeopleAltOutlinedIcon, section: 'admin' },
  { area: 'financeiro', path: '/financeiro', Icon: LoyaltyRoundedIcon, section: 'admin' },
  { area: 'settings', path: '/settings', Icon: TableChartOutlinedIcon, section: 'admin' },
];
