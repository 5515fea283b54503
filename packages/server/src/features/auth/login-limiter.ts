import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/types.js';
import { loginFailures } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';

const WINDOW_MS = 15 * 60 * 1000;
/** Failures allowed for one e-mail from one address, and for one address across all e-mails. */
const PAIR_LIMIT = 10;
const ADDRESS_LIMIT = 100;

function keysOf(ip: string, email: string) {
  return { pair: `pair:${ip}:${email}`, address: `ip:${ip}` };
}

/**
 * Failed logins are counted in the database, so every server process shares the count. Blocking
 * is per e-mail and address pair (so one person's typos don't lock out a whole office behind one
 * NAT), with a looser ceiling per address against password spraying.
 */
export class LoginLimiter {
  constructor(private readonly db: Db) {}

  async assertAllowed(ip: string, email: string, now: Date): Promise<void> {
    const keys = keysOf(ip, email);
    const rows = await this.db.select().from(loginFailures).where(inArray(loginFailures.key, [keys.pair, keys.address]));
    for (const row of rows) {
      const limit = row.key === keys.pair ? PAIR_LIMIT : ADDRESS_LIMIT;
      const endsAt = row.windowStartedAt.getTime() + WINDOW_MS;
      if (row.count >= limit && endsAt > now.getTime()) {
        const retryAfter = String(Math.ceil((endsAt - now.getTime()) / 1000));
        throw new AppError('ERR_TOO_MANY_ATTEMPTS', { headers: { 'retry-after': retryAfter } });
      }
    }
  }

  async recordFailure(ip: string, email: string, now: Date): Promise<void> {
    const windowStart = new Date(now.getTime() - WINDOW_MS);
    for (const key of Object.values(keysOf(ip, email))) {
      await this.db
        .insert(loginFailures)
        .values({ key, count: 1, windowStartedAt: now })
        .onConflictDoUpdate({
          target: loginFailures.key,
          set: {
            count: sql`case when ${loginFailures.windowStartedAt} < ${windowStart} then 1 else ${loginFailures.count} + 1 end`,
            windowStartedAt: sql`case when ${loginFailures.windowStartedAt} < ${windowStart} then ${now} else ${loginFailures.windowStartedAt} end`,
          },
        });
    }
  }

  async clearPair(ip: string, email: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.key, keysOf(ip, email).pair));
  }
}
