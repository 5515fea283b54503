import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CampaignReport } from '@prosa/contract';
import { campaignShippings, campaigns, contactListItems, contactLists, messages, whatsapps } from '../../db/schema/index.js';
import type { CampaignRow } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import { inCompany } from '../../db/company-scope.js';
import { likePattern } from '../../db/like-pattern.js';
import { pageOf } from '../../db/paged-list.js';
import { AppError } from '../../shared/app-error.js';

export const CAMPAIGNS_PAGE_SIZE = 20;

export async function findCampaign(executor: Executor, companyId: number, id: number): Promise<CampaignRow> {
  const [row] = await executor.select().from(campaigns).where(inCompany(campaigns, companyId, eq(campaigns.id, id)));
  if (!row) throw new AppError('ERR_NO_CAMPAIGN_FOUND');
  return row;
}

/** The newest first, as the reference lists them; the search matches the name. */
export function pageCampaigns(executor: Executor, companyId: number, searchParam: string | undefined, pageNumber: number) {
  const term = searchParam?.trim().toLowerCase();
  const search = term ? sql`lower(${campaigns.name}) like ${likePattern(term)}` : undefined;
  return pageOf(executor, campaigns, inCompany(campaigns, companyId, search), [desc(campaigns.id)], pageNumber, CAMPAIGNS_PAGE_SIZE);
}

export interface CampaignNames {
  lists: Map<number, string>;
  connections: Map<number, string>;
}

/** The names of the lists and connections the campaigns point at, for the list's columns. */
export async function campaignNames(executor: Executor, companyId: number, rows: CampaignRow[]): Promise<CampaignNames> {
  const listIds = [...new Set(rows.map((row) => row.contactListId).filter((id): id is number => id !== null))];
  const connectionIds = [...new Set(rows.map((row) => row.whatsappId).filter((id): id is number => id !== null))];
  const [lists, connections] = await Promise.all([
    listIds.length ? executor.select({ id: contactLists.id, name: contactLists.name }).from(contactLists).where(inCompany(contactLists, companyId, inArray(contactLists.id, listIds))) : [],
    connectionIds.length ? executor.select({ id: whatsapps.id, name: whatsapps.name }).from(whatsapps).where(inCompany(whatsapps, companyId, inArray(whatsapps.id, connectionIds))) : [],
  ]);
  return { lists: new Map(lists.map((row) => [row.id, row.name])), connections: new Map(connections.map((row) => [row.id, row.name])) };
}

/**
 * The report's counts. Once the campaign started, they come from its shipping rows (all written at
 * the start, so totals show at once); before that, valid contacts are the list's checked numbers.
 */
export async function campaignReport(executor: Executor, campaign: CampaignRow): Promise<CampaignReport> {
  // A queued row whose message the send job already settled counts as what it became, so the
  // report is exact before the dispatcher's next run records it on the row.
  const sent = sql`(${campaignShippings.status} = 'sent' or (${campaignShippings.status} = 'queued' and ${messages.sendStatus} = 'sent'))`;
  const failed = sql`(${campaignShippings.status} = 'failed' or (${campaignShippings.status} = 'queued' and ${messages.sendStatus} = 'failed'))`;
  const [totals] = await executor
    .select({
      total: count(),
      delivered: sql<number>`count(*) filter (where ${sent})`.mapWith(Number),
      confirmationRequested: sql<number>`count(${campaignShippings.confirmationRequestedAt})`.mapWith(Number),
      confirmed: sql<number>`count(${campaignShippings.confirmedAt})`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${failed})`.mapWith(Number),
      optedOut: sql<number>`count(*) filter (where ${campaignShippings.status} = 'opted_out')`.mapWith(Number),
    })
    .from(campaignShippings)
    .leftJoin(messages, and(eq(messages.companyId, campaign.companyId), eq(messages.id, campaignShippings.messageId)))
    .where(inCompany(campaignShippings, campaign.companyId, eq(campaignShippings.campaignId, campaign.id)));
  const report = { validContacts: totals?.total ?? 0, delivered: totals?.delivered ?? 0, confirmationRequested: totals?.confirmationRequested ?? 0, confirmed: totals?.confirmed ?? 0, failed: totals?.failed ?? 0, optedOut: totals?.optedOut ?? 0 };
  if (report.validContacts === 0 && campaign.contactListId !== null) {
    const [valid] = await executor
      .select({ total: count() })
      .from(contactListItems)
      .where(inCompany(contactListItems, campaign.companyId, eq(contactListItems.contactListId, campaign.contactListId), eq(contactListItems.isWhatsappValid, true)));
    report.validContacts = valid?.total ?? 0;
  }
  return report;
}

export function campaignsOfConnection(executor: Executor, companyId: number, whatsappId: number) {
  return executor.select().from(campaigns).where(inCompany(campaigns, companyId, eq(campaigns.whatsappId, whatsappId), eq(campaigns.status, 'EM_ANDAMENTO'))).orderBy(asc(campaigns.id));
}
