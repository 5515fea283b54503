import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { RESET_PASSWORD_RULE } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { authSessions, passwordResets, users } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { hashPassword } from '../auth/passwords.js';
import { unscopedUserByEmail } from '../users/users.repository.js';
import { CODE_TTL_MS, codeMatches, hashCode, MAX_FAILED_TRIES, newResetCode } from './reset-codes.js';
import { inCompany } from '../../db/company-scope.js';


/** `POST /forgetpassword/{email}`: e-mails a code; an unknown e-mail answers 404. */
export async function requestReset(ctx: AppContext, email: string): Promise<void> {
  const user = await unscopedUserByEmail(ctx.db, email);
  if (!user) throw new AppError('ERR_EMAIL_NOT_FOUND');
  const code = newResetCode();
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    // Only the newest code works: asking again burns the earlier ones.
    await tx.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({ userId: user.id, codeHash: hashCode(code), expiresAt: new Date(now.getTime() + CODE_TTL_MS), createdAt: now });
  });
  await ctx.mailer.send({
    to: user.email,
    subject: 'Prosa: código para redefinir a senha',
    text:
      `Olá, ${user.name}.\n\nSeu código de verificação é: ${code}\n\n` +
      'Ele vale por 30 minutos e só pode ser usado uma vez. Se você não pediu a redefinição, ignore este e-mail.\n',
  });
}

/**
 * `POST /resetpasswords/{email}/{token}/{newPassword}`: a code works once, for 30 minutes, and a few
 * wrong tries burn it. A new password ends every session of the user.
 */
export async function resetPassword(ctx: AppContext, input: { email: string; code: string; password: string }): Promise<void> {
  if (!RESET_PASSWORD_RULE.test(input.password)) throw new AppError('ERR_WEAK_PASSWORD');
  const user = await unscopedUserByEmail(ctx.db, input.email);
  if (!user) throw new AppError('ERR_INVALID_RESET_CODE');
  const now = ctx.clock.now();
  const [reset] = await ctx.db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .orderBy(desc(passwordResets.createdAt))
    .limit(1);
  if (!reset) throw new AppError('ERR_INVALID_RESET_CODE');
  if (!codeMatches(input.code, reset.codeHash)) {
    const failed = reset.failedAttempts + 1;
    await ctx.db
      .update(passwordResets)
      .set({ failedAttempts: failed, usedAt: failed >= MAX_FAILED_TRIES ? now : null })
      .where(eq(passwordResets.id, reset.id));
    throw new AppError('ERR_INVALID_RESET_CODE');
  }
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const burnt = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    if (burnt.length === 0) throw new AppError('ERR_INVALID_RESET_CODE');
    await tx.update(users).set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now }).where(inCompany(users, user.companyId, eq(users.id, user.id)));
    await tx.update(authSessions).set({ revokedAt: now, refreshJti: null }).where(and(eq(authSessions.userId, user.id), isNull(authSessions.revokedAt)));
  });
}
