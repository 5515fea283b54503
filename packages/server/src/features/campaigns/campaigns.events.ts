import type { AppContext } from '../../app-context.js';
import type { CampaignRow } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import { presentCampaign } from './campaign.presenter.js';
import { campaignNames, campaignReport } from './campaigns.repository.js';

type Ctx = Pick<AppContext, 'realtime' | 'config' | 'clock'> & { db: Executor };

/** `company-{id}-campaign`: the campaign with its report counts, so the report page updates live. */
export async function emitCampaignSaved(ctx: Ctx, action: 'create' | 'update', row: CampaignRow): Promise<void> {
  const [names, report] = await Promise.all([campaignNames(ctx.db, row.companyId, [row]), campaignReport(ctx.db, row)]);
  ctx.realtime.toCompany(row.companyId, 'campaign', { action, record: presentCampaign(row, names, { secret: ctx.config.jwtSecret, now: ctx.clock.now() }, report) });
}

export function emitCampaignDeleted(ctx: Pick<AppContext, 'realtime'>, companyId: number, id: number): void {
  ctx.realtime.toCompany(companyId, 'campaign', { action: 'delete', id });
}
