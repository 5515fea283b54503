import type { Company, companyUpdateSchema } from '@prosa/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { companies } from '../../db/schema/index.js';
import type { RequestAuth } from '../../shared/caller.js';
import { showCompany } from './companies.service.js';
import { assertNotPlatformCompany, assertPlanExists, lockCompanyForChange } from './companies.repository.js';
import { writeCampaignsEnabled } from './company-admin-settings.js';
import { scheduleInvoiceScan } from '../invoices/invoice-scan.job.js';

/**
 * `PUT /companies/{id}`: only the fields sent change. Status, due date and plan are read by every
 * request of the company's users, so a deactivation, an overdue date or a plan without a feature
 * takes effect on their next request.
 */
export async function updateCompany(ctx: AppContext, caller: RequestAuth, companyId: number, input: z.output<typeof companyUpdateSchema>): Promise<Company> {
  const { campaignsEnabled, ...fields } = input;
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await lockCompanyForChange(tx, companyId);
    if (fields.status === false) await assertNotPlatformCompany(tx, companyId);
    if (fields.planId !== undefined) await assertPlanExists(tx, fields.planId);
    await tx
      .update(companies)
      .set({ ...fields, updatedAt: now })
      .where(eq(companies.id, companyId));
    if (campaignsEnabled !== undefined) await writeCampaignsEnabled(tx, companyId, campaignsEnabled, now);
    // A new due date, plan or status may call for an invoice (or change the open one's value) now.
    if (fields.dueDate !== undefined || fields.planId !== undefined || fields.status !== undefined) await scheduleInvoiceScan(tx, now, companyId);
  });
  return showCompany(ctx, caller, companyId);
}
