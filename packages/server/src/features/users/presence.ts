import { eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { users } from '../../db/schema/index.js';
import { emitUserChange } from './users.events.js';
import { presentUser } from './user.presenter.js';
import { inCompany } from '../../db/company-scope.js';

type PresenceContext = Pick<AppContext, 'db' | 'clock' | 'realtime'>;

/**
 * Records that a user's sockets came (or all went) and announces only a change, with the whole
 * presented user. Clients replace their signed-in user
 * with what `company-{id}-user` carries, and a client that reconnects on a changed user would
 * reconnect forever if every connection announced itself again.
 */
export async function setOnline(ctx: PresenceContext, auth: { userId: number; companyId: number }, online: boolean): Promise<void> {
  const now = ctx.clock.now();
  // The condition makes the change happen once when several sockets connect together.
  const [changed] = await ctx.db
    .update(users)
    .set({ online, lastSeenAt: now })
    .where(inCompany(users, auth.companyId, eq(users.id, auth.userId), ne(users.online, online)))
    .returning();
  if (!changed) {
    await ctx.db.update(users).set({ lastSeenAt: now }).where(inCompany(users, auth.companyId, eq(users.id, auth.userId)));
    return;
  }
  emitUserChange(ctx, 'update', await presentUser(ctx.db, changed));
}
