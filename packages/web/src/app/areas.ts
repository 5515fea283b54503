import { isAdmin, isSuper, type Actor, type PlanFeature } from '@prosa/contract';

/**
 * Every private area of the product and who may enter it. The router and the side menu both read
 * these rules; whether an area's page exists yet is decided in routes.tsx.
 */
export type AreaId =
  | 'dashboard'
  | 'tickets'
  | 'quickMessages'
  | 'kanban'
  | 'todolist'
  | 'contacts'
  | 'schedules'
  | 'tags'
  | 'chats'
  | 'helps'
  | 'files'
  | 'connections'
  | 'campaigns'
  | 'contactLists'
  | 'campaignsConfig'
  | 'announcements'
  | 'prompts'
  | 'queueIntegration'
  | 'messagesApi'
  | 'queues'
  | 'users'
  | 'financeiro'
  | 'settings'
  | 'subscription';

export interface AreaRule {
  /** i18n key of the area's name (menu entry and page title). */
  labelKey: string;
  adminOnly?: boolean;
  superOnly?: boolean;
  planFeature?: PlanFeature;
  /** Campaign areas exist only while the browser flag `cshow` is set. */
  needsCampaignFlag?: boolean;
}

const campaignArea = (labelKey: string): AreaRule => ({
  labelKey,
  adminOnly: true,
  planFeature: 'useCampaigns',
  needsCampaignFlag: true,
});

export const AREA_RULES: Record<AreaId, AreaRule> = {
  dashboard: { labelKey: 'menu.dashboard', adminOnly: true },
  tickets: { labelKey: 'menu.tickets' },
  quickMessages: { labelKey: 'menu.quickMessages' },
  kanban: { labelKey: 'menu.kanban', planFeature: 'useKanban' },
  todolist: { labelKey: 'menu.todolist' },
  contacts: { labelKey: 'menu.contacts' },
  schedules: { labelKey: 'menu.schedules', planFeature: 'useSchedules' },
  tags: { labelKey: 'menu.tags' },
  chats: { labelKey: 'menu.chats', planFeature: 'useInternalChat' },
  helps: { labelKey: 'menu.helps' },
  files: { labelKey: 'menu.files' },
  connections: { labelKey: 'menu.connections' },
  campaigns: campaignArea('menu.campaigns'),
  contactLists: campaignArea('menu.contactLists'),
  campaignsConfig: campaignArea('menu.campaignsConfig'),
  announcements: { labelKey: 'menu.announcements', superOnly: true },
  // Admins only: the records hold API keys, webhook secrets and service-account keys (the API refuses others).
  prompts: { labelKey: 'menu.prompts', adminOnly: true, planFeature: 'useOpenAi' },
  queueIntegration: { labelKey: 'menu.queueIntegration', adminOnly: true, planFeature: 'useIntegrations' },
  messagesApi: { labelKey: 'menu.messagesApi', planFeature: 'useExternalApi' },
  queues: { labelKey: 'menu.queues', adminOnly: true },
  users: { labelKey: 'menu.users', adminOnly: true },
  financeiro: { labelKey: 'menu.financeiro', adminOnly: true },
  settings: { labelKey: 'menu.settings', adminOnly: true },
  subscription: { labelKey: 'menu.subscription' },
};

export interface AccessContext {
  user: Actor;
  /** The company plan's flags; undefined while unknown. */
  plan: Readonly<Partial<Record<PlanFeature, boolean>>> | undefined;
  campaignsShown: boolean;
}

/**
 * `missing`: the route does not exist (campaigns without `cshow`); `deniedRole`: the profile may
 * not enter ('Acesso não permitido'); `deniedPlan`: the plan or the super flag is lacking
 *; `pending`: the plan is still loading.
 */
export type AreaAccess = 'allowed' | 'missing' | 'deniedRole' | 'deniedPlan' | 'pending';

export function areaAccess(area: AreaId, context: AccessContext): AreaAccess {
  const rule = AREA_RULES[area];
  if (rule.needsCampaignFlag && !context.campaignsShown) return 'missing';
  if (rule.adminOnly && !isAdmin(context.user)) return 'deniedRole';
  if (rule.superOnly && !isSuper(context.user)) return 'deniedPlan';
  if (rule.planFeature) {
    if (context.plan === undefined) return 'pending';
    if (context.plan[rule.planFeature] !== true) return 'deniedPlan';
  }
  return 'allowed';
}
