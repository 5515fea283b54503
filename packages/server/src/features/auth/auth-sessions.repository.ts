import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/types.js';
import { authSessions } from '../../db/schema/index.js';

export function createSession(executor: Executor, values: { userId: number; refreshJti: string; refreshExpiresAt: Date; now: Date }) {
  return executor
    .insert(authSessions)
    .values({ userId: values.userId, refreshJti: values.refreshJti, refreshExpiresAt: values.refreshExpiresAt, createdAt: values.now, lastUsedAt: values.now })
    .returning()
    .then((rows) => rows[0]!);
}

export function findSession(executor: Executor, sessionId: string) {
  return executor.select().from(authSessions).where(eq(authSessions.id, sessionId)).then((rows) => rows[0]);
}

/** A new login ends refresh on the user's other sessions (their access tokens run out by themselves). */
export function endOtherRefreshes(executor: Executor, userId: number, keepSessionId: string) {
  return executor
    .update(authSessions)
    .set({ refreshJti: null })
    .where(and(eq(authSessions.userId, userId), ne(authSessions.id, keepSessionId)));
}

/** Rotates the refresh token only if `expectedJti` is still the current one (no double spend). */
export function rotateRefresh(executor: Executor, sessionId: string, expectedJti: string, next: { jti: string; expiresAt: Date; now: Date }) {
  return executor
    .update(authSessions)
    .set({ refreshJti: next.jti, refreshExpiresAt: next.expiresAt, lastUsedAt: next.now })
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.refreshJti, expectedJti), sql`${authSessions.revokedAt} is null`))
    .returning({ id: authSessions.id })
    .then((rows) => rows.length === 1);
}

export function revokeSession(executor: Executor, sessionId: string, now: Date) {
  return executor.update(authSessions).set({ revokedAt: now, refreshJti: null }).where(eq(authSessions.id, sessionId));
}
