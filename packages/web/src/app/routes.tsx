import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/LoginPage';
import { ConnectionsPage } from '../features/connections/ConnectionsPage';
import { ContactsPage } from '../features/contacts/ContactsPage';
import { ForgotPasswordPage } from '../features/password-reset/ForgotPasswordPage';
import { QueuesPage } from '../features/queues/QueuesPage';
import { SignupPage } from '../features/signup/SignupPage';
import { TicketsPage } from '../features/tickets/TicketsPage';
import { TodoListPage } from '../features/todolist/TodoListPage';
import { UsersPage } from '../features/users/UsersPage';
import { SettingsPage } from '../features/settings/SettingsPage';
import { TagsPage } from '../features/tags/TagsPage';
import { QuickMessagesPage } from '../features/quick-messages/QuickMessagesPage';
import { ChatsPage } from '../features/chats/ChatsPage';
import { AnnouncementsPage } from '../features/announcements/AnnouncementsPage';
import { FinanceiroPage } from '../features/billing/FinanceiroPage';
import { SubscriptionPage } from '../features/billing/SubscriptionPage';
import { HelpsPage } from '../features/helps/HelpsPage';
import { LazyDashboardPage } from '../features/dashboard/LazyDashboardPage';
import { SchedulesPage } from '../features/schedules/SchedulesPage';
import { KanbanPage } from '../features/kanban/KanbanPage';
import { MessagesApiPage } from '../features/messages-api/MessagesApiPage';
import { QueueIntegrationsPage } from '../features/queue-integrations/QueueIntegrationsPage';
import { PromptsPage } from '../features/prompts/PromptsPage';
import { ContactListsArea } from '../features/contact-lists/ContactListsArea';
import { FilesPage } from '../features/files/FilesPage';
import { CampaignSettingsPage } from '../features/campaign-settings/CampaignSettingsPage';
import { CampaignsPage } from '../features/campaigns/CampaignsPage';
import type { AreaId } from './areas';
import { AreaRoute } from './guards/AreaRoute';
import { HomeRoute } from './guards/HomeRoute';
import { PrivateRoute } from './guards/PrivateRoute';
import { PublicRoute } from './guards/PublicRoute';
import { AppLayout } from './layout/AppLayout';

/**
 * The pages that exist. An area listed here is routed to its page and gets its side-menu entry;
 * every other area shows "em construção" and stays out of the menu. Building an area means adding
 * one line here.
 */
const BUILT_PAGES: Partial<Record<AreaId, ComponentType>> = {
  dashboard: LazyDashboardPage,
  tickets: TicketsPage,
  connections: ConnectionsPage,
  contacts: ContactsPage,
  todolist: TodoListPage,
  queues: QueuesPage,
  users: UsersPage,
  settings: SettingsPage,
  tags: TagsPage,
  quickMessages: QuickMessagesPage,
  chats: ChatsPage,
  announcements: AnnouncementsPage,
  financeiro: FinanceiroPage,
  subscription: SubscriptionPage,
  helps: HelpsPage,
  schedules: SchedulesPage,
  kanban: KanbanPage,
  messagesApi: MessagesApiPage,
  queueIntegration: QueueIntegrationsPage,
  prompts: PromptsPage,
  contactLists: ContactListsArea,
  files: FilesPage,
  campaignsConfig: CampaignSettingsPage,
  campaigns: CampaignsPage,
};

export const BUILT_AREAS: ReadonlySet<AreaId> = new Set(Object.keys(BUILT_PAGES) as AreaId[]);

/** The private routes (`/` is the dashboard, see HomeRoute). */
const AREA_PATHS: readonly (readonly [AreaId, string])[] = [
  ['tickets', '/tickets'],
  ['tickets', '/tickets/:ticketUuid'],
  ['connections', '/connections'],
  ['quickMessages', '/quick-messages'],
  ['todolist', '/todolist'],
  ['schedules', '/schedules'],
  ['tags', '/tags'],
  ['contacts', '/contacts'],
  ['helps', '/helps'],
  ['users', '/users'],
  ['files', '/files'],
  ['prompts', '/prompts'],
  ['queueIntegration', '/queue-integration'],
  ['messagesApi', '/messages-api'],
  ['settings', '/settings'],
  ['kanban', '/kanban'],
  ['financeiro', '/financeiro'],
  ['queues', '/queues'],
  ['announcements', '/announcements'],
  ['subscription', '/subscription'],
  ['chats', '/chats'],
  ['chats', '/chats/:id'],
  // Only while `cshow` is set; AreaRoute answers as if they did not exist otherwise.
  ['contactLists', '/contact-lists'],
  ['contactLists', '/contact-lists/:contactListId/contacts'],
  ['campaigns', '/campaigns'],
  ['campaigns', '/campaign/:campaignId/report'],
  ['campaignsConfig', '/campaigns-config'],
];

export const appRoutes: RouteObject[] = [
  {
    element: <PublicRoute />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '/forgetpsw', element: <ForgotPasswordPage /> },
    ],
  },
  {
    element: <PrivateRoute />,
    children: [
      {
        element: <AppLayout builtAreas={BUILT_AREAS} />,
        children: [
          { index: true, element: <HomeRoute dashboard={BUILT_PAGES.dashboard} /> },
          ...AREA_PATHS.map(([area, path]) => ({ path, element: <AreaRoute area={area} page={BUILT_PAGES[area]} /> })),
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];
