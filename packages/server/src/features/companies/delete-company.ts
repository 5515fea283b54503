import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { companies, jobs, whatsapps } from '../../db/schema/index.js';
import { assertNotPlatformCompany, lockCompanyForChange } from './companies.repository.js';

/**
 * `DELETE /companies/{id}`: the company and everything it owns (its rows cascade). Its WhatsApp
 * sessions running in this process are logged out first, so the phones are unlinked; sessions of
 * other processes stop when their owner sees the connection gone. Its users' sessions go with the
 * users (their next request is 401), their e-mails are free again, and its media folder is removed.
 */
export async function deleteCompany(ctx: AppContext, companyId: number): Promise<void> {
  const connections = await ctx.db.select({ id: whatsapps.id }).from(whatsapps).where(eq(whatsapps.companyId, companyId));
  await ctx.db.transaction(async (tx) => {
    await lockCompanyForChange(tx, companyId);
    await assertNotPlatformCompany(tx, companyId);
  });
  for (const { id } of connections) {
    await ctx.sessions
      .sessionOf(id)
      ?.logout()
      .catch((err: unknown) => ctx.log.warn({ err, whatsappId: id }, 'logout of a deleted company’s connection failed'));
  }
  await ctx.db.transaction(async (tx) => {
    await lockCompanyForChange(tx, companyId);
    await assertNotPlatformCompany(tx, companyId);
    // Jobs name their company without a foreign key: timers of a deleted company must not fire.
    await tx.delete(jobs).where(eq(jobs.companyId, companyId));
    await tx.delete(companies).where(eq(companies.id, companyId));
  });
  ctx.sessions.wake();
  await ctx.media.removeCompanyFolder(companyId).catch((err: unknown) => ctx.log.warn({ err, companyId }, 'media of a deleted company not removed'));
}
