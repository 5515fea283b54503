import { eq } from 'drizzle-orm';
import type { SessionUser } from '@prosa/contract';
import type { Executor } from '../../db/types.js';
import { companies, settings } from '../../db/schema/index.js';
import { presentSessionCompany } from '../companies/company.presenter.js';
import { visibleSettings } from '../settings/visible-settings.js';
import { presentUser } from './user.presenter.js';
import type { UserRow } from '../../db/schema/index.js';


/** The signed-in user as login, refresh and `GET /auth/me` answer it: the user plus its company. */
export async function presentSessionUser(executor: Executor, user: UserRow): Promise<SessionUser> {
  const [company] = await executor.select().from(companies).where(eq(companies.id, user.companyId));
  const companySettings = await executor.select().from(settings).where(eq(settings.companyId, user.companyId));
  const { id, name, email, profile, super: isSuper, companyId, queues, whatsappId, allTicket, online } = await presentUser(executor, user);
  return {
    id,
    name,
    email,
    profile,
    super: isSuper,
    companyId,
    company: presentSessionCompany(company!, visibleSettings(companySettings, user)),
    queues,
    whatsappId,
    allTicket,
    online,
  };
}
