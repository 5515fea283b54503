import { and, asc, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/types.js';
import { tickets, users, whatsapps } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { inCompany } from '../../db/company-scope.js';

/**
 * The connection a schedule is sent through: the one asked for, else the given ticket's, else the
 * contact's last ticket's (the customer keeps hearing from the number they know), else the
 * scheduling user's default, else the company's default.
 */
export async function scheduleConnection(tx: Tx, companyId: number, input: { whatsappId: number | null | undefined; ticketId: number | null; contactId: number; userId: number }): Promise<number> {
  if (input.whatsappId) {
    const [row] = await tx.select({ id: whatsapps.id }).from(whatsapps).where(inCompany(whatsapps, companyId, eq(whatsapps.id, input.whatsappId)));
    if (!row) throw new AppError('ERR_NO_WAPP_FOUND');
    return row.id;
  }
  if (input.ticketId !== null) {
    const [ticket] = await tx.select({ whatsappId: tickets.whatsappId }).from(tickets).where(inCompany(tickets, companyId, eq(tickets.id, input.ticketId)));
    if (ticket?.whatsappId) return ticket.whatsappId;
  }
  const [last] = await tx
    .select({ whatsappId: tickets.whatsappId })
    .from(tickets)
    .where(inCompany(tickets, companyId, eq(tickets.contactId, input.contactId)))
    .orderBy(desc(tickets.lastMessageAt), desc(tickets.id))
    .limit(1);
  if (last?.whatsappId) return last.whatsappId;
  const [user] = await tx.select({ whatsappId: users.whatsappId }).from(users).where(inCompany(users, companyId, eq(users.id, input.userId)));
  if (user?.whatsappId) return user.whatsappId;
  const [fallback] = await tx.select({ id: whatsapps.id }).from(whatsapps).where(and(eq(whatsapps.companyId, companyId))).orderBy(desc(whatsapps.isDefault), asc(whatsapps.id)).limit(1);
  if (!fallback) throw new AppError('ERR_NO_DEF_WAPP_FOUND');
  return fallback.id;
}
