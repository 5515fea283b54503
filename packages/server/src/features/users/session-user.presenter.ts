import { asc, eq, inArray } from 'drizzle-orm';
import type { SessionUser } from '@prosa/contract';
import type { Executor } from '../../db/types.js';
import { companies, queues, settings, userQueues, type users } from '../../db/schema/index.js';
import { presentSessionCompany } from '../companies/company.presenter.js';
import { visibleSettings } from '../settings/visible-settings.js';

type UserRow = typeof users.$inferSelect;

/** The signed-in user as login, refresh and `GET /auth/me` answer it (seed 000 §3 User). */
export async function presentSessionUser(executor: Executor, user: UserRow): Promise<SessionUser> {
  const [company] = await executor.select().from(companies).where(eq(companies.id, user.companyId));
  const companySettings = await executor.select().from(settings).where(eq(settings.companyId, user.companyId));
  const queueIds = await executor.select({ id: userQueues.queueId }).from(userQueues).where(eq(userQueues.userId, user.id));
  const userQueueRows = queueIds.length
    ? await executor
        .select({ id: queues.id, name: queues.name, color: queues.color })
        .from(queues)
        .where(inArray(
          queues.id,
          queueIds.map((q) => q.id),
        ))
        .orderBy(asc(queues.orderQueue), asc(queues.name))
    : [];
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    profile: user.profile,
    super: user.super,
    companyId: user.companyId,
    company: presentSessionCompany(company!, visibleSettings(companySettings, user)),
    queues: userQueueRows,
    whatsappId: user.whatsappId,
    allTicket: user.allTicket,
    online: user.online,
  };
}
