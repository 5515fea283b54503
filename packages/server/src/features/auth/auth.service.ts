import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LoginResponse } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { companies, users, type UserRow } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import { AppError } from '../../shared/app-error.js';
import { assertCompanyUsable, companyTimeZone } from '../companies/company-access.js';
import { presentSessionUser } from '../users/session-user.presenter.js';
import { unscopedUserByEmail } from '../users/users.repository.js';
import { createSession, endOtherRefreshes, findSession, revokeSession, rotateRefresh } from './auth-sessions.repository.js';
import { LoginLimiter } from './login-limiter.js';
import { burnPasswordCheck, verifyPassword } from './passwords.js';
import { REFRESH_TOKEN_SECONDS } from '../../shared/tokens.js';
import { inCompany } from '../../db/company-scope.js';

/** The user a refresh token names: the token carries no company, the user row decides it. */
async function unscopedUserOfSession(executor: Executor, userId: number): Promise<UserRow | undefined> {
  const [user] = await executor.select().from(users).where(eq(users.id, userId));
  return user;
}

export interface IssuedSession extends LoginResponse {
  refreshToken: string;
}


async function assertUsable(ctx: AppContext, companyId: number): Promise<void> {
  const [company] = await ctx.db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw new AppError('ERR_UNAUTHORIZED');
  assertCompanyUsable(company, ctx.clock.now(), await companyTimeZone(ctx.db, companyId));
}

async function issueTokens(ctx: AppContext, user: typeof users.$inferSelect, sessionId: string, jti: string) {
  const token = await ctx.tokens.signAccess({ userId: user.id, companyId: user.companyId, profile: user.profile, sessionId, tokenVersion: user.tokenVersion });
  const refreshToken = await ctx.tokens.signRefresh({ userId: user.id, sessionId, jti });
  return { token, refreshToken, user: await presentSessionUser(ctx.db, user) };
}

/** `POST /auth/login`: e-mail and password, then the company's own gates. */
export async function login(ctx: AppContext, input: { email: string; password: string; ip: string }): Promise<IssuedSession> {
  const now = ctx.clock.now();
  const limiter = new LoginLimiter(ctx.db);
  await limiter.assertAllowed(input.ip, input.email, now);
  const user = await unscopedUserByEmail(ctx.db, input.email);
  const valid = user ? await verifyPassword(user.passwordHash, input.password) : (await burnPasswordCheck(input.password), false);
  if (!user || !valid) {
    await limiter.recordFailure(input.ip, input.email, now);
    throw new AppError('ERR_INVALID_CREDENTIALS');
  }
  await limiter.clearPair(input.ip, input.email);
  await assertUsable(ctx, user.companyId);

  const jti = randomUUID();
  const session = await ctx.db.transaction(async (tx) => {
    const created = await createSession(tx, { userId: user.id, refreshJti: jti, refreshExpiresAt: new Date(now.getTime() + REFRESH_TOKEN_SECONDS * 1000), now });
    await endOtherRefreshes(tx, user.id, created.id);
    await tx.update(users).set({ lastSeenAt: now }).where(inCompany(users, user.companyId, eq(users.id, user.id)));
    return created;
  });
  // Other computers of this user hear it and log themselves out.
  ctx.realtime.toUser(user.companyId, user.id, 'auth', { action: 'update', user: { id: user.id, email: user.email, companyId: user.companyId }, sessionId: session.id });
  return issueTokens(ctx, user, session.id, jti);
}

/**
 * `POST /auth/refresh_token`: the cookie's token must be its session's current one. Presenting an
 * already rotated token means it leaked or was replayed, so the whole session is ended.
 */
export async function refresh(ctx: AppContext, refreshToken: string | undefined): Promise<IssuedSession> {
  const refused = () => new AppError('ERR_SESSION_EXPIRED', { status: 401 });
  if (!refreshToken) throw refused();
  const verified = await ctx.tokens.verifyRefresh(refreshToken);
  if (!verified.ok) throw refused();
  const now = ctx.clock.now();
  const { sessionId, jti, userId } = verified.claims;
  const session = await findSession(ctx.db, sessionId);
  if (!session || session.userId !== userId || session.revokedAt || session.refreshExpiresAt < now) throw refused();
  if (session.refreshJti !== jti) {
    if (session.refreshJti !== null) await revokeSession(ctx.db, sessionId, now);
    throw refused();
  }
  const user = await unscopedUserOfSession(ctx.db, userId);
  if (!user) throw refused();
  await assertUsable(ctx, user.companyId).catch(() => {
    throw refused();
  });
  const nextJti = randomUUID();
  const rotated = await rotateRefresh(ctx.db, sessionId, jti, { jti: nextJti, expiresAt: new Date(now.getTime() + REFRESH_TOKEN_SECONDS * 1000), now });
  if (!rotated) throw refused();
  return issueTokens(ctx, user, sessionId, nextJti);
}

/** `DELETE /auth/logout`: ends this session (its access tokens stop working at once). */
export async function logout(ctx: AppContext, auth: { sessionId: string; userId: number; companyId: number }): Promise<void> {
  await revokeSession(ctx.db, auth.sessionId, ctx.clock.now());
  await ctx.db.update(users).set({ online: false }).where(inCompany(users, auth.companyId, eq(users.id, auth.userId)));
}

